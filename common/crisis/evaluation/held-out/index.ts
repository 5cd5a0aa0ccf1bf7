import { z } from 'zod';
import { WRITTEN_LANGUAGES } from '../../types';
import type { HeldOutCase } from '../report';
import roundH1 from './round-h1.json';
import roundH2 from './round-h2.json';
import roundH3 from './round-h3.json';
import roundH4 from './round-h4.json';
import roundH5 from './round-h5.json';
import roundH6 from './round-h6.json';
import roundH7 from './round-h7.json';
import roundH8 from './round-h8.json';
import roundH9 from './round-h9.json';
import roundH10 from './round-h10.json';
import roundH11 from './round-h11.json';
import roundH12 from './round-h12.json';
import roundH13 from './round-h13.json';
import roundH14 from './round-h14.json';
import roundH15 from './round-h15.json';
import roundH16 from './round-h16.json';
import roundH17 from './round-h17.json';
import roundH18 from './round-h18.json';
import roundH19 from './round-h19.json';
import roundH20 from './round-h20.json';
import roundH21 from './round-h21.json';
import roundH22 from './round-h22.json';
import roundH23 from './round-h23.json';
import roundH24 from './round-h24.json';
import roundH25 from './round-h25.json';
import roundH26 from './round-h26.json';
import roundH27 from './round-h27.json';
import roundH28 from './round-h28.json';
import roundH29 from './round-h29.json';
import roundH30 from './round-h30.json';
import roundH31 from './round-h31.json';
import roundH32 from './round-h32.json';
import roundH33 from './round-h33.json';

/**
 * Held-out rounds, each written before the engine saw it, by someone who had not read the lexicon, from a
 * brief of kinds and levels only. The newest is last. A round is measured once (`npm run crisis:eval`), its
 * first-sight figures recorded in common/crisis/README.md with the date, and only then may it be used to tune.
 * Rounds are data (JSON, one case a line), checked against the case shape as they are loaded.
 */
export interface HeldOutRound {
  name: string;
  written: string;
  /** True once the round has been used to tune the engine: its figures are no longer first sight. */
  tunedOn: boolean;
  /**
   * A blind round measured below the goal: its figures as recorded in the README (shares, 0-1). The goal is not
   * met while it stands; the gate test holds the engine at or above these figures until the round is tuned on
   * and a new blind round is written.
   */
  belowGoal?: { measured: string; flagged: number; atLevel: number; falseAlarms: number };
  note?: string;
  cases: readonly HeldOutCase[];
}

const caseSchema = z.object({
  text: z.string().min(1),
  label: z.enum(['risky', 'harmless']),
  level: z.enum(['medium', 'high', 'critical']).nullable(),
  kind: z.string().min(1),
  language: z.enum(WRITTEN_LANGUAGES),
});

const cases = (data: unknown): readonly HeldOutCase[] => z.array(caseSchema).parse(data);

