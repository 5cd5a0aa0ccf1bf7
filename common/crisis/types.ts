/**
 * Public shapes of crisis screening. The same module runs in the submit form and on the server, so it
 * holds no Node or DOM APIs and no runtime dependencies.
 */

/** Result levels, least to most urgent. Medium and above is a crisis. */
export const CRISIS_LEVELS = ['none', 'low', 'medium', 'high', 'critical'] as const;
export type CrisisLevel = (typeof CRISIS_LEVELS)[number];

/** Severity an admin can give a keyword (product §1.3.3). */
export const CRISIS_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type CrisisSeverity = (typeof CRISIS_SEVERITIES)[number];

/** The lowest level that counts as a crisis (forces Urgent priority and shows emergency contacts). */
export const CRISIS_THRESHOLD: CrisisLevel = 'medium';

/** Category ids, most urgent first; the label is what counselors and admins read. */
export const CRISIS_CATEGORY_IDS = [
  'imminent_act',
  'violence_to_others',
  'medical_emergency',
  'explicit_ideation',
  'plan_or_means',
  'farewell_or_preparation',
  'abuse_or_unsafe',
  'self_harm',
  'passive_wish',
  'general_distress',
] as const;
export type CrisisCategory = (typeof CRISIS_CATEGORY_IDS)[number];

export const CRISIS_CATEGORIES: Readonly<Record<CrisisCategory, string>> = {
  imminent_act: 'Imminent act',
  violence_to_others: 'Violence to others',
  medical_emergency: 'Medical emergency',
  explicit_ideation: 'Explicit suicidal ideation',
  plan_or_means: 'Plan or means',
  farewell_or_preparation: 'Farewell or preparation',
  abuse_or_unsafe: 'Abuse or being unsafe',
  self_harm: 'Self-harm',
  passive_wish: 'Passive wish, hopelessness or burden',
  general_distress: 'General distress',
};

/** One phrase of the lexicon, as stored in the database and edited by admins. */
export interface CrisisLexiconEntry {
  /** Plain words as a student would write them; normalised the same way as the text. */
  readonly keyword: string;
  readonly category: CrisisCategory;
  readonly severity_level: CrisisSeverity;
  /** 1 to 100; out-of-range values are clamped when compiled. */
  readonly weight: number;
  /** Ticket categories the keyword applies to; empty or absent means every category. */
  readonly category_ids?: readonly number[];
}

export interface CrisisMatch {
  /** The lexicon phrase, or the name of the built-in rule, that matched. */
  readonly keyword: string;
  readonly category: CrisisCategory;
  /** After negation and history adjustments. */
  readonly severity_level: CrisisSeverity;
  readonly weight: number;
  /** UTF-16 offsets into the original text: `text.slice(start, end)` is what to highlight. */
  readonly start: number;
  readonly end: number;
  /**
   * Set on matches of the concept layer (concepts/): the concept family ("means"), the concept
   * ("medication"), the vocabulary's language ("es", "emoji"), and the ladder rule that set
   * `severity_level` ("means with timing"). Absent on lexicon phrases and proximity rules.
   */
  readonly family?: string;
  readonly concept?: string;
  readonly language?: string;
  readonly rule?: string;
}

export interface CrisisResult {
  readonly is_crisis: boolean;
  /** 0 to 100: the strongest weight plus a shrinking share of the others. */
  readonly crisis_score: number;
  readonly level: CrisisLevel;
  /** Sorted by start offset. */
  readonly matches: readonly CrisisMatch[];
  /**
   * A review level, not an escalation: the learned second opinion finds the text possibly worrying while
   * the rules say none or low. Counselors review it within the day; it never forces Urgent or pages
   * anyone. The explanation is the `second opinion` match (its `rule` names the model's reason).
   */
  readonly possible_concern: boolean;
}

export function isCrisisLevel(value: unknown): value is CrisisLevel {
  return CRISIS_LEVELS.some((level) => level === value);
}

export function isCrisisCategory(value: unknown): value is CrisisCategory {
  return CRISIS_CATEGORY_IDS.some((category) => category === value);
}

export function isCrisisSeverity(value: unknown): value is CrisisSeverity {
  return CRISIS_SEVERITIES.some((severity) => severity === value);
}

/** Numeric rank for comparing levels: none 0 ... critical 4. */
export function levelRank(level: CrisisLevel): number {
  return CRISIS_LEVELS.indexOf(level);
}

/**
 * The languages the evaluation data is written in (`hi-latn`: Hindi in Latin letters), as the corpus and the
 * held-out rounds name them.
 */
export const WRITTEN_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'zh', 'ar', 'hi-latn'] as const;
