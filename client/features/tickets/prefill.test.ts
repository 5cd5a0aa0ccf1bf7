import { describe, expect, it } from 'vitest';
import { subjectFrom, ticketPrefill } from './prefill';

const params = (query: string) => new URLSearchParams(query);

describe('ticketPrefill', () => {
  it('takes the priority from the address and the texts from the navigation state', () => {
    expect(
      ticketPrefill(params('priority=Urgent'), {
        prefill: { subject: '  I need help  ', description: 'I do not feel safe tonight' },
      }),
    ).toEqual({ subject: 'I need help', description: 'I do not feel safe tonight', priority: 'Urgent' });
  });

  it('drops unknown priorities, empty texts and anything that is not an object', () => {
    expect(
      ticketPrefill(params('priority=Critical'), { prefill: { subject: '   ', description: 7 } }),
    ).toEqual({});
    expect(ticketPrefill(params(''), null)).toEqual({});
    expect(ticketPrefill(params(''), 'prefill')).toEqual({});
    expect(ticketPrefill(params('priority=urgent'), { prefill: null })).toEqual({});
  });

  it('lets the state choose the priority and never reads texts from the address', () => {
    expect(
      ticketPrefill(params('priority=Low&subject=x&description=y'), { prefill: { priority: 'High' } }),
    ).toEqual({
      priority: 'High',
    });
  });

  it('cuts texts to the form limits', () => {
    const long = ticketPrefill(params(''), {
      prefill: { subject: 's'.repeat(300), description: 'd'.repeat(6000) },
    });
    expect(long.subject).toHaveLength(255);
    expect(long.description).toHaveLength(5000);
  });
});

describe('subjectFrom', () => {
  it('keeps a short first line and cuts a long one at a word', () => {
    expect(subjectFrom('  I feel awful\nmore text')).toBe('I feel awful');
    const cut = subjectFrom(`${'word '.repeat(30)}end`);
    expect(cut.length).toBeLessThanOrEqual(81);
    expect(cut.endsWith('word…')).toBe(true);
    expect(subjectFrom('x'.repeat(100))).toBe(`${'x'.repeat(80)}…`);
  });
});
