/**
 * Character folding: every character of the original text becomes zero or more plain lowercase
 * characters, and each folded character remembers the span of the original it came from, so matches
 * can be highlighted in what the student actually typed.
 */

export interface FoldedText {
  /** Lowercase, accent-free, look-alikes replaced, invisible characters removed. */
  readonly text: string;
  /** For each UTF-16 unit of `text`: the original span it came from. */
  readonly starts: ArrayLike<number>;
  readonly ends: ArrayLike<number>;
}

/**
 * Letters from other scripts that render like Latin letters, used to slip past filters
 * (Cyrillic "а" in "kіll"). Each item is the look-alike followed by its Latin reading; upper case is
 * listed where it looks different from its lower case.
 */
const LOOK_ALIKE_PAIRS = [
  // Cyrillic
  'аa Аa вb Вb гr еe Еe ёe Ёe з3 кk Кk мm Мm нh Нh оo Оo пn рp Рp сc Сc тt Тt уy Уy хx Хx ьb Ьb',
  'іi Іi їi Їi јj Јj ѕs Ѕs ԁd ԛq Ԛq ԝw Ԝw һh Һh ӏl Ӏl',
  // Greek
  'αa Αa βb Βb γy εe Εe Ζz ηn Ηh ιi Ιi κk Κk μu Μm νv Νn οo Οo ρp Ρp τt Τt υu Υy χx Χx ωw ςs',
  // Armenian
  'օo սu հh ոn ցg',
  // Latin letters that do not decompose into a base letter plus an accent
  'ıi ȷj łl Łl øo Øo đd Đd ðd ħh ŧt ƀb ɨi ƚl ɑa ɡg ßss æae Æae œoe Œoe þth Þth',
  // Small capitals
  'ᴀa ʙb ᴄc ᴅd ᴇe ꜰf ɢg ʜh ɪi ᴊj ᴋk ʟl ᴍm ɴn ᴏo ᴘp ʀr ꜱs ᴛt ᴜu ᴠv ᴡw ʏy ᴢz',
];

function readPairs(lines: readonly string[]): ReadonlyMap<string, string> {
  const pairs = new Map<string, string>();
  for (const line of lines) {
    for (const item of line.split(' ')) {
      const [lookAlike = '', ...reading] = Array.from(item);
      pairs.set(lookAlike, reading.join(''));
    }
  }
  return pairs;
}

const LOOK_ALIKES = readPairs(LOOK_ALIKE_PAIRS);

/** Typographic quotes become plain ones, so "can’t" and "can't" read the same. */
const QUOTES: ReadonlyMap<string, string> = new Map([
  ...Array.from('\u2018\u2019\u201a\u201b\u02bc\u2032\u0060\u00b4\uff07', (quote) => [quote, "'"] as const),
  ...Array.from('\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033', (quote) => [quote, '"'] as const),
]);

const MARKS = /\p{M}/gu;
const INVISIBLE = /^[\p{Cf}\p{M}]$/u;

/** Enclosed and regional-indicator letters that Unicode compatibility folding leaves alone. */
const LETTER_BLOCKS: readonly (readonly [first: number, last: number])[] = [
  [0x1f1e6, 0x1f1ff], // regional indicators, used to spell words with flag letters
  [0x1f150, 0x1f169], // negative circled capitals
  [0x1f170, 0x1f189], // negative squared capitals
];

const ASCII_FOLD: readonly string[] = Array.from({ length: 128 }, (_, code) => {
  const character = String.fromCharCode(code);
  return character === '`' ? "'" : character.toLowerCase();
});

/**
 * Folded forms of non-ASCII characters seen so far. The mapping is a pure function of the character,
 * so caching it keeps results deterministic; the bound stops hostile input from growing it forever.
 */
const foldCache = new Map<string, string>();
const FOLD_CACHE_LIMIT = 4096;

function letterFromBlock(codePoint: number): string | undefined {
  for (const [first, last] of LETTER_BLOCKS) {
    if (codePoint >= first && codePoint <= last) return String.fromCharCode(97 + (codePoint - first));
  }
  return undefined;
}

