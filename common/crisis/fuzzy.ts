/**
 * One-letter misspellings of long risk words ("suicde", "overdoes", "hopless"). Only words of at least
 * MIN_TARGET_LENGTH letters are targets and only words of at least MIN_WORD_LENGTH letters are
 * corrected, so short words never fuzzy-match; the first letter must agree, since a typo there turns
 * one word into another ("putting" is not "cutting").
 */

export const MIN_TARGET_LENGTH = 7;
export const MIN_WORD_LENGTH = 6;

/** Optimal string alignment distance, stopping early once it exceeds one. */
export function withinOneEdit(word: string, target: string): boolean {
  if (word === target) return true;
  const lengthDifference = word.length - target.length;
  if (lengthDifference > 1 || lengthDifference < -1) return false;
  let index = 0;
  while (index < word.length && index < target.length && word[index] === target[index]) index += 1;
  if (lengthDifference === 1) return word.slice(index + 1) === target.slice(index);
  if (lengthDifference === -1) return word.slice(index) === target.slice(index + 1);
  if (word.slice(index + 1) === target.slice(index + 1)) return true;
  return (
    word[index] === target[index + 1] &&
    word[index + 1] === target[index] &&
    word.slice(index + 2) === target.slice(index + 2)
  );
}

function deletions(word: string): string[] {
  const variants: string[] = [];
  for (let index = 1; index < word.length; index += 1) {
    variants.push(word.slice(0, index) + word.slice(index + 1));
  }
  return variants;
}

const lengthGap = (target: string, word: string): number => Math.abs(target.length - word.length);

export interface FuzzyIndex {
  /** The target one edit away from `word`, or undefined. Deterministic: same length first, then alphabetical. */
  correct(word: string): string | undefined;
}

/**
 * Symmetric-deletion index: a word and a target one edit apart share the word itself, the target
 * itself, or a one-letter deletion of both. Lookups cost one probe per letter of the word.
 */
export function buildFuzzyIndex(targets: Iterable<string>): FuzzyIndex {
  const byKey = new Map<string, string[]>();
  const add = (key: string, target: string): void => {
    const list = byKey.get(key);
    if (list === undefined) byKey.set(key, [target]);
    else if (!list.includes(target)) list.push(target);
  };
  const sorted = [...new Set(targets)].filter((target) => target.length >= MIN_TARGET_LENGTH).sort();
  for (const target of sorted) {
    add(target, target);
    for (const variant of deletions(target)) add(variant, target);
  }
  return {
    correct(word: string): string | undefined {
      if (word.length < MIN_WORD_LENGTH) return undefined;
      const candidates = [
        ...(byKey.get(word) ?? []),
        ...deletions(word).flatMap((key) => byKey.get(key) ?? []),
      ]
        .filter((target) => target[0] === word[0] && withinOneEdit(word, target))
        // A swapped or wrong letter ("overdoes") is likelier than a missing or extra one ("overdoses").
        .sort((left, right) => lengthGap(left, word) - lengthGap(right, word) || (left < right ? -1 : 1));
      return candidates[0];
    },
  };
}