export const HELD_OUT_ROUNDS: readonly HeldOutRound[] = [
  // H1: 264 cases, written 2026-11-23 blind from a brief of kinds, languages and levels.
  {
    name: 'H1',
    written: '2026-11-23',
    tunedOn: true,
    note: 'measured once, then used to tune the concept families: no longer first sight',
    cases: cases(roundH1),
  },
  // H2: 306 cases (215 risky, 91 harmless; 88 risky in the eight other languages), written 2026-11-23 blind
  // from a brief of kinds, languages and levels, after the concept families and before any tuning on it.
  {
    name: 'H2',
    written: '2026-11-23',
    tunedOn: true,
    note: 'measured once (first-sight figures in the README), then used to tune the families, ladder and context reading: no longer first sight',
    cases: cases(roundH2),
  },
  // H3: 329 cases (228 risky, 101 harmless; 91 risky in the eight other languages), written 2026-11-26 blind
  // from a brief of kinds, languages and levels, after the engine was tuned on H1 and H2 and before it saw H3.
  {
    name: 'H3',
    written: '2026-11-26',
    tunedOn: true,
    // First sight: 198 flagged, 106 at level, 17 false alarms; after the same-day safety fix 191 flagged, 105 at
    // level, 17 false alarms (crisis README, H3). Joined the tuning set on 2026-11-26.
    note: 'measured once (first-sight figures in the README), then used to tune study framing, everyday reasons, recovery and levels: no longer first sight',
    cases: cases(roundH3),
  },
  // H4: 336 cases (235 risky, 101 harmless; 94 risky in the eight other languages), written 2026-11-26 blind
  // from the brief of H3, sealed unread until the engine had been tuned on H3, then measured once.
  {
    name: 'H4',
    written: '2026-11-26',
    tunedOn: true,
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune false alarms: no longer first sight',
    belowGoal: { measured: '2026-11-26', flagged: 188 / 235, atLevel: 111 / 235, falseAlarms: 11 / 101 },
    cases: cases(roundH4),
  },
  // H5: 328 cases (227 risky, 101 harmless; 11-12 risky in each of the eight other languages), written 2026-11-26
  // blind from the brief of H4, sealed unread until the engine had been tuned on H4, then measured once.
  {
    name: 'H5',
    written: '2026-11-26',
    tunedOn: true,
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune harm to others, abuse, finality, places and other languages: no longer first sight',
    belowGoal: { measured: '2026-11-26', flagged: 192 / 227, atLevel: 129 / 227, falseAlarms: 4 / 101 },
    cases: cases(roundH5),
  },
  // H6: 341 cases (240 risky, 101 harmless; 10-13 risky in each of the eight other languages), written 2026-11-26
  // blind from the brief of H5 with more harm to others, abuse, German and Portuguese; sealed until the engine had
  // been tuned on H5, then measured once.
  {
    name: 'H6',
    written: '2026-11-26',
    tunedOn: true,
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune false alarms: no longer first sight',
    belowGoal: { measured: '2026-11-26', flagged: 207 / 240, atLevel: 130 / 240, falseAlarms: 11 / 101 },
    cases: cases(roundH6),
  },
  // H7: 342 cases (241 risky, 101 harmless; 11-14 risky in each of the eight other languages), written 2026-11-26
  // blind from the brief of H6; sealed until the engine had been tuned on H6, then measured once.
  {
    name: 'H7',
    written: '2026-11-26',
    tunedOn: true,
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune overdoses, everyday reasons, recovery and study framing: no longer first sight',
    belowGoal: { measured: '2026-11-26', flagged: 205 / 241, atLevel: 143 / 241, falseAlarms: 9 / 101 },
    cases: cases(roundH7),
  },
  // H8: 326 cases (225 risky, 101 harmless; 11-12 risky in each of the eight other languages, ten long tickets with
  // the risk in one sentence), written 2026-11-26 blind from the brief of H7; sealed until the engine had been tuned
  // on H7, then measured once. Joined the tuning set the same day.
  {
    name: 'H8',
    written: '2026-11-26',
    tunedOn: true,
    // First sight (2026-11-26): 202 of 225 flagged, 139 at level, 12 of 101 false alarms (crisis README, H8).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune false alarms, acts under way and every family: no longer first sight',
    cases: cases(roundH8),
  },
  // H9: 331 cases (231 risky, 100 harmless; 11-12 risky in each of the eight other languages, 13 long tickets with
  // the risk or the look-alike in one sentence), written 2026-11-26 blind from the brief of H8; sealed until the
  // engine had been tuned on H8, then measured once. Joined the tuning set the same day.
  {
    name: 'H9',
    written: '2026-11-26',
    tunedOn: true,
    // First sight (2026-11-26): 196 of 231 flagged, 142 at level, 7 of 100 false alarms (crisis README, H9).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune level rules, framing, everyday reasons and every family: no longer first sight',
    cases: cases(roundH9),
  },
  // H10: 327 cases (226 risky, 101 harmless; 11-12 risky in each of the eight other languages, long tickets with the
  // risk in one sentence of ordinary admin), written 2026-11-26 blind from the brief of H9; sealed until the engine
  // had been tuned on H9, then measured once. Joined the tuning set the same day.
  {
    name: 'H10',
    written: '2026-11-26',
    tunedOn: true,
    // First sight (2026-11-26): 205 of 226 flagged, 159 at level, 8 of 101 false alarms (crisis README, H10).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune framing, reading, level rules and every family: no longer first sight',
    cases: cases(roundH10),
  },
  // H11: 326 cases (225 risky, 101 harmless; 11-12 risky in each of the eight other languages, eleven long tickets
  // with the risk in one sentence, 35 short chat lines), written 2026-11-26 blind from the brief of H10; sealed until
  // the engine had been tuned on H10, then measured once. Joined the tuning set the same day.
  {
    name: 'H11',
    written: '2026-11-26',
    tunedOn: true,
    // First sight (2026-11-26): 209 of 225 flagged, 170 at level, 8 of 101 false alarms (crisis README, H11).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune framing, level rules, reading and every family: no longer first sight',
    cases: cases(roundH11),
  },
  // H12: 326 cases (225 risky, 101 harmless; 11-12 risky in each of the eight other languages, eighteen long tickets
  // with the risk in one sentence of ordinary admin, about 22 short chat lines, near-miss harmless pairs), written
  // 2026-11-26 blind from the brief of H11; sealed until the engine had been tuned on H11, then measured once on
  // 2026-11-27. Joined the tuning set the same day.
  {
    name: 'H12',
    written: '2026-11-26',
    tunedOn: true,
    // First sight (2026-11-27): 201 of 225 flagged, 153 at level, 6 of 101 false alarms (crisis README, H12).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune framing, acts under way, weapons taken to a target and every family: no longer first sight',
    cases: cases(roundH12),
  },
  // H13: 329 cases (228 risky, 101 harmless; 11-12 risky in each of the eight other languages, eleven long tickets
  // with the risk in one sentence of ordinary admin, eighteen short chat or emoji-only lines), written 2026-11-27 blind
  // from the brief of H12; sealed until the engine had been tuned on H12, then measured once on 2026-11-27.
  // Joined the tuning set the same day.
  {
    name: 'H13',
    written: '2026-11-27',
    tunedOn: true,
    // First sight (2026-11-27): 202 of 228 flagged, 150 at level, 9 of 101 false alarms (crisis README, H13).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune framing, denial, finality told for tonight and every family: no longer first sight',
    cases: cases(roundH13),
  },
  // H14: 334 cases (230 risky, 104 harmless; 11-13 risky in each of the eight other languages, nineteen long
  // tickets with the risk in one sentence of ordinary requests, short chat and emoji lines), written 2026-11-27 blind
  // from the brief of H13; sealed until the engine had been tuned on H13, then measured once on 2026-11-27.
  // Joined the tuning set the same day.
  {
    name: 'H14',
    written: '2026-11-27',
    tunedOn: true,
    // First sight (2026-11-27): 202 of 230 flagged, 161 at level, 15 of 104 false alarms (crisis README, H14).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune acts told by an anaphor, threats without a threat verb, danger signs and framing: no longer first sight',
    cases: cases(roundH14),
  },
  // H15: 328 cases (231 risky, 97 harmless; 11-12 risky in each of the eight other languages, twelve long tickets
  // of 67-101 words, eleven of them with the risk in one sentence of ordinary requests, 26 chat lines of five words
  // or fewer), written 2026-11-27 blind from the brief of H14; sealed until the engine had been tuned on H14 and
  // its whole-text combinations and framing were in, then measured once on 2026-11-27. Joined the tuning set the
  // same day.
  {
    name: 'H15',
    written: '2026-11-27',
    tunedOn: true,
    // First sight (2026-11-27): 202 of 231 flagged, 154 at level, 4 of 97 false alarms (crisis README, H15).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune coursework framing, danger now in abuse, places approached, threats in other languages and finality with intent and a time: no longer first sight',
    cases: cases(roundH15),
  },
  // H16: 334 cases (235 risky, 99 harmless; 11-13 risky in each of the eight other languages, one of each of the
  // eight main kinds per other language, seventeen tickets of 60-97 words, most with the risk in one sentence of
  // ordinary requests), written 2026-11-27 blind from the brief of H15; sealed until the engine had been tuned on
  // H15, then measured once on 2026-11-27. Joined the tuning set the same day.
  {
    name: 'H16',
    written: '2026-11-27',
    tunedOn: true,
    // First sight (2026-11-27): 215 of 235 flagged, 182 at level, 6 of 99 false alarms (crisis README, H16).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune ideation near a negation, wishes to vanish, acts under way with danger now, weapons taken to a target, threats without a threat word, emoji plans and farewells, and false alarms on training questions, an OSCE and idioms: no longer first sight',
    cases: cases(roundH16),
  },
  // H17: 338 cases (239 risky, 99 harmless; 15-16 risky in each of the eight other languages, at least one of each
  // of the eight main kinds per other language, seventeen long tickets of 65-87 words with the risk in one
  // sentence of ordinary requests, 26 chat lines of five words or fewer), written 2026-11-27 blind from the brief
  // of H16; sealed until the engine had been tuned on H16, then measured once on 2026-11-27. Joined the tuning set
  // the same day.
  {
    name: 'H17',
    written: '2026-11-27',
    tunedOn: true,
    // First sight (2026-11-27): 155 of 239 flagged, 101 at level, 13 of 99 false alarms (crisis README, H17).
    note: 'measured once (first-sight figures in the README, far below the goal), then used to tune short present-tense statements of place, act, weapon and danger, farewells without a farewell word, and false alarms in recovery and third-party frames: no longer first sight',
    cases: cases(roundH17),
  },
  // H18: 339 cases (238 risky, 101 harmless; 14-15 risky in each of the eight other languages, each covering the
  // eight main kinds, seventeen long tickets of 61-94 words, about 25 chat lines of five words or fewer), written
  // 2026-11-27 blind from `evaluation/brief.md` (the brief of H17); sealed until the engine had been tuned on H17,
  // then measured once on 2026-11-27. Joined the tuning set the same day.
  {
    name: 'H18',
    written: '2026-11-27',
    tunedOn: true,
    // First sight (2026-11-27): 181 of 238 flagged, 132 at level, 14 of 101 false alarms (crisis README, H18).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune constructions read in some languages and not others, harm to others told as a plan or grudge, acts under way read one step low, restriction by numbers, methods known with their time, and false alarms in hyperbole and help-seeking for others: no longer first sight',
    cases: cases(roundH18),
  },
  // H19: 334 cases (235 risky, 99 harmless; 15-16 risky in each of the eight other languages, each covering the
  // eight main kinds, seventeen long tickets of 74-91 words, 25 chat lines of five words or fewer), written
  // 2026-11-27 blind from `evaluation/brief.md`; sealed until the engine had been tuned on H18, then measured once
  // on 2026-11-27. Joined the tuning set the same day.
  {
    name: 'H19',
    written: '2026-11-27',
    tunedOn: true,
    // First sight (2026-11-27): 176 of 235 flagged, 117 at level, 13 of 99 false alarms (crisis README, H19).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune the general forms of places looked down from, methods asked after, means ready with a time, hidden self-harm, overdoses told by container and symptoms, danger at home now, restriction by numbers, coercion by its facts, farewells by thanks and apology, and false alarms: no longer first sight',
    cases: cases(roundH19),
  },
  // H20: 334 cases (235 risky, 99 harmless; 11-12 risky in each of the eight other languages, one of each of the
  // eight main kinds per other language, nineteen long tickets of 65-88 words, 29 chat lines of five words or
  // fewer), written 2026-11-27 blind from `evaluation/brief.md`; sealed until the engine had been tuned on H19 and
  // its second opinion retrained on H1-H19, then measured once on 2026-11-27. Joined the tuning set the same day.
  {
    name: 'H20',
    written: '2026-11-27',
    tunedOn: true,
    // First sight (2026-11-27): 215 of 235 flagged, 155 at level, 14 of 99 false alarms, with a second opinion
    // trained on H1-H19 that was then withdrawn because it escalated plain requests; the engine kept, the same day:
    // 176 / 132 / 13 (crisis README, H20).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune past episodes told as over, help asked for someone else, idioms, finality told by errands, acts under way and short despair: no longer first sight',
    cases: cases(roundH20),
  },
  // H21: 334 cases (235 risky, 99 harmless; 15-16 risky in each of the eight other languages, each covering the
  // eight main kinds, seventeen long tickets of 77-92 words), written 2026-11-27 blind from `evaluation/brief.md`;
  // sealed until the engine had been tuned on H20, then measured once on 2026-11-27 and tuned on.
  {
    name: 'H21',
    written: '2026-11-27',
    tunedOn: true,
    // First sight (2026-11-27), with the engine kept (the corpus-trained second opinion, alone only at 0.95): 175
    // of 235 flagged, 144 at level, 15 of 99 false alarms (crisis README, H21).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune help asked for someone else, idioms, acts just done, danger at home, places reached, methods checked and farewells by thanks: no longer first sight',
    cases: cases(roundH21),
  },
  // H22: 335 cases (236 risky, 99 harmless; 15-16 risky in each of the eight other languages, each covering the
  // eight main kinds, seventeen long tickets of 66-89 words), written 2026-11-27 blind from `evaluation/brief.md`;
  // sealed until the engine had been tuned on H21 and its second opinion retrained on H1-H21 with plain requests
  // (decision 0040), then measured once on 2026-11-27 and tuned on.
  {
    name: 'H22',
    written: '2026-11-27',
    tunedOn: true,
    // First sight (2026-11-27), with the second opinion retrained on H1-H21 and the plain requests: 179 of 236
    // flagged, 155 at level, 9 of 99 false alarms (crisis README, H22).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune idioms with a joke frame, places looked down from, means told by a key or a place, acts just done, danger at home, hidden self-harm and finality by errands: no longer first sight',
    cases: cases(roundH22),
  },
  // H23: 334 cases (235 risky, 99 harmless; 15-16 risky in each of the eight other languages, each covering the
  // eight main kinds, seventeen long tickets of 68-92 words), written 2026-11-27 blind from `evaluation/brief.md`;
  // sealed until the engine had been tuned on H22 and its second opinion retrained on H1-H22 with plain requests
  // (decision 0040), then measured once on 2026-11-27 and tuned on.
  {
    name: 'H23',
    written: '2026-11-27',
    tunedOn: true,
    // First sight (2026-11-27), with the second opinion retrained on H1-H22 and the plain requests: 185 of 235
    // flagged, 156 at level, 8 of 99 false alarms (crisis README, H23).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune false alarms told as over or for someone else, places scouted with a detail of the method, means at hand, finality by errands, danger now and terse wishes: no longer first sight',
    cases: cases(roundH23),
  },
  // H24: 335 cases (236 risky, 99 harmless; 14-16 risky in each of the eight other languages, each covering the
  // eight main kinds, seventeen long tickets of 77-95 words), written 2026-11-27 blind from `evaluation/brief.md`;
  // sealed until the engine had been tuned on H23 and its second opinion retrained on H1-H23 with plain requests
  // (decision 0040), then measured once on 2026-11-27 and tuned on.
  {
    name: 'H24',
    written: '2026-11-27',
    tunedOn: true,
    // First sight (2026-11-27), with the second opinion retrained on H1-H23 and the plain requests: 196 of 236
    // flagged, 174 at level, 4 of 99 false alarms (crisis README, H24).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune idioms with a joke frame, help asked for someone else, eating-disorder danger by its signs, finality by errands and absence, ideation told as pictures and wishes, overdoses told as past, places and means by their facts and danger at home: no longer first sight',
    cases: cases(roundH24),
  },
  // H25: 337 cases (238 risky, 99 harmless; 15-16 risky in each of the eight other languages, each covering the
  // eight main kinds, sixteen long risky tickets of 66-89 words), written 2026-11-27 blind from `evaluation/brief.md`;
  // sealed until the engine had been tuned on H24 and its second opinion retrained on H1-H24 with plain requests
  // (decision 0040), then measured once on 2026-11-28 and tuned on.
  {
    name: 'H25',
    written: '2026-11-27',
    tunedOn: true,
    // First sight (2026-11-28), with the second opinion retrained on H1-H24 and the plain requests: 182 of 238
    // flagged, 163 at level, 7 of 99 false alarms (crisis README, H25).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune false alarms told as past, coursework, stories and games, terse worthlessness, finality by errands, dose questions, weapons with a timetable, danger at home, hidden self-harm and eating-disorder signs: no longer first sight',
    cases: cases(roundH25),
  },
  // H26: 334 cases (235 risky, 99 harmless; 14-15 risky in each of the eight other languages, each covering the
  // eight main kinds, seventeen long tickets of 81-96 words), written 2026-11-28 blind from `evaluation/brief.md`;
  // sealed until the engine had been tuned on H25 and its second opinion retrained on H1-H25 with plain requests
  // (decision 0040), then measured once on 2026-11-28 and tuned on.
  {
    name: 'H26',
    written: '2026-11-28',
    tunedOn: true,
    // First sight (2026-11-28), with the second opinion retrained on H1-H25 and the plain requests: 189 of 235
    // flagged, 160 at level, 14 of 99 false alarms (crisis README, H26).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune false alarms told as past, help asked for someone else, idioms with a laughing mark and everyday reasons, harm to others by a weapon and a place, finality by errands, means by their facts and danger now: no longer first sight',
    cases: cases(roundH26),
  },
  // H27: 334 cases (235 risky, 99 harmless; 15-16 risky in each of the eight other languages, each covering the
  // eight main kinds, seventeen long tickets of 72-89 words), written 2026-11-28 blind from `evaluation/brief.md`;
  // sealed until the engine had been tuned on H26 and its second opinion retrained on H1-H26 with plain requests
  // (decision 0040), then measured once on 2026-11-28 and tuned on.
  {
    name: 'H27',
    written: '2026-11-28',
    tunedOn: true,
    // First sight (2026-11-28), with the second opinion retrained on H1-H26 and the plain requests: 194 of 235
    // flagged, 164 at level, 6 of 99 false alarms (crisis README, H27).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune false alarms told as study, recovery, help for someone else and embarrassment idioms, places with the act near, self-harm just done or hidden, harm to others by a target known, eating disorders by a count of food, finality by gifts with a lie: no longer first sight',
    cases: cases(roundH27),
  },
  // H28: 334 cases (235 risky, 99 harmless; 15-16 risky in each of the eight other languages, each covering the
  // eight main kinds, seventeen long tickets of 72-87 words), written 2026-11-28 blind from `evaluation/brief.md`;
  // sealed until the engine had been tuned on H27 and its second opinion retrained on H1-H27 with plain requests
  // (decision 0040), then measured once on 2026-11-28 and tuned on.
  {
    name: 'H28',
    written: '2026-11-28',
    tunedOn: true,
    // First sight (2026-11-28), with the second opinion retrained on H1-H27 and the plain requests: 189 of 235
    // flagged, 161 at level, 10 of 99 false alarms (crisis README, H28).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune idioms with a laughing mark, help asked for someone else, recovery told as past, study frames, places approached or stood at, finality as a decision, harm to others by a target known, overdoses to stop feeling and eating-disorder signs: no longer first sight',
    cases: cases(roundH28),
  },
  // H29: 334 cases (235 risky, 99 harmless; 14-15 risky in each of the eight other languages, each covering the
  // eight main kinds, seventeen long tickets of 71-92 words), written 2026-11-28 blind from `evaluation/brief.md`;
  // sealed until the engine had been tuned on H28 and its second opinion retrained on H1-H28 with plain requests
  // (decision 0040), then measured once on 2026-11-28 and tuned on.
  {
    name: 'H29',
    written: '2026-11-28',
    tunedOn: true,
    // First sight (2026-11-28), with the second opinion retrained on H1-H28 and the plain requests: 179 of 235
    // flagged, 152 at level, 6 of 99 false alarms (crisis README, H29).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune idioms with a laugh, recovery told with ages and years, ideation as a decision or time left, finality by errands, places and means by their facts, self-harm hidden, harm to others by a place and a time, abuse, eating-disorder danger signs and overdoses by symptoms: no longer first sight',
    cases: cases(roundH29),
  },
  // H30: 334 cases (235 risky, 99 harmless; 15-16 risky in each of the eight other languages, each covering the
  // eight main kinds, seventeen long tickets of 67-86 words), written 2026-11-28 blind from `evaluation/brief.md`;
  // sealed until the engine had been tuned on H29 and its second opinion retrained on H1-H29 with plain requests
  // (decision 0040), then measured once on 2026-11-28 and tuned on.
  {
    name: 'H30',
    written: '2026-11-28',
    tunedOn: true,
    // First sight (2026-11-28), with the second opinion retrained on H1-H29 and the plain requests: 184 of 235
    // flagged, 155 at level, 3 of 99 false alarms (crisis README, H30).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune danger in few words, decisions with no word of death, finality by errands, places and means by their facts, harm to others, abuse, eating-disorder signs and self-harm hidden: no longer first sight',
    cases: cases(roundH30),
  },
  // H31: 334 cases (235 risky, 99 harmless; 15-16 risky in each of the eight other languages, each covering the
  // eight main kinds, seventeen long tickets of 74-94 words), written 2026-11-28 blind from `evaluation/brief.md`;
  // sealed until the engine had been tuned on H30 and its second opinion retrained on H1-H30 with plain requests
  // (decision 0040), then measured once on 2026-11-28 and tuned on.
  {
    name: 'H31',
    written: '2026-11-28',
    tunedOn: true,
    // First sight (2026-11-28), with the second opinion retrained on H1-H30 and the plain requests: 194 of 235
    // flagged, 176 at level, 14 of 99 false alarms (crisis README, H31).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune idioms and jokes, past episodes, help asked for someone else, games and media, everyday errands and study, means counted or ready, finality by errands, harm to others, abuse, overdoses by symptoms, eating-disorder control and passive wishes: no longer first sight',
    cases: cases(roundH31),
  },
  // H32: 334 cases (235 risky, 99 harmless; 15-16 risky in each of the eight other languages, each covering the
  // eight main kinds, seventeen long tickets of 65-87 words), written 2026-11-28 blind from `evaluation/brief.md`;
  // sealed until the engine had been tuned on H31 and its second opinion retrained on H1-H31 with plain requests
  // (decision 0040), then measured once on 2026-11-28 and tuned on.
  {
    name: 'H32',
    written: '2026-11-28',
    tunedOn: true,
    // First sight (2026-11-28), with the second opinion retrained on H1-H31 and the plain requests: 199 of 235
    // flagged, 164 at level, 9 of 99 false alarms (crisis README, H32).
    note: 'measured once (first-sight figures in the README, below the goal), then used to tune idioms and jokes, games, everyday errands, study, help asked for someone else, places and means watched or waited at, threats told as meant, images of harm told with their limits and self-harm told as an act: no longer first sight',
    cases: cases(roundH32),
  },
  // H33: 334 cases (235 risky, 99 harmless; 11-12 risky in each of the eight other languages, each covering the
  // eight main kinds, seventeen long tickets of 80-91 words), written 2026-11-28 blind from `evaluation/brief.md`;
  // sealed until the engine had been tuned on H32 and its second opinion retrained on H1-H32 with plain requests
  // (decision 0040), then measured once on 2026-11-28.
  {
    name: 'H33',
    written: '2026-11-28',
    tunedOn: false,
    note: 'blind: measured once at first sight (figures in the README), below the goal',
    belowGoal: { measured: '2026-11-28', flagged: 196 / 235, atLevel: 161 / 235, falseAlarms: 5 / 99 },
    cases: cases(roundH33),
  },
];
