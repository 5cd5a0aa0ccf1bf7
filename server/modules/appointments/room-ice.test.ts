import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ICE_SERVERS, loadConfig } from '../../config';
import { iceServersFor } from './room-ice';

describe('ICE servers of a session', () => {
  it('STUN by default; ICE_SERVERS replaces it ([] for none)', () => {
    expect(loadConfig({}).iceServers).toEqual(DEFAULT_ICE_SERVERS);
    expect(loadConfig({ ICE_SERVERS: '[]' }).iceServers).toEqual([]);
    expect(loadConfig({ ICE_SERVERS: '[{"urls":"stun:stun.university.edu:3478"}]' }).iceServers).toEqual([
      { urls: 'stun:stun.university.edu:3478' },
    ]);
    expect(loadConfig({}).turn).toBeNull();
  });

  it('TURN needs its urls and shared secret together', () => {
    expect(() => loadConfig({ TURN_URLS: 'turn:turn.university.edu:3478' })).toThrow(ConfigError);
    expect(() => loadConfig({ TURN_SECRET: 'a-long-shared-secret-of-the-hub' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ TURN_URLS: 'http://x', TURN_SECRET: 'a-long-shared-secret-of-the-hub' }),
    ).toThrow(ConfigError);
  });

  it('signs time-limited TURN credentials (coturn use-auth-secret); the secret is never handed out', () => {
    const config = loadConfig({
      ICE_SERVERS: '[{"urls":"stun:stun.university.edu:3478"}]',
      TURN_URLS: 'turn:turn.university.edu:3478?transport=udp, turns:turn.university.edu:5349',
      TURN_SECRET: 'a-long-shared-secret-of-the-hub',
      TURN_TTL_SECONDS: '600',
    });
    const now = new Date('2026-06-01T12:00:00.000Z');
    const servers = iceServersFor(config, 42, '2026-06-01T13:00:00.000Z', now);
    expect(servers).toHaveLength(2);
    const turn = servers[1]!;
    const expiry = Date.parse('2026-06-01T13:00:00.000Z') / 1000 + 600;
    expect(turn).toEqual({
      urls: ['turn:turn.university.edu:3478?transport=udp', 'turns:turn.university.edu:5349'],
      username: `${expiry}:42`,
      credential: createHmac('sha1', 'a-long-shared-secret-of-the-hub')
        .update(`${expiry}:42`)
        .digest('base64'),
    });
    expect(JSON.stringify(servers)).not.toContain('a-long-shared-secret-of-the-hub');
    // A session already over still gets credentials valid for the TTL from now.
    const late = iceServersFor(config, 42, '2026-06-01T11:00:00.000Z', now)[1]!;
    expect(late.username).toBe(`${now.getTime() / 1000 + 600}:42`);
  });
});
