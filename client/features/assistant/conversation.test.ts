import { describe, expect, it } from 'vitest';
import type { AssistantReply } from '../../../common/schemas/help-shapes';
import {
  appendEntries,
  clearConversation,
  type Entry,
  KEPT_ENTRIES,
  loadConversation,
  STORAGE_KEY,
  saveConversation,
  sendable,
} from './conversation';

const memory = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
};

const reply: AssistantReply = {
  reply: 'I found a Help Center answer that may help.',
  faqs: [{ id: 3, question: 'Wifi?', snippet: 'Use <mark>eduroam</mark>' }],
  crisis: { is_crisis: false, level: 'none' },
  actions: [],
};

describe('sendable', () => {
  it('ignores empty and blank text, trims, and refuses more than the server takes', () => {
    expect(sendable('')).toBeNull();
    expect(sendable('  \n\t ')).toBeNull();
    expect(sendable('  wifi  ')).toBe('wifi');
    expect(sendable('x'.repeat(2000))).toHaveLength(2000);
    expect(sendable('x'.repeat(2001))).toBeNull();
  });
});

describe('appendEntries', () => {
  it('numbers new entries after the highest and keeps the last ones', () => {
    const one = appendEntries([], { from: 'student', text: 'a' }, { from: 'hub', sentence: 'faqHelp' });
    expect(one.map((entry) => entry.id)).toEqual([1, 2]);
    let many: Entry[] = one;
    for (let i = 0; i < KEPT_ENTRIES; i += 1) many = appendEntries(many, { from: 'student', text: `${i}` });
    expect(many).toHaveLength(KEPT_ENTRIES);
    expect(many.at(-1)).toMatchObject({ id: KEPT_ENTRIES + 2, text: `${KEPT_ENTRIES - 1}` });
  });
});

describe('the stored conversation', () => {
  it('comes back for the same user only, and is gone once cleared', () => {
    const storage = memory();
    const entries = appendEntries(
      [],
      { from: 'student', text: 'wifi' },
      { from: 'hub', reply, question: 'wifi' },
    );
    saveConversation(7, entries, storage);
    expect(loadConversation(7, storage)).toEqual(entries);
    expect(loadConversation(8, storage)).toEqual([]);
    clearConversation(storage);
    expect(storage.data.has(STORAGE_KEY)).toBe(false);
    expect(loadConversation(7, storage)).toEqual([]);
  });

  it('drops what it cannot read: broken JSON, foreign shapes, unknown sentences', () => {
    const storage = memory();
    storage.setItem(STORAGE_KEY, '{not json');
    expect(loadConversation(1, storage)).toEqual([]);
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        userId: 1,
        entries: [
          { id: 1, from: 'student', text: 'ok' },
          { id: 2, from: 'hub', sentence: 'made up' },
          { id: 3, from: 'hub', reply: { reply: 'x' }, question: 'q' },
          { id: 4, from: 'someone', text: 'x' },
          null,
        ],
      }),
    );
    expect(loadConversation(1, storage)).toEqual([{ id: 1, from: 'student', text: 'ok' }]);
    expect(loadConversation(1, null)).toEqual([]);
  });

  it('survives a storage that refuses writes', () => {
    const refusing = {
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => saveConversation(1, [], refusing)).not.toThrow();
  });
});
