import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenText } from '../../../common/crisis';
import { createTestApp, type TestApp } from '../../test/setup';
import { seedDemoData } from '.';
import { DEMO_HELP_CATEGORIES, DEMO_HELP_SUGGESTIONS } from './demo-help';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.db)).toBe(true);
});
afterAll(async () => t?.close());

describe('the demo Help Center', () => {
  it('holds at least 40 published FAQs in at least 6 categories, answers in Markdown', async () => {
    const faqs = await t.db.selectFrom('faqs').selectAll().execute();
    const published = faqs.filter((faq) => faq.is_published === 1);
    expect(published.length).toBeGreaterThanOrEqual(40);
    expect(new Set(published.map((faq) => faq.category_id)).size).toBeGreaterThanOrEqual(6);
    expect(faqs.some((faq) => faq.is_published === 0)).toBe(true);
    expect(published.filter((faq) => /\*\*|^- |^\d\. /m.test(faq.answer)).length).toBeGreaterThan(30);
    for (const faq of faqs) {
      expect(faq.question.length, faq.question).toBeLessThanOrEqual(500);
      expect(faq.question.length, faq.question).toBeGreaterThanOrEqual(10);
      expect(faq.answer.length, faq.question).toBeLessThanOrEqual(5000);
      expect(JSON.parse(faq.tags).length, faq.question).toBeLessThanOrEqual(10);
    }
    const names = DEMO_HELP_CATEGORIES.map((category) => category.name);
    for (const needed of ['Academic', 'Mental Health', 'IT', 'Money', 'Housing', 'Crisis'])
      expect(
        names.some((name) => name.includes(needed)),
        needed,
      ).toBe(true);
  });

  it('gives the crisis numbers the product uses and screens no FAQ as a crisis by accident', async () => {
    const crisis = DEMO_HELP_CATEGORIES.find((category) => category.name === 'Crisis & Safety')!;
    const emergency = crisis.faqs[0]!.answer;
    for (const number of ['911', '988', 'HOME to 741741']) expect(emergency).toContain(number);
    const everyday = DEMO_HELP_CATEGORIES.filter((category) => category !== crisis).flatMap((c) => c.faqs);
    for (const faq of everyday) expect(screenText(faq.question).is_crisis, faq.question).toBe(false);
  });

  it('counts each FAQ’s votes from the votes, and leaves suggestions pending', async () => {
    const faqs = await t.db.selectFrom('faqs').select(['id', 'helpful_count', 'not_helpful_count']).execute();
    const votes = await t.db.selectFrom('faq_feedback').select(['faq_id', 'is_helpful']).execute();
    for (const faq of faqs) {
      const mine = votes.filter((vote) => vote.faq_id === faq.id);
      expect(faq.helpful_count).toBe(mine.filter((vote) => vote.is_helpful === 1).length);
      expect(faq.not_helpful_count).toBe(mine.filter((vote) => vote.is_helpful === 0).length);
    }
    expect(votes.length).toBeGreaterThan(50);
    const suggestions = await t.db.selectFrom('faq_suggestions').selectAll().execute();
    expect(suggestions).toHaveLength(DEMO_HELP_SUGGESTIONS.length);
    expect(suggestions.every((s) => s.status === 'pending' && s.created_by !== null)).toBe(true);
    expect((await t.db.selectFrom('faq_search_vocabulary').select('term').execute()).length).toBeGreaterThan(
      500,
    );
  });

  it('fills a demo database made before the Help Center once, and only once', async () => {
    await t.db.deleteFrom('faq_suggestions').execute();
    await t.db.deleteFrom('faqs').execute();
    await t.db.deleteFrom('help_categories').execute();
    expect(await seedDemoData(t.db)).toBe(false);
    const count = async () => (await t.db.selectFrom('faqs').select('id').execute()).length;
    const filled = await count();
    expect(filled).toBeGreaterThanOrEqual(40);
    await seedDemoData(t.db);
    expect(await count()).toBe(filled);
  });
});
