import { createHmac } from 'node:crypto';
import type { AppConfig, IceServer } from '../../config';

/**
 * The ICE servers one participant's browser uses for a session's call: the configured STUN (and static) servers,
 * and TURN with time-limited credentials when `TURN_URLS` and `TURN_SECRET` are set (coturn's shared-secret
 * scheme, `use-auth-secret`): username `<expiry unix seconds>:<user id>`, credential
 * base64(HMAC-SHA1(secret, username)). The credentials stay valid `TURN_TTL_SECONDS` past the session's end;
 * the secret itself never leaves the server.
 */
export function iceServersFor(
  config: Pick<AppConfig, 'iceServers' | 'turn'>,
  userId: number,
  sessionEnd: string,
  now: Date,
): IceServer[] {
  const servers = [...config.iceServers];
  if (config.turn) {
    const until = Math.max(now.getTime(), Date.parse(sessionEnd));
    const expiry = Math.floor(until / 1000) + config.turn.ttlSeconds;
    const username = `${expiry}:${userId}`;
    const credential = createHmac('sha1', config.turn.secret).update(username).digest('base64');
    servers.push({ urls: config.turn.urls, username, credential });
  }
  return servers;
}
