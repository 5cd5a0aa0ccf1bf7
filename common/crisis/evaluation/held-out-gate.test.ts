import { describe, expect, it } from 'vitest';
import { HELD_OUT_ROUNDS } from './held-out';
import { evaluateRound, type Tally } from './report';

/**
 * The goal of the crisis screening, on text it has never seen: the latest held-out round not yet tuned on
 * must reach it. When every round has been tuned on there is no honest first-sight measure, so only the
 * tuning floors are held (on every tuned round together), until the next blind round is added.
 */
const GOAL = { flagged: 0.95, atLevel: 0.9, falseAlarms: 0.04 };
/** On the tuned rounds: the tuning targets for flagged and false alarms; at level is held where it stands. */
const TUNING_FLOORS = { flagged: 0.97, atLevel: 0.87, falseAlarms: 0.03 };

const sum = (tallies: readonly Tally[]): Tally =>
  tallies.reduce(
    (total, tally) => ({
      risky: total.risky + tally.risky,
      flagged: total.flagged + tally.flagged,
      atLevel: total.atLevel + tally.atLevel,
      atLeastLevel: total.atLeastLevel + tally.atLeastLevel,
      harmless: total.harmless + tally.harmless,
      falseAlarms: total.falseAlarms + tally.falseAlarms,
    }),
    { risky: 0, flagged: 0, atLevel: 0, atLeastLevel: 0, harmless: 0, falseAlarms: 0 },
  );

const blind = HELD_OUT_ROUNDS.filter((round) => !round.tunedOn).at(-1);

describe('held-out gate', () => {
  it.runIf(blind !== undefined)(`reaches the goal on the latest blind round (${blind?.name})`, () => {
    const report = evaluateRound(blind?.cases ?? []);
    const { all } = report;
    const misses = report.misses.map((miss) => `${miss.expected} got ${miss.got}: ${miss.text}`).join('\n');
    expect(all.flagged / all.risky, misses).toBeGreaterThanOrEqual(GOAL.flagged);
    expect(all.atLevel / all.risky, misses).toBeGreaterThanOrEqual(GOAL.atLevel);
    expect(all.falseAlarms / all.harmless, misses).toBeLessThanOrEqual(GOAL.falseAlarms);
  });

  it.runIf(blind === undefined)('holds the tuning floors while every round is tuned on', () => {
    const all = sum(HELD_OUT_ROUNDS.map((round) => evaluateRound(round.cases).all));
    expect(all.flagged / all.risky).toBeGreaterThanOrEqual(TUNING_FLOORS.flagged);
    expect(all.atLevel / all.risky).toBeGreaterThanOrEqual(TUNING_FLOORS.atLevel);
    expect(all.falseAlarms / all.harmless).toBeLessThanOrEqual(TUNING_FLOORS.falseAlarms);
  });
});
