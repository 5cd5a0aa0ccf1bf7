import { describe, expect, it } from 'vitest';
import {
  type CrisisLexiconEntry,
  type CrisisMatch,
  compileLexicon,
  DEFAULT_CRISIS_LEXICON,
  RULE_NAMES,
  screenText,
} from './index';
import { combineWeights, levelOf } from './screen';

const keywordsOf = (text: string): string[] => screenText(text).matches.map((match) => match.keyword);
const levelFor = (text: string): string => screenText(text).level;
const highlighted = (text: string, match: CrisisMatch | undefined): string =>
  match === undefined ? '' : text.slice(match.start, match.end);

describe('phrase matching', () => {
  it('matches whole words only', () => {
    expect(levelFor('I booked a therapist for Tuesday')).toBe('none');
    expect(levelFor('She is a skilled killer whale trainer')).toBe('none');
  });

  it('lets filler words and one or two extra words sit inside longer phrases', () => {
    expect(keywordsOf('I want to really fucking die')).toContain('want to die');
    expect(keywordsOf('I bought a new rope yesterday')).toContain('bought a rope');
  });

  it('never skips a negation inside a phrase', () => {
    expect(levelFor('I want to not die')).toBe('none');
  });

  it('matches across inflections and pronouns', () => {
    expect(keywordsOf('She wanted to die')).toContain('want to die');
    expect(keywordsOf('He has been saving up his pills')).toContain('saving up my pills');
  });

  it('does not read a phrase about a third person as being about the writer', () => {
    expect(levelFor('My mom is going to kill me if I fail')).toBe('none');
    expect(keywordsOf("I'm going to kill him")).toContain('going to kill him');
  });
});

describe('proximity rules', () => {
  it('finds a self-reference near a harm verb', () => {
    const text = 'I keep wanting to cut and punish myself';
    const match = screenText(text).matches.find((found) => found.keyword === RULE_NAMES.selfHarmNearby);
    expect(match?.category).toBe('self_harm');
    expect(highlighted(text, match)).toBe('cut and punish myself');
  });

  it('finds a quantity near a medication, taken or kept', () => {
    const taken = screenText('I took 30 tablets an hour ago');
    expect(taken.level).toBe('critical');
    expect(taken.matches.map((match) => match.keyword)).toContain(RULE_NAMES.medicationTaken);
    expect(keywordsOf('I have been stockpiling 40 of my sertraline')).toContain(
      RULE_NAMES.medicationStockpiled,
    );
    expect(levelFor('I take 2 pills a day and need a 30 day supply of meds')).toBe('none');
  });

  it('finds a high place with a self-reference and a cue', () => {
    expect(keywordsOf("I'm on the bridge and I'm going to jump")).toContain(RULE_NAMES.highPlace);
    expect(levelFor('The bridge between the science buildings is closed, how do I get to the lab?')).toBe(
      'none',
    );
    // Standing somewhere high only counts beside other signs of distress.
    expect(levelFor('I stood on the bridge and watched the sunset')).toBe('none');
    expect(levelFor("I'm standing on the bridge and I can't do this anymore")).toBe('medium');
  });

  it('finds a wish to be harmed', () => {
    expect(keywordsOf('I wish a bus would hit me')).toContain(RULE_NAMES.wishForHarm);
    expect(levelFor('I wish my advisor would hit me up with the form')).toBe('none');
  });

  it('treats statements timed for now as imminent', () => {
    const result = screenText("I'm going to kill myself tonight");
    expect(result.level).toBe('critical');
    expect(result.matches.map((match) => match.category)).toContain('imminent_act');
  });
});

describe('negation', () => {
  it('lowers a first-person denial by one level', () => {
    expect(levelFor('I want to kill myself')).toBe('high');
    expect(levelFor("I'm not going to kill myself")).toBe('medium');
    expect(levelFor('I would never hurt myself')).toBe('medium');
    expect(levelFor("I'm not going to kill myself tonight")).toBe('high');
  });

  it('never lowers below medium: denial is not safety', () => {
    expect(levelFor("I'm not suicidal")).toBe('medium');
    expect(levelFor("I'm not saying goodbye")).toBe('medium');
    expect(screenText("I'm not suicidal").is_crisis).toBe(true);
  });

  it('does not treat a negation that belongs to the phrase as a denial', () => {
    expect(levelFor("I don't want to live anymore")).toBe('high');
    expect(levelFor("I can't stop thinking about killing myself")).toBe('high');
  });

  it('also lowers past events by one level, but someone else\u2019s past to low', () => {
    expect(levelFor('I tried to kill myself when I was 15')).toBe('medium');
    expect(levelFor('My brother overdosed two years ago')).toBe('low');
    expect(levelFor('I tried to kill myself last year and I want to do it again')).toBe('high');
  });
});

describe('harmless uses are suppressed per phrase', () => {
  it('suppresses idioms and technical language', () => {
    for (const text of [
      'This exam is killing me',
      "I'd kill for a coffee",
      'How do I kill the process on port 3000?',
      "I'm cutting class on Friday",
      'I overdosed on caffeine before the exam lol',
      'I have to catch the bus at 7:40',
      "My essay on suicide prevention in Durkheim's sociology",
    ]) {
      expect([text, screenText(text).is_crisis]).toEqual([text, false]);
    }
  });

  it('still flags a crisis elsewhere in the same text', () => {
    const text = 'this exam is killing me and I want to kill myself';
    const result = screenText(text);
    expect(result.is_crisis).toBe(true);
    expect(result.matches.map((match) => highlighted(text, match))).toEqual(['kill myself']);
  });

  it('suppresses only the use it explains', () => {
    expect(levelFor("I'm cutting class")).toBe('none');
    expect(levelFor("I've started cutting again")).toBe('high');
  });
});

