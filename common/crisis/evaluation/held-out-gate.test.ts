import { describe, expect, it } from 'vitest';
import { HELD_OUT_ROUNDS } from './held-out';
import { evaluateRound, type Tally } from './report';

/**
 * The goal of the crisis screening, on text it has never seen: the latest held-out round not yet tuned on
 * must reach it. A blind round that was measured below the goal carries its first-sight figures
 * (`belowGoal`): the goal is not met, and the engine must not fall below them. The rounds tuned on
 * hold the tuning floors together.
 */
const GOAL = { flagged: 0.95, atLevel: 0.9, falseAlarms: 0.04 };
/**
 * On the tuned rounds together (H1-H29 since 2026-11-28): the figures reached, held where they stand
 * (targets: 97% flagged, 88% at level, at most 3% false alarms; all three reached after the tuning on H16, lost
 * when H17 joined the set at 3,711 / 3,337 / 25, reached again after the tuning on H17 at 3,797 / 3,457 / 18 of
 * H1-H17, lost when H18 joined at its first-sight figures, 3,978 / 3,589 / 32 of H1-H18, and raised after the
 * tuning on H18 to 4,017 / 3,642 / 22, all three targets reached again; H19 joined at its first-sight figures, below
 * two targets (4,193 / 3,759 / 35 of H1-H19), and the tuning on H19 raised them to 4,245 / 3,843 / 30, all three
 * reached again; the learned opinion alone escalating only at 0.95 instead of 0.85, after it was found escalating
 * plain requests (`ordinary.test.ts`), and naming the high or critical it is sure of (decision 0039), set them at
 * 4,143 / 3,758 / 25; H20 joined, and the tuning on H20 raised H1-H20 to 4,340 / 3,915 / 22: 94.8% flagged and
 * 85.5% at level, below those two targets since the model alone stopped escalating at 0.85; H21 joined at its
 * first-sight figures, 4,515 / 4,059 / 37 of H1-H21, and the tuning on H21 raised them to 4,564 / 4,119 / 22: 94.8%
 * flagged, 85.6% at level, 1.1% false alarms; H22 joined with the second opinion retrained on H1-H22, at 4,775 / 4,426
 * / 30 of H1-H22: 94.6% flagged, 87.6% at level, 1.4% false alarms, and the tuning on H22 raised them to 4,820 / 4,466
 * / 21: 95.4% flagged, 88.4% at level, 1.0% false alarms; H23 joined with the second opinion retrained on H1-H23,
 * at 5,019 / 4,640 / 29 of H1-H23: 95.0% flagged, 87.8% at level, 1.3% false alarms, and the tuning on H23 raised
 * them to 5,046 / 4,667 / 23: 95.5% flagged, 88.3% at level, 1.0% false alarms; H24 joined with the second opinion
 * retrained on H1-H24, at 5,241 / 4,842 / 27 of H1-H24: 94.9% flagged, 87.7% at level, 1.1% false alarms, and the
 * tuning on H24 raised them to 5,271 / 4,868 / 24: 95.5% flagged, 88.2% at level, 1.0% false alarms; H25 joined
 * with the second opinion retrained on H1-H25, at 5,468 / 5,054 / 31 of H1-H25: 94.9% flagged, 87.8% at level, 1.3%
 * false alarms, and the tuning on H25 raised them to 5,509 / 5,091 / 24: 95.7% flagged, 88.4% at level, 1.0% false
 * alarms; H26 joined with the second opinion retrained on H1-H26, at 5,701 / 5,266 / 38 of H1-H26: 95.1% flagged,
 * 87.9% at level, 1.5% false alarms, and the tuning on H26 raised them to 5,738 / 5,298 / 25: 95.7% flagged, 88.4% at
 * level, 1.0% false alarms; H27 joined with the second opinion retrained on H1-H27, at 5,920 / 5,461 / 31 of H1-H27:
 * 95.0% flagged, 87.7% at level, 1.2% false alarms, and the tuning on H27 raised them to 5,951 / 5,485 / 26: 95.5%
 * flagged, 88.1% at level, 1.0% false alarms; H28 joined with the second opinion retrained on H1-H28, at 6,149 /
 * 5,657 / 36 of H1-H28: 95.1% flagged, 87.5% at level, 1.3% false alarms, and the tuning on H28 raised them to
 * 6,183 / 5,681 / 30: 95.7% flagged, 87.9% at level, 1.1% false alarms; H29 joined with the second opinion
 * retrained on H1-H29, at 6,363 / 5,836 / 36 of H1-H29: 95.0% flagged, 87.1% at level, 1.3% false alarms, and the
 * tuning on H29 raised them to 6,396 / 5,869 / 29: 95.5% flagged, 87.6% at level, 1.0% false alarms; H30 joined
 * with the second opinion retrained on H1-H30, at 6,594 / 6,040 / 32 of H1-H30: 95.1% flagged, 87.1% at level, 1.1%
 * false alarms, and the tuning on H30 raised them to 6,611 / 6,054 / 31: 95.3% flagged, 87.3% at level, 1.0% false
 * alarms; H31 joined with the second opinion retrained on H1-H31, at 6,804 / 6,243 / 45 of H1-H31: 94.9% flagged,
 * 87.1% at level, 1.5% false alarms, and the tuning on H31 raised them to 6,839 / 6,278 / 32: 95.4% flagged, 87.6% at
 * level, 1.0% false alarms; H32 joined with the second opinion retrained on H1-H32, at 7,036 / 6,448 / 41 of H1-H32:
 * 95.0% flagged, 87.1% at level, 1.3% false alarms, and the tuning on H32 raised them to 7,052 / 6,462 / 32: 95.2%
 * flagged, 87.3% at level, 1.0% false alarms).
 */
