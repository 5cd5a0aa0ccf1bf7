import { describe, expect, it } from 'vitest';
import { foldText } from './characters';
import { withinOneEdit } from './fuzzy';
import { defaultCompiledLexicon, normalizeText } from './index';
import { tokenize } from './normalize';

describe('character folding', () => {
  it('applies Unicode compatibility forms (full-width, mathematical letters, ligatures)', () => {
    expect(normalizeText('ＫＩＬＬ 𝐤𝐢𝐥𝐥 ﬁne')).toBe('kill kill fine');
  });

  it('reads look-alike letters from other scripts as Latin', () => {
    expect(normalizeText('k\u0456ll mys\u0435lf')).toBe('kill myself'); // Cyrillic і, е
    expect(normalizeText('\u0430\u043e\u0435')).toBe('aoe'); // Cyrillic а, о, е
    expect(normalizeText('\u03baill')).toBe('kill'); // Greek kappa
    expect(normalizeText('ᴋɪʟʟ')).toBe('kill'); // small capitals
  });

  it('strips accents, precomposed or combining', () => {
    expect(normalizeText('kíll mýsélf')).toBe('kill myself');
    expect(normalizeText('ki\u0301ll')).toBe('kill');
  });

  it('lowercases', () => {
    expect(normalizeText('I WANT TO DIE')).toBe('i want to die');
  });

  it('unifies typographic quotes before reading contractions', () => {
    expect(normalizeText('can\u2019t I\u2019m don`t')).toBe('can not i am do not');
  });

  it('removes zero-width characters, soft hyphens and direction marks', () => {
    expect(normalizeText('ki\u200bll my\u00adself')).toBe('kill myself');
    expect(normalizeText('\u202ekill\u202c \u2066me\u2069')).toBe('kill me');
  });

  it('keeps every folded character pointing at its original span', () => {
    const folded = foldText('ﬁ😭ｋ');
    expect(folded.text).toBe('fi😭k');
    expect(Array.from(folded.starts)).toEqual([0, 0, 1, 1, 3]);
    expect(Array.from(folded.ends)).toEqual([1, 1, 3, 3, 4]);
  });
});

describe('word reading', () => {
  it('undoes digit-for-letter swaps in words that mix letters and digits', () => {
    expect(normalizeText('su1c1de k1ll mys3lf d13 $uicide k!ll')).toBe(
      'suicide kill myself die suicide kill',
    );
  });

  it('leaves measurements, times and course codes alone', () => {
    expect(normalizeText('800mg 24h 3am 2nd cs101')).toBe('800mg 24h 3am 2nd cs101');
  });

  it('collapses letters repeated three or more times to the word meant', () => {
    expect(normalizeText('diiiiie killlll soooo pleeease')).toBe('die kill so please');
    expect(normalizeText('1000 zzz')).toBe('1000 zz');
  });

  it('joins spaced-out letters into words', () => {
    expect(normalizeText('k i l l myself')).toBe('kill myself');
    expect(normalizeText('s-u-i-c-i-d-e')).toBe('suicide');
    expect(normalizeText('k.i.l.l')).toBe('kill');
    expect(normalizeText('i w a n t t o d i e')).toBe('i want to die');
  });

  it('leaves single letters that spell nothing alone', () => {
    expect(normalizeText('grades a b c')).toBe('grades a b c');
    expect(normalizeText('e.g. i.e.')).toBe('e g i e');
  });

  it('joins a risk word broken in two and splits run-together ones', () => {
    expect(normalizeText('sui cide over-dosed')).toBe('suicide overdosed');
    // Two real words stay two words.
    expect(normalizeText('over dose')).toBe('over dose');
    expect(normalizeText('IWANTTODIE #killmyself')).toBe('i want to die kill myself');
    expect(normalizeText('therapist')).toBe('therapist');
  });

  it('expands contractions, abbreviations and crisis slang', () => {
    expect(normalizeText("dont im ive cant won't she's")).toBe('do not i am i have can not will not she is');
    expect(normalizeText('gonna wanna tryna idk rn')).toBe(
      'going to want to trying to i do not know right now',
    );
    expect(normalizeText('kms kys ctb')).toBe('kill myself kill yourself catch the bus');
    expect(normalizeText('selfharm sewerslided')).toBe('self harm sewerslide');
  });

  it('reads "unalive" as killing while keeping the word itself', () => {
    const [word] = tokenize('unalived', defaultCompiledLexicon().dictionary);
    expect(word?.text).toBe('unalive');
    expect(word?.lemma).toBe('kill');
  });

  it('restores a dropped final g', () => {
    expect(normalizeText('killin myself thinkin')).toBe('killing myself thinking');
  });

  it('corrects one-letter misspellings of long risk words only', () => {
    expect(normalizeText('suicde overdoes hopless worthles suicied')).toBe(
      'suicide overdose hopeless worthless suicide',
    );
    // Short words and real words are never bent into risk words.
    expect(normalizeText('dye hurd meditation putting willing')).toBe('dye hurd meditation putting willing');
    const neighbours =
      'shouting tables strange snapped starting stopping caring handing raising hunting kipling homelessness';
    expect(normalizeText(neighbours)).toBe(neighbours);
  });

  it('measures edit distance with transpositions', () => {
    expect(withinOneEdit('suicdie', 'suicide')).toBe(true);
    expect(withinOneEdit('suicde', 'suicide')).toBe(true);
    expect(withinOneEdit('suiccide', 'suicide')).toBe(true);
    expect(withinOneEdit('sucide', 'suicide')).toBe(true);
    expect(withinOneEdit('sucdie', 'suicide')).toBe(false);
  });
});

describe('tokens', () => {
  it('keep offsets into the original text, sentences and clauses', () => {
    const text = 'Hi. I can\u2019t, k i l l';
    const tokens = tokenize(text, defaultCompiledLexicon().dictionary);
    expect(tokens.map((token) => [token.text, text.slice(token.start, token.end)])).toEqual([
      ['hi', 'Hi'],
      ['i', 'I'],
      ['can', 'can\u2019t'],
      ['not', 'can\u2019t'],
      ['kill', 'k i l l'],
    ]);
    expect(tokens.map((token) => token.sentence)).toEqual([0, 1, 1, 1, 1]);
    expect(tokens.map((token) => token.clause)).toEqual([0, 1, 1, 1, 2]);
  });

  it('attach the lemma phrases match on, with pronoun stand-ins', () => {
    const tokens = tokenize('she killed herself with her pills', defaultCompiledLexicon().dictionary);
    expect(tokens.map((token) => token.lemma)).toEqual(['~3p', 'kill', '~self', 'with', '~poss', 'pill']);
    expect(tokens[4]?.alternateLemma).toBe('~obj');
  });
});
