import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { sharedAnswerSender } from './envelope';

describe('sharedAnswerSender', () => {
  it('encodes one cached answer once and sends the same envelope every time', async () => {
    const app = Fastify();
    let answer = { days: [{ date: '2026-11-27', created: 3 }] };
    const wrap = vi.fn((analytics: object) => ({ analytics }));
    const send = sharedAnswerSender('Analytics retrieved successfully', wrap);
    app.get('/a', async (_request, reply) => send(reply, answer));
    const first = await app.inject('/a');
    const second = await app.inject('/a');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({
      success: true,
      status: 200,
      message: 'Analytics retrieved successfully',
      data: { analytics: answer },
    });
    expect(second.body).toBe(first.body);
    expect(wrap).toHaveBeenCalledTimes(1);
    // A fresh answer (the cache after a write) is encoded afresh.
    answer = { days: [{ date: '2026-11-27', created: 4 }] };
    expect((await app.inject('/a')).json().data.analytics.days[0].created).toBe(4);
    expect(wrap).toHaveBeenCalledTimes(2);
    await app.close();
  });
});
