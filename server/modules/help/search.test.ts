import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closestTerm,
  editDistance,
  ftsQuery,
  groupsOf,
  searchWords,
  tsQuery,
  typosAllowed,
} from '../../search/query';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { createFaq, dataOf, type FaqShape, faqIdOf, helpCategoryIdOf } from './test-help';

let t: TestApp;
let tokens: Tokens;
let it_category: number;

type Searched = {
  faqs: FaqShape[];
  pagination: { total: number };
  search: { query: string; corrected_query: string | null; synonyms: string[]; match: string } | null;
};
const search = (text: string, token = tokens.student) =>
  dataOf<Searched>(t, token, 'GET', `/api/help/faqs?per_page=20&search=${encodeURIComponent(text)}`);

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  it_category = await helpCategoryIdOf(t.db, 'IT & Accounts');
});
afterAll(async () => t.close());

describe('the words of a search (unit)', () => {
  it('allows no typo below 5 letters, one from 5, two from 9', () => {
    expect([
      typosAllowed('wifi'),
      typosAllowed('rents'),
      typosAllowed('deadlines'),
      typosAllowed('accomodation'),
    ]).toEqual([0, 1, 2, 2]);
    expect(editDistance('eduraom', 'eduroam', 2)).toBe(1);
    expect(editDistance('accomodaton', 'accommodation', 2)).toBe(2);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });

  it('corrects towards the closest known word within the allowance, the commoner on a tie', () => {
    const known = [
      { term: 'eduroam', doc_count: 2 },
      { term: 'password', doc_count: 5 },
      { term: 'passport', doc_count: 1 },
    ];
    expect(closestTerm('eduraom', known)).toBe('eduroam');
    expect(closestTerm('pasword', known)).toBe('password');
    expect(closestTerm('password', known)).toBeNull();
    expect(closestTerm('wfii', known)).toBeNull();
    expect(closestTerm('banana', known)).toBeNull();
  });

  it('lets no query syntax through to either index', () => {
    const groups = groupsOf(searchWords('"NEAR( foo* OR bar) AND -baz ^qux col:x \' OR 1=1 --'));
    for (const query of [ftsQuery(groups, 'all'), ftsQuery(groups, 'any'), tsQuery(groups, 'all')]) {
      expect(query).not.toMatch(/["']{2}|\(\s*\)|--|:x|\^/);
      for (const group of groups)
        for (const alternative of group.alternatives)
          for (const word of alternative) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
    }
    expect(searchWords('How do I get a deadline extension?')).toEqual(['deadline', 'extension']);
  });
});

describe('ranking and stemming', () => {
  it('ranks a FAQ whose question holds the word above one that only mentions it in the answer', async () => {
    const inAnswer = await createFaq(t, tokens.admin, {
      question: 'Which laptops can I borrow from the library?',
      answer:
        'Laptops are lent for four hours. The quokka lending kiosk also lends chargers; quokka kiosks are by the entrance.',
      category_id: it_category,
    });
    const inQuestion = await createFaq(t, tokens.admin, {
      question: 'Where is the quokka kiosk?',
      answer: 'It stands on the ground floor of the library, next to the IT Service Desk.',
      category_id: it_category,
    });
    const found = await search('quokka');
    expect(found.faqs.map((f) => f.id).slice(0, 2)).toEqual([inQuestion, inAnswer]);
    expect(found.search).toMatchObject({ query: 'quokka', match: 'all' });
  });

  it('finds other forms of a word (stemming)', async () => {
    const registration = await faqIdOf(t.db, 'How do I register for courses');
    expect((await search('registering')).faqs[0]?.id).toBe(registration);
    const extension = await faqIdOf(t.db, 'How do I ask for a deadline extension');
    expect((await search('extensions')).faqs.map((f) => f.id)).toContain(extension);
  });

  it('matches an unfinished last word as a prefix', async () => {
    const scholarships = await faqIdOf(t.db, 'What scholarships and bursaries');
    expect((await search('scholar')).faqs.map((f) => f.id)).toContain(scholarships);
  });

  it('shows the FAQs matching some words when none matches them all', async () => {
    const wifi = await faqIdOf(t.db, 'How do I connect to the campus wifi');
    const found = await search('eduroam zeppelin');
    expect(found.search?.match).toBe('any');
    expect(found.faqs[0]?.id).toBe(wifi);
  });
});

describe('typos', () => {
  it('forgives one typo from 5 letters and two from 9, and says how it read the search', async () => {
    const wifi = await faqIdOf(t.db, 'How do I connect to the campus wifi');
    const one = await search('eduraom');
    expect(one.faqs[0]?.id).toBe(wifi);
    expect(one.search?.corrected_query).toBe('eduroam');
    const password = await faqIdOf(t.db, 'I forgot my university password');
    const reset = await search('pasword reset');
    expect(reset.faqs[0]?.id).toBe(password);
    expect(reset.search?.corrected_query).toBe('password reset');
    const housing = await faqIdOf(t.db, 'How do I apply for university accommodation');
    const two = await search('accomodaton');
    expect(two.faqs.map((f) => f.id)).toContain(housing);
    expect(two.search?.corrected_query).toBe('accommodation');
  });

  it('does not guess at short words', async () => {
    const found = await search('wfi');
    expect(found.search?.corrected_query).toBeNull();
  });
});

describe('campus synonyms', () => {
  it('"retake" finds the resit FAQ, "counseling" the counselling ones', async () => {
    const resit = await faqIdOf(t.db, 'I failed an exam. Can I resit');
    const retake = await search('retake');
    expect(retake.faqs[0]?.id).toBe(resit);
    expect(retake.search?.synonyms).toContain('resit');
    const booking = await faqIdOf(t.db, 'How do I book a counselling appointment');
    expect((await search('counseling appointment')).faqs[0]?.id).toBe(booking);
  });

  it('"wifi" finds a FAQ that only says eduroam, and "deadline extension" one that only says extenuating circumstances', async () => {
    const eduroam = await createFaq(t, tokens.admin, {
      question: 'Eduroam keeps dropping in the library. What can I do?',
      answer:
        'Forget the network and join again; if it keeps dropping, tell the IT Service Desk which floor you are on.',
      category_id: it_category,
    });
    expect((await search('wifi')).faqs.map((f) => f.id)).toContain(eduroam);
    const academic = await helpCategoryIdOf(t.db, 'Academic Support');
    const claims = await createFaq(t, tokens.admin, {
      question: 'Who decides extenuating circumstances claims?',
      answer:
        'A panel of three academics from your school meets every week and decides each claim on its evidence.',
      category_id: academic,
    });
    const found = await search('deadline extension');
    expect(found.faqs.map((f) => f.id)).toContain(claims);
    expect(found.search?.synonyms).toContain('extenuating circumstances');
  });
});

describe('highlighted snippets', () => {
  it('marks the matched words and escapes everything else', async () => {
    const hostile = await createFaq(t, tokens.admin, {
      question: 'Why does my <b>timetable</b> show "TBC" & odd rooms?',
      answer:
        'Rooms marked TBC are confirmed a week before term. <script>alert("x")</script> Check the timetable again then; [the room finder](javascript:alert(1)) shows every building.',
      category_id: it_category,
    });
    const found = await search('timetable rooms');
    const faq = found.faqs.find((f) => f.id === hostile)!;
    expect(faq.highlight).toContain('<mark>timetable</mark>');
    expect(faq.highlight).toContain('&lt;script&gt;');
    expect(faq.highlight).not.toMatch(/<(?!\/?mark>)/);
    expect(faq.highlight).not.toContain('javascript:');
    expect(faq.question_highlight).toBe(
      'Why does my &lt;b&gt;<mark>timetable</mark>&lt;/b&gt; show &quot;TBC&quot; &amp; odd <mark>rooms</mark>?',
    );
  });
});

describe('hostile searches', () => {
  const HOSTILE = [
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '"NEAR(',
    '*',
    'wifi*',
    'AND OR NOT',
    'NEAR(wifi password, 2)',
    'search_question:wifi',
    '^wifi',
    '"unbalanced',
    '%_\\',
    'wifi & | ! <-> :*',
    '🙂🔥',
    'x'.repeat(200),
    `${'ab '.repeat(66)}ab`,
    'ÄÖÜ straße naïve',
    '² ① ½ 𝟙 x²',
  ];

  it.each(HOSTILE)('search %j answers 200 without a server error', async (text) => {
    const res = await call(t.app, tokens.student, 'GET', `/api/help/faqs?search=${encodeURIComponent(text)}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const admin = await call(
      t.app,
      tokens.admin,
      'GET',
      `/api/admin/help/faqs?search=${encodeURIComponent(text)}`,
    );
    expect(admin.statusCode).toBe(200);
    const suggestions = await call(
      t.app,
      tokens.student,
      'GET',
      `/api/help/search-suggestions?q=${encodeURIComponent(text)}`,
    );
    expect(suggestions.statusCode).toBe(200);
  });

  it('refuses a search over 200 characters with the message', async () => {
    const res = await call(t.app, tokens.student, 'GET', `/api/help/faqs?search=${'x'.repeat(201)}`);
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.search).toEqual(['Search cannot exceed 200 characters']);
  });
});

describe('searches the admins learn from', () => {
  it('records zero-result searches for the admin stats', async () => {
    for (let i = 0; i < 3; i += 1) await search('parking permit zeppelin', tokens.student2);
    await search('wifi', tokens.student2);
    const { stats } = await dataOf<{
      stats: {
        top_zero_result_searches: { query: string; count: number }[];
        top_searches: { query: string }[];
      };
    }>(t, tokens.admin, 'GET', '/api/admin/help/stats');
    expect(stats.top_zero_result_searches).toContainEqual(
      expect.objectContaining({ query: 'parking permit zeppelin', count: 3 }),
    );
    expect(stats.top_searches.map((s) => s.query)).toContain('wifi');
  });
});
