import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS, settingsUpdateSchema } from '../../../common/schemas/settings';
import { ConfigError, loadConfig } from '../../config';
import { iceServersFor } from './room-ice';

const SECRET = 'a-long-shared-secret-of-the-hub';
const now = new Date('2026-06-01T12:00:00.000Z');

describe('ICE servers of a session', () => {
  it('STUN of the setting by default; ICE_SERVERS adds static ones; an empty setting gives none', () => {
    const config = loadConfig({});
    expect(config.iceServers).toEqual([]);
    expect(config.turn).toBeNull();
    expect(iceServersFor(config, SETTING_DEFAULTS, 7, now.toISOString(), now)).toEqual([
      { urls: ['stun:stun.l.google.com:19302'] },
    ]);
    const extra = loadConfig({ ICE_SERVERS: '[{"urls":"stun:stun.university.edu:3478"}]' });
    expect(iceServersFor(extra, { stunServers: '', turnServers: '' }, 7, now.toISOString(), now)).toEqual([
      { urls: 'stun:stun.university.edu:3478' },
    ]);
    expect(() => loadConfig({ TURN_SECRET: 'short' })).toThrow(ConfigError);
  });

  it('the settings take STUN and TURN addresses only, as a normalised list', () => {
    const ok = settingsUpdateSchema.safeParse({
      stunServers: ' stun:a.edu:3478, stuns:b.edu ,stun:a.edu:3478',
      turnServers: 'turn:t.edu:3478?transport=udp,turns:t.edu:5349',
    });
    expect(ok.success && ok.data).toEqual({
      stunServers: 'stun:a.edu:3478,stuns:b.edu',
      turnServers: 'turn:t.edu:3478?transport=udp,turns:t.edu:5349',
    });
    for (const bad of [{ stunServers: 'http://x' }, { turnServers: 'stun:a.edu' }, { turnServers: 42 }]) {
      expect(settingsUpdateSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('signs time-limited TURN credentials (coturn use-auth-secret); the secret is never handed out', () => {
    const config = loadConfig({ TURN_SECRET: SECRET, TURN_TTL_SECONDS: '600' });
    const settings = {
      stunServers: 'stun:stun.university.edu:3478',
      turnServers: 'turn:turn.university.edu:3478?transport=udp,turns:turn.university.edu:5349',
    };
    const servers = iceServersFor(config, settings, 42, '2026-06-01T13:00:00.000Z', now);
    expect(servers).toHaveLength(2);
    const turn = servers[1]!;
    const expiry = Date.parse('2026-06-01T13:00:00.000Z') / 1000 + 600;
    expect(turn).toEqual({
      urls: ['turn:turn.university.edu:3478?transport=udp', 'turns:turn.university.edu:5349'],
      username: `${expiry}:42`,
      credential: createHmac('sha1', SECRET).update(`${expiry}:42`).digest('base64'),
    });
    expect(JSON.stringify(servers)).not.toContain(SECRET);
    // A session already over still gets credentials valid for the TTL from now.
    const late = iceServersFor(config, settings, 42, '2026-06-01T11:00:00.000Z', now)[1]!;
    expect(late.username).toBe(`${now.getTime() / 1000 + 600}:42`);
    // TURN servers without the secret are not offered.
    expect(iceServersFor(loadConfig({}), settings, 42, now.toISOString(), now)).toHaveLength(1);
  });
});
