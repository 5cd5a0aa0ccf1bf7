/**
 * How a help search is understood (docs/decisions/0019-help-search.md): the words of the search, campus
 * synonyms, typo corrections towards the words the FAQs hold, and the query each database's full-text index
 * reads. Only letters and digits ever reach an index query, so no FTS or tsquery syntax typed by a reader
 * (`"NEAR(`, `*`, `' OR 1=1 --`) can change what the query means.
 */

/** Spellings that split or join a word, made one word before anything else (in FAQs and searches alike). */
const CANONICAL: readonly [RegExp, string][] = [
  [/\bwi[\s-]?fi\b/g, 'wifi'],
  [/\be-mail/g, 'email'],
  [/\bre-sit/g, 'resit'],
  [/\bre-take/g, 'retake'],
  [/\blog-in\b/g, 'login'],
  [/\bon-line\b/g, 'online'],
];

const WORD_MAX = 40;

/** Lowercased words without accents, letters and digits only (each at most 40 characters). */
export function words(text: string): string[] {
  let lower = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  for (const [pattern, replacement] of CANONICAL) lower = lower.replace(pattern, replacement);
  return (lower.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.slice(0, WORD_MAX));
}

/** Words that say nothing about what a reader looks for. */
export const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could do does did for from get got has have how i if in into is it ' +
    'its me my no not of on or our should so that the their them there these they this to too up us was we ' +
    'what when where which who why will with would you your am im ive id dont cant help please want need know ' +
    'tell about any some'
  ).split(' '),
);

/**
 * Campus words that mean the same thing. A search for any phrase of a group also looks for the others
 * ("resit" finds "retake", "wifi" finds "eduroam"). Phrases are written as a reader would type them.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['resit', 'retake', 'reassessment', 'repeat exam'],
  ['wifi', 'eduroam', 'wireless'],
  ['counselling', 'counseling', 'counsellor', 'counselor', 'therapy'],
  ['deadline extension', 'extenuating circumstances', 'mitigating circumstances', 'late submission'],
  ['enrol', 'enroll', 'enrolment', 'enrollment'],
  ['accommodation', 'housing', 'dorm', 'residence hall'],
  ['tuition', 'fees'],
  ['timetable', 'schedule'],
  ['gp', 'doctor', 'health centre', 'health center'],
  ['bursary', 'hardship fund', 'financial aid', 'grant'],
  ['password', 'passcode'],
];

const PHRASES: { words: string[]; group: number }[] = SYNONYM_GROUPS.flatMap((group, index) =>
  group.map((phrase) => ({ words: words(phrase), group: index })),
).sort((a, b) => b.words.length - a.words.length);

/** One thing a search looks for: any of its alternatives (each a phrase of one or more words). */
export interface SearchGroup {
  /** What the reader typed for it. */
  typed: string[];
  alternatives: string[][];
  /** The last word of the search as typed: it may be unfinished, so it also matches as a prefix. */
  prefix: boolean;
}

/** The words a search looks for: at most 8 after the words that say nothing are dropped. */
export function searchWords(search: string): string[] {
  const all = words(search);
  const meaningful = all.filter((word) => !STOPWORDS.has(word));
  return (meaningful.length > 0 ? meaningful : all).slice(0, 8);
}

/** The search's groups: synonym phrases found in it, then one group per remaining word. */
export function groupsOf(tokens: string[]): SearchGroup[] {
  const groups: SearchGroup[] = [];
  let index = 0;
  while (index < tokens.length) {
    const phrase = PHRASES.find((p) => p.words.every((word, offset) => tokens[index + offset] === word));
    if (phrase) {
      const alternatives = SYNONYM_GROUPS[phrase.group]!.map(words);
      groups.push({ typed: phrase.words, alternatives, prefix: false });
      index += phrase.words.length;
    } else {
      const word = tokens[index]!;
      groups.push({ typed: [word], alternatives: [[word]], prefix: index === tokens.length - 1 });
      index += 1;
    }
  }
  return groups;
}

/** How many typos a word may carry: none below 5 letters, one from 5, two from 9. */
export function typosAllowed(word: string): number {
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/** Edit distance with transpositions (optimal string alignment), stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest known word to a word the FAQs do not hold, within its typo allowance; ties go to the commoner. */
export function closestTerm(
  word: string,
  candidates: readonly { term: string; doc_count: number }[],
): string | null {
  const max = typosAllowed(word);
  if (max === 0) return null;
  let best: { term: string; distance: number; count: number } | null = null;
  for (const { term, doc_count } of candidates) {
    if (term === word) return null;
    const distance = editDistance(word, term, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && doc_count > best.count))
      best = { term, distance, count: doc_count };
  }
  return best?.term ?? null;
}

/** The search with each corrected word put in its place, or null when nothing was corrected. */
export function correctedQuery(groups: SearchGroup[], corrections: Map<string, string>): string | null {
  if (corrections.size === 0) return null;
  return groups.flatMap((group) => group.typed.map((word) => corrections.get(word) ?? word)).join(' ');
}

/** Every word a group may match, for highlighting. */
export function highlightTerms(groups: SearchGroup[]): { word: string; prefix: boolean }[] {
  return groups.flatMap((group) =>
    group.alternatives.flatMap((alternative) =>
      alternative.map((word) => ({ word, prefix: group.prefix && alternative.length === 1 })),
    ),
  );
}

export type MatchMode = 'all' | 'any';

/** An FTS5 query: quoted words and phrases (the porter tokenizer stems them), prefix for an unfinished word. */
export function ftsQuery(groups: SearchGroup[], mode: MatchMode): string {
  return groups
    .map((group) => {
      const parts = group.alternatives.map((alternative) => {
        const quoted = `"${alternative.join(' ')}"`;
        return group.prefix && alternative.length === 1 && alternative[0]!.length >= 3
          ? `${quoted} OR ${quoted}*`
          : quoted;
      });
      return `(${parts.join(' OR ')})`;
    })
    .join(mode === 'all' ? ' AND ' : ' OR ');
}

/** A PostgreSQL tsquery text ('english' stems it): `<->` joins a phrase, `:*` marks an unfinished word. */
export function tsQuery(groups: SearchGroup[], mode: MatchMode): string {
  return groups
    .map((group) => {
      const parts = group.alternatives.map((alternative) => {
        if (alternative.length > 1) return `(${alternative.join(' <-> ')})`;
        const word = alternative[0]!;
        return group.prefix && word.length >= 3 ? `${word}:*` : word;
      });
      return `(${parts.join(' | ')})`;
    })
    .join(mode === 'all' ? ' & ' : ' | ');
}

/** The words a FAQ's question (and tags) and answer give the full-text index. */
export function indexedQuestion(question: string, tags: readonly string[]): string {
  return words(`${question} ${tags.join(' ')}`).join(' ');
}

/** The words of a FAQ that the typo pass may correct towards: 3 letters or more, not a number or stop word. */
export function vocabularyOf(text: string): Set<string> {
  return new Set(
    words(text).filter((word) => word.length >= 3 && !/^\d+$/.test(word) && !STOPWORDS.has(word)),
  );
}