function foldSingle(character: string): string {
  const quote = QUOTES.get(character);
  if (quote !== undefined) return quote;
  const lookAlike = LOOK_ALIKES.get(character);
  if (lookAlike !== undefined) return lookAlike;
  if (INVISIBLE.test(character)) return '';
  const codePoint = character.codePointAt(0) ?? 0;
  const blockLetter = letterFromBlock(codePoint);
  if (blockLetter !== undefined) return blockLetter;
  // Lower case first so dotted capital I loses its dot with the other accents.
  const decomposed = character.toLowerCase().normalize('NFKD').replace(MARKS, '');
  let folded = '';
  for (const part of decomposed) {
    const code = part.charCodeAt(0);
    if (code < 128) folded += ASCII_FOLD[code];
    else folded += QUOTES.get(part) ?? LOOK_ALIKES.get(part) ?? part.toLowerCase();
  }
  return folded;
}

/** Folds one character (one code point) of the original text. */
export function foldCharacter(character: string): string {
  const code = character.charCodeAt(0);
  if (character.length === 1 && code < 128) return ASCII_FOLD[code] ?? '';
  const cached = foldCache.get(character);
  if (cached !== undefined) return cached;
  const folded = foldSingle(character);
  if (foldCache.size >= FOLD_CACHE_LIMIT) foldCache.clear();
  foldCache.set(character, folded);
  return folded;
}

let lastOriginal: string | undefined;
let lastFolded: FoldedText | undefined;

/**
 * Folds a whole text. The last result is kept: screening folds the same text for the lexicon and
 * for the concept layer, and folding is the costliest step on long texts.
 */
export function foldText(original: string): FoldedText {
  if (original === lastOriginal && lastFolded !== undefined) return lastFolded;
  const folded = foldTextOnce(original);
  lastOriginal = original;
  lastFolded = folded;
  return folded;
}

/** An ASCII run folded at once: lower case, and the backtick read as an apostrophe (as `ASCII_FOLD`). */
function foldAscii(run: string): string {
  const lower = run.toLowerCase();
  return lower.includes('`') ? lower.replaceAll('`', "'") : lower;
}

/**
 * Folds the text a run at a time: ASCII runs (most text) are lowered in one call, other characters one by
 * one. Spans go into typed arrays and the text is joined once: building it character by character made a
 * rope of thousands of pieces, and the span arrays grew by copying, most of a screening's garbage.
 */
function foldTextOnce(original: string): FoldedText {
  const length = original.length;
  let starts = new Int32Array(length + 16);
  let ends = new Int32Array(length + 16);
  let size = 0;
  const reserve = (more: number) => {
    if (size + more <= starts.length) return;
    const capacity = Math.max(starts.length * 2, size + more);
    const grownStarts = new Int32Array(capacity);
    grownStarts.set(starts.subarray(0, size));
    starts = grownStarts;
    const grownEnds = new Int32Array(capacity);
    grownEnds.set(ends.subarray(0, size));
    ends = grownEnds;
  };
  const parts: string[] = [];
  let offset = 0;
  while (offset < length) {
    let run = offset;
    while (run < length && original.charCodeAt(run) < 128) run += 1;
    if (run > offset) {
      reserve(run - offset);
      for (let index = offset; index < run; index += 1) {
        starts[size] = index;
        ends[size] = index + 1;
        size += 1;
      }
      parts.push(foldAscii(original.slice(offset, run)));
      offset = run;
      continue;
    }
    const code = original.charCodeAt(offset);
    const isSurrogatePair = code >= 0xd800 && code <= 0xdbff && offset + 1 < length;
    const width = isSurrogatePair ? 2 : 1;
    const folded = foldCharacter(original.slice(offset, offset + width));
    reserve(folded.length);
    for (let index = 0; index < folded.length; index += 1) {
      starts[size] = offset;
      ends[size] = offset + width;
      size += 1;
    }
    parts.push(folded);
    offset += width;
  }
  return { text: parts.join(''), starts: starts.subarray(0, size), ends: ends.subarray(0, size) };
}