const TUNING_FLOORS = { flagged: 7052 / 7404, atLevel: 6462 / 7404, falseAlarms: 32 / 3161 };

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
const tuned = HELD_OUT_ROUNDS.filter((round) => round.tunedOn);

const share = (all: Tally) => ({
  flagged: all.flagged / all.risky,
  atLevel: all.atLevel / all.risky,
  falseAlarms: all.falseAlarms / all.harmless,
});

describe('held-out gate', () => {
  it(`the latest blind round (${blind?.name ?? 'none yet'}) reaches the goal, or stays at its recorded figures`, () => {
    if (!blind) {
      expect(tuned).toHaveLength(HELD_OUT_ROUNDS.length);
      return;
    }
    const report = evaluateRound(blind.cases);
    const now = share(report.all);
    const misses = report.misses.map((miss) => `${miss.expected} got ${miss.got}: ${miss.text}`).join('\n');
    // A round measured below the goal is recorded so (README, held-out/index.ts): the goal is not met, and
    // until the round is tuned on the engine may not fall below what it did at first sight.
    const floor = blind.belowGoal ?? GOAL;
    expect(now.flagged, misses).toBeGreaterThanOrEqual(floor.flagged - 1e-9);
    expect(now.atLevel, misses).toBeGreaterThanOrEqual(floor.atLevel - 1e-9);
    expect(now.falseAlarms, misses).toBeLessThanOrEqual(floor.falseAlarms + 1e-9);
  });

  it('a round recorded below the goal really is below it', () => {
    for (const round of HELD_OUT_ROUNDS) {
      const first = round.belowGoal;
      if (!first) continue;
      const below =
        first.flagged < GOAL.flagged || first.atLevel < GOAL.atLevel || first.falseAlarms > GOAL.falseAlarms;
      expect(below, round.name).toBe(true);
    }
  });

  it('holds the tuning floors on the rounds tuned on', () => {
    const now = share(sum(tuned.map((round) => evaluateRound(round.cases).all)));
    expect(now.flagged).toBeGreaterThanOrEqual(TUNING_FLOORS.flagged - 1e-9);
    expect(now.atLevel).toBeGreaterThanOrEqual(TUNING_FLOORS.atLevel - 1e-9);
    expect(now.falseAlarms).toBeLessThanOrEqual(TUNING_FLOORS.falseAlarms);
    // Over 3,000 texts: seconds on a busy two-core machine.
  }, 60_000);
});
