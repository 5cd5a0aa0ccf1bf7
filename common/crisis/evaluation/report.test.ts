import { describe, expect, it } from 'vitest';
import { HELD_OUT_ROUNDS } from './held-out';
import { evaluateRound, formatTally } from './report';

describe('evaluateRound', () => {
  it('counts recall, levels and false alarms overall, by kind and by language', () => {
    const report = evaluateRound([
      {
        text: "I can't do this anymore. I have been saving up my pills and I want to end my life this weekend.",
        label: 'risky',
        level: 'critical',
        kind: 'plan-means',
        language: 'en',
      },
      {
        text: 'Could I get an extension on my history essay? My laptop broke last week.',
        label: 'harmless',
        level: null,
        kind: 'academic',
        language: 'en',
      },
    ]);
    expect(report.all.risky).toBe(1);
    expect(report.all.flagged).toBe(1);
    expect(report.all.harmless).toBe(1);
    expect(report.all.falseAlarms).toBe(0);
    expect(report.byKind.get('plan-means')?.flagged).toBe(1);
    expect(report.byLanguage.get('en')?.risky).toBe(1);
    expect(report.misses.every((miss) => miss.kind === 'plan-means')).toBe(true);
    expect(formatTally('kind', report.byKind)).toContain('| plan-means | 1 | 100% |');
  });
});

describe('held-out rounds', () => {
  it('load as checked data, newest last', () => {
    expect(HELD_OUT_ROUNDS.map((round) => round.name).join(' ')).toBe(
      'H1 H2 H3 H4 H5 H6 H7 H8 H9 H10 H11 H12 H13 H14 H15 H16 H17 H18 H19 H20 H21 H22 H23 H24 H25 H26 H27 H28 H29 H30 H31 H32 H33',
    );
    expect(HELD_OUT_ROUNDS[0]?.cases).toHaveLength(264);
    expect(HELD_OUT_ROUNDS[1]?.cases).toHaveLength(306);
    expect(HELD_OUT_ROUNDS[2]?.cases).toHaveLength(329);
    expect(HELD_OUT_ROUNDS[3]?.cases).toHaveLength(336);
    expect(HELD_OUT_ROUNDS[4]?.cases).toHaveLength(328);
    expect(HELD_OUT_ROUNDS[5]?.cases).toHaveLength(341);
    expect(HELD_OUT_ROUNDS[6]?.cases).toHaveLength(342);
    expect(HELD_OUT_ROUNDS[7]?.cases).toHaveLength(326);
    expect(HELD_OUT_ROUNDS[8]?.cases).toHaveLength(331);
    expect(HELD_OUT_ROUNDS[9]?.cases).toHaveLength(327);
    expect(HELD_OUT_ROUNDS[10]?.cases).toHaveLength(326);
    expect(HELD_OUT_ROUNDS[11]?.cases).toHaveLength(326);
    expect(HELD_OUT_ROUNDS[12]?.cases).toHaveLength(329);
    expect(HELD_OUT_ROUNDS[13]?.cases).toHaveLength(334);
    expect(HELD_OUT_ROUNDS[14]?.cases).toHaveLength(328);
    expect(HELD_OUT_ROUNDS[15]?.cases).toHaveLength(334);
    expect(HELD_OUT_ROUNDS[16]?.cases).toHaveLength(338);
    expect(HELD_OUT_ROUNDS[17]?.cases).toHaveLength(339);
    expect(HELD_OUT_ROUNDS[18]?.cases).toHaveLength(334);
    expect(HELD_OUT_ROUNDS[19]?.cases).toHaveLength(334);
    expect(HELD_OUT_ROUNDS[20]?.cases).toHaveLength(334);
    expect(HELD_OUT_ROUNDS[21]?.cases).toHaveLength(335);
    expect(HELD_OUT_ROUNDS[22]?.cases).toHaveLength(334);
    expect(HELD_OUT_ROUNDS[23]?.cases).toHaveLength(335);
    expect(HELD_OUT_ROUNDS[24]?.cases).toHaveLength(337);
    expect(HELD_OUT_ROUNDS[25]?.cases).toHaveLength(334);
    expect(HELD_OUT_ROUNDS[26]?.cases).toHaveLength(334);
    expect(HELD_OUT_ROUNDS[27]?.cases).toHaveLength(334);
    expect(HELD_OUT_ROUNDS[28]?.cases).toHaveLength(334);
    expect(HELD_OUT_ROUNDS[29]?.cases).toHaveLength(334);
    expect(HELD_OUT_ROUNDS[30]?.cases).toHaveLength(334);
    expect(HELD_OUT_ROUNDS[31]?.cases).toHaveLength(334);
    expect(HELD_OUT_ROUNDS[32]?.cases).toHaveLength(334);
    expect(HELD_OUT_ROUNDS.filter((round) => !round.tunedOn).map((round) => round.name)).toEqual(['H33']);
  });
});