describe('peer concern', () => {
  it('flags a worry about someone else, marking who', () => {
    const text = 'My roommate said she wants to end it all';
    const result = screenText(text);
    expect(result.is_crisis).toBe(true);
    const peer = result.matches.find((match) => match.keyword === RULE_NAMES.peerConcern);
    expect(highlighted(text, peer)).toBe('My roommate');
  });

  it('flags a friend who is self-harming', () => {
    expect(keywordsOf("I'm worried my friend is cutting")).toEqual([RULE_NAMES.peerConcern, 'cutting']);
  });

  it('does not add a peer concern for the writer', () => {
    expect(keywordsOf('I want to die')).not.toContain(RULE_NAMES.peerConcern);
  });
});

describe('offsets point at the original text', () => {
  it.each([
    ['I want to k\u0456ll mys\u0435lf', 'k\u0456ll mys\u0435lf'],
    ['i want to k1ll mys3lf', 'k1ll mys3lf'],
    ['I want to k i l l myself', 'k i l l myself'],
    ['😭😭 kms', 'kms'],
    ['ＩＭ ＧＯＮＮＡ ＫＩＬＬ ＭＹＳＥＬＦ', 'ＧＯＮＮＡ ＫＩＬＬ ＭＹＳＥＬＦ'],
    ['ki\u200bll myself', 'ki\u200bll myself'],
    ['I’ve been saving up my pills', 'saving up my pills'],
  ])('highlights the matched words of %j', (text, expected) => {
    const strongest = [...screenText(text).matches].sort((left, right) => right.weight - left.weight)[0];
    expect(highlighted(text, strongest)).toBe(expected);
  });
});

describe('lexicons passed in', () => {
  const entry = (overrides: Partial<CrisisLexiconEntry>): CrisisLexiconEntry => ({
    keyword: 'blue whale challenge',
    category: 'explicit_ideation',
    severity_level: 'high',
    weight: 80,
    ...overrides,
  });

  it('finds an admin-added keyword, normalised like the text', () => {
    const lexicon = compileLexicon([...DEFAULT_CRISIS_LEXICON, entry({})]);
    expect(
      screenText('I joined the Blue-Whale challenge', { lexicon }).matches.map((m) => m.keyword),
    ).toEqual(['blue whale challenge']);
    expect(screenText('I joined the blue whale challenge').is_crisis).toBe(false);
  });

  it('applies a keyword limited by category_ids only to those ticket categories', () => {
    const lexicon = compileLexicon([entry({ keyword: 'exam panic', category_ids: [3] })]);
    expect(screenText('total exam panic', { lexicon, categoryId: 3 }).is_crisis).toBe(true);
    expect(screenText('total exam panic', { lexicon, categoryId: 4 }).is_crisis).toBe(false);
    // Without a ticket category (for example the admin test screen) every keyword applies.
    expect(screenText('total exam panic', { lexicon }).is_crisis).toBe(true);
  });

  it('treats empty category_ids as all categories', () => {
    const lexicon = compileLexicon([entry({ keyword: 'exam panic', category_ids: [] })]);
    expect(screenText('exam panic', { lexicon, categoryId: 9 }).is_crisis).toBe(true);
  });

  it('repairs stored rows rather than dropping a keyword', () => {
    const lexicon = compileLexicon([
      entry({ keyword: 'heavy words', weight: 500 }),
      entry({ keyword: 'light words', weight: Number.NaN }),
      entry({ keyword: '   ' }),
    ]);
    expect(lexicon.phraseCount).toBe(2);
    expect(screenText('heavy words').matches).toEqual([]);
    expect(screenText('heavy words', { lexicon }).matches[0]?.weight).toBe(100);
    expect(screenText('light words', { lexicon }).matches[0]?.weight).toBe(50);
  });

  it('finds nothing with an empty lexicon, except the built-in rules', () => {
    const lexicon = compileLexicon([]);
    expect(screenText('thinking about sewerslide', { lexicon }).level).toBe('none');
    expect(screenText('I took 40 pills', { lexicon }).level).toBe('critical');
  });
});

describe('level and score', () => {
  it('combines weights: the strongest plus a shrinking share of the rest, capped at 100', () => {
    expect(combineWeights([])).toBe(0);
    expect(combineWeights([60])).toBe(60);
    expect(combineWeights([40, 80])).toBe(90);
    expect(combineWeights([80, 80, 80])).toBe(100);
  });

  it('takes the highest severity and escalates when different categories agree', () => {
    expect(levelOf([{ category: 'passive_wish', severity_level: 'medium' }])).toBe('medium');
    expect(
      levelOf([
        { category: 'passive_wish', severity_level: 'medium' },
        { category: 'passive_wish', severity_level: 'medium' },
      ]),
    ).toBe('medium');
    expect(
      levelOf([
        { category: 'explicit_ideation', severity_level: 'high' },
        { category: 'plan_or_means', severity_level: 'high' },
      ]),
    ).toBe('critical');
    expect(
      levelOf([
        { category: 'general_distress', severity_level: 'low' },
        { category: 'self_harm', severity_level: 'low' },
      ]),
    ).toBe('low');
  });

  it('escalates ideation together with means to critical', () => {
    expect(levelFor('I want to kill myself and I bought a rope')).toBe('critical');
  });
});
