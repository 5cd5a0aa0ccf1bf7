/**
 * The ladder's bookkeeping: finding the hits a rule wants near its anchor, lowering a denied decision one step,
 * and keeping every decision with the hits that made it.
 */
import { type Want, wants } from './ladder-terms';
import { type ReadHits, WINDOW } from './reading';
import type { ConceptHit } from './types';

export type LadderLevel = 'medium' | 'high' | 'critical';

export interface LadderDecision {
  /** The rule's name, shown to counselors as the reason for the level. */
  readonly rule: string;
  readonly level: LadderLevel;
  readonly hits: readonly ConceptHit[];
}

export const LEVELS: readonly LadderLevel[] = ['medium', 'high', 'critical'];

export class Ladder {
  readonly decisions: LadderDecision[] = [];

  constructor(readonly read: ReadHits) {}

  /** Per want and sentence, the first two hits within the window that it wants (hits are in text order). */
  private readonly found = new Map<Want, Map<number, readonly ConceptHit[]>>();

  /**
   * The first hit (in text order) within WINDOW sentences of the anchor that the want accepts, other than
   * the anchor. Answers are kept per want and sentence, and only the window's hits are read, so a text with
   * thousands of hits stays linear.
   */
  near(anchor: ConceptHit, want: Want): ConceptHit | undefined {
    let bySentence = this.found.get(want);
    if (bySentence === undefined) {
      bySentence = new Map();
      this.found.set(want, bySentence);
    }
    let found = bySentence.get(anchor.sentence);
    if (found === undefined) {
      const test = wants(want);
      const { risk } = this.read;
      const first = anchor.sentence - WINDOW;
      let low = 0;
      let high = risk.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((risk[middle]?.sentence ?? first) < first) low = middle + 1;
        else high = middle;
      }
      const list: ConceptHit[] = [];
      for (let index = low; index < risk.length && list.length < 2; index += 1) {
        const hit = risk[index] as ConceptHit;
        if (hit.sentence > anchor.sentence + WINDOW) break;
        if (test(hit)) list.push(hit);
      }
      found = list;
      bySentence.set(anchor.sentence, found);
    }
    return found.find((hit) => hit !== anchor);
  }

  /** Per want, the first two hits it accepts anywhere in the text, of those the writer tells of themselves. */
  private readonly foundAnywhere = new Map<Want, readonly ConceptHit[]>();

  /**
   * A hit the writer tells in their own voice and does not deny: not in a sentence about someone else ("my
   * friend said she has pills") nor in a denied one ("i would never"). Such hits may combine across the whole
   * text; denied ones keep to the window, where the denial lowers the decision one step.
   */
  ownVoice(hit: ConceptHit): boolean {
    const { peerSentences, negatedSentences } = this.read;
    return !negatedSentences.has(hit.sentence) && !peerSentences.has(hit.sentence);
  }

  /**
   * The hit near the anchor that the want accepts, else the first one anywhere in the text when both are told in
   * the writer's own voice: one student's message is one account, so a farewell in the first sentence and
   * "tonight" in the last belong together. Answers are kept per want, so this stays linear.
   */
  anywhere(anchor: ConceptHit, want: Want): ConceptHit | undefined {
    const close = this.near(anchor, want);
    if (close !== undefined || !this.ownVoice(anchor)) return close;
    let found = this.foundAnywhere.get(want);
    if (found === undefined) {
      const test = wants(want);
      const list: ConceptHit[] = [];
      for (const hit of this.read.risk) {
        if (list.length >= 2) break;
        if (test(hit) && this.ownVoice(hit)) list.push(hit);
      }
      found = list;
      this.foundAnywhere.set(want, found);
    }
    return found.find((hit) => hit !== anchor);
  }

  /**
   * Like `all`, but the other parts may come from anywhere in the text, told in the writer's own voice: the first
   * anchor with every part near wins, else the first with every part near or anywhere. One pass over the hits.
   */
  whole(anchor: Want, ...others: Want[]): ConceptHit[] | undefined {
    const test = wants(anchor);
    let far: ConceptHit[] | undefined;
    for (const hit of this.read.risk) {
      if (!test(hit)) continue;
      const close = others.map((want) => this.near(hit, want));
      if (close.every((other) => other !== undefined)) return [hit, ...(close as ConceptHit[])];
      if (far !== undefined || !this.ownVoice(hit)) continue;
      const found = others.map((want, index) => close[index] ?? this.anywhere(hit, want));
      if (found.every((other) => other !== undefined)) far = [hit, ...(found as ConceptHit[])];
    }
    return far;
  }

  /** For each hit matching `anchor`, finds one hit near it for every other want; all or nothing. */
  all(anchor: Want, ...others: Want[]): ConceptHit[] | undefined {
    const test = wants(anchor);
    for (const hit of this.read.risk) {
      if (!test(hit)) continue;
      const found = others.map((want) => this.near(hit, want));
      if (found.every((other) => other !== undefined)) return [hit, ...(found as ConceptHit[])];
    }
    return undefined;
  }

  selfNear(hit: ConceptHit): boolean {
    if (hit.language === 'zh' || hit.language === 'ar' || hit.language === 'emoji') return true;
    const { selfSentences } = this.read;
    return [hit.sentence - 1, hit.sentence, hit.sentence + 1].some((sentence) => selfSentences.has(sentence));
  }

  /** Thoughts getting stronger are not lowered by "i don't have a plan" (they are, by "i would never"). */
  private negated(hits: readonly ConceptHit[], rule: string): boolean {
    const spared = rule === 'suicidal thoughts getting stronger' ? this.read.noPlanSentences : undefined;
    return hits.some((hit) =>
      [hit.sentence, hit.sentence + 1].some(
        (sentence) => this.read.negatedSentences.has(sentence) && !spared?.has(sentence),
      ),
    );
  }

  rule(rule: string, level: LadderLevel, hits: ConceptHit[] | undefined): void {
    if (hits === undefined) return;
    const lowered = this.negated(hits, rule) ? LEVELS[Math.max(0, LEVELS.indexOf(level) - 1)] : level;
    this.decisions.push({
      rule: lowered === level ? rule : `${rule}, denied`,
      level: lowered ?? level,
      hits,
    });
  }
}
