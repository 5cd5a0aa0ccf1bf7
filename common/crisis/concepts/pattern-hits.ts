/**
 * Hits the text adds beside the vocabularies, found by pattern rather than by term: clock times ("at 8",
 * "11:40", not the end of a span: "plays music till 4am") as timing, and pill counts ("30 of my") as an overdose quantity. Also the word lookup by position
 * that the reading shares.
 */
import type { ScannedText } from './match';
import type { ConceptHit } from './types';

export const CLOCK =
  /(?<!\b(?:till|until|til) )(?:\b(?:[01]?\d|2[0-3])[:h][0-5]\d\b|\bat [1-9]\b|\bat 1[0-2]\b|\b(?:1[0-2]|[1-9]) ?[ap]m\b|\b(?:[01]?\d|2[0-3])h\b|\balle (?:[01]?\d|2[0-3])\b)/g;

/**
 * A count of pills ("maybe 30 of my sertraline", "took 12 ibuprofen"): a number from 10 to 99 that is not a
 * dose, a time, a room or a year. It only counts beside medication taken (the overdose rule needs both).
 */
export const PILL_COUNT =
  /(?<!\bat |\broom |\bflat |\bno\. |#|\d[.,]|[£$€])\b[1-9]\d\b(?![:.,]\d|\s*(?:mg|mcg|ml|g|kg|%|am|pm|min|mins|minutes|hours?|hrs?|h|days?|weeks?|months?|years?|yrs?|yo|kms?|miles|th|st|nd|rd)\b)/g;

/**
 * A calorie ceiling told by its number ("under 400 cals", "300 calorie al giorno", "800 kcal max"): 100 to 899
 * calories with a limit after eating ("day 6 of under 400", "eating under 500") or a day or a maximum after, in the
 * nine languages. Not calories burned, and not a dish ("this salad is under 500 calories").
 */
export const CALORIE_CEILING =
  /(?<!\bburn(?:ed|t|ing|s)? )(?:\b(?:day \d+ of|eating|eat|having|living on|restricting to|stay|staying|keep it|keeping it|comiendo|je mange|ich esse|comendo|mangio)\s+(?:under|below|less than|max|only|menos de|moins de|unter|meno di|sotto le|abaixo de|solo|nur|seulement)\s+[1-8]\d\d\s*(?:k?cals?|calories|calorie|calorias|kalorien)(?![a-z])|\b[1-8]\d\d\s*(?:k?cals?|calories|calorie|calorias|kalorien|卡路里|卡|سعره|سعرة)\s*(?:a day|per day|daily|al giorno|al dia|por dia|par jour|am tag|pro tag|max|maximum|massimo|maximo|a dia|ek din|每天|一天|باليوم|في اليوم)(?![a-z]))/g;

/**
 * Index of the first word whose position (folded or original, by `at`) is at or after `position`, or the
 * number of words; words are in text order, so a binary search keeps long texts linear.
 */
export function firstWordFrom(
  scanned: ScannedText,
  at: (word: ScannedText['words'][number]) => number,
  position: number,
): number {
  let low = 0;
  let high = scanned.words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const word = scanned.words[middle];
    if (word !== undefined && at(word) < position) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function patternHits(
  scanned: ScannedText,
  pattern: RegExp,
  hit: Pick<ConceptHit, 'family' | 'concept'>,
): ConceptHit[] {
  const found: ConceptHit[] = [];
  if (!/\d/.test(scanned.folded)) return found;
  for (const match of scanned.folded.matchAll(pattern)) {
    const from = match.index ?? 0;
    const word = firstWordFrom(scanned, (candidate) => candidate.from, from);
    const sentence = scanned.words[word]?.sentence ?? 0;
    const to = from + match[0].length;
    const start = scanned.starts[from] ?? 0;
    // Written out, not spread: spreading an object into a literal with more properties was slow (several µs a hit).
    found.push({
      family: hit.family,
      concept: hit.concept,
      language: 'en',
      term: match[0],
      start,
      end: scanned.ends[to - 1] ?? start,
      from,
      to,
      sentence,
      word: Math.max(0, word),
    });
  }
  return found;
}
