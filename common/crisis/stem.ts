/**
 * Suffix stripping for words the inflection table does not list (Porter's step 1: plurals, -ed,
 * -ing), so "locks me in", "locked me in" and "locking me in" read alike. Phrases and text go through
 * the same function, so an odd stem ("hid" for "hiding" becomes "hide") still matches consistently.
 */

const isVowelAt = (word: string, index: number): boolean => {
  const character = word[index];
  if (character === 'a' || character === 'e' || character === 'i' || character === 'o' || character === 'u')
    return true;
  return character === 'y' && index > 0 && !isVowelAt(word, index - 1);
};

/** Porter's measure: the number of vowel-consonant sequences. */
function measure(stem: string): number {
  let count = 0;
  let previousVowel = false;
  for (let index = 0; index < stem.length; index += 1) {
    const vowel = isVowelAt(stem, index);
    if (previousVowel && !vowel) count += 1;
    previousVowel = vowel;
  }
  return count;
}

function hasVowel(stem: string): boolean {
  for (let index = 0; index < stem.length; index += 1) if (isVowelAt(stem, index)) return true;
  return false;
}

function endsConsonantVowelConsonant(stem: string): boolean {
  const last = stem.length - 1;
  if (last < 2) return false;
  const final = stem[last] ?? '';
  return (
    !isVowelAt(stem, last) &&
    isVowelAt(stem, last - 1) &&
    !isVowelAt(stem, last - 2) &&
    !'wxy'.includes(final)
  );
}

function afterSuffixRemoved(stem: string): string {
  if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return `${stem}e`;
  const last = stem.at(-1) ?? '';
  if (last === stem.at(-2) && !isVowelAt(stem, stem.length - 1) && !'lsz'.includes(last))
    return stem.slice(0, -1);
  if (measure(stem) === 1 && endsConsonantVowelConsonant(stem)) return `${stem}e`;
  return stem;
}

const cache = new Map<string, string>();
const CACHE_LIMIT = 8192;

function computeStem(word: string): string {
  let stem = word;
  if (stem.endsWith('sses') || stem.endsWith('ies')) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !stem.endsWith('ss') && !stem.endsWith('us') && !stem.endsWith('is')) {
    stem = stem.slice(0, -1);
  }
  if (stem.endsWith('eed')) return measure(stem.slice(0, -3)) > 0 ? stem.slice(0, -1) : stem;
  for (const suffix of ['ed', 'ing']) {
    if (stem.endsWith(suffix) && hasVowel(stem.slice(0, -suffix.length))) {
      return afterSuffixRemoved(stem.slice(0, -suffix.length));
    }
  }
  return stem;
}

/** The stem of a lowercase word of four or more letters; other words are returned as they are. */
export function stemWord(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const stem = computeStem(word);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, stem);
  return stem;
}
