import { createHmac } from 'node:crypto';
import { addressesOf } from '../../../common/schemas/settings';
import type { AppConfig, IceServer } from '../../config';

/** The settings that name a call's servers. */
export interface IceSettings {
  stunServers: string;
  turnServers: string;
}

/**
 * The ICE servers one participant's browser uses for a session's call: the STUN servers of the `stunServers`
 * setting, any static ones of `ICE_SERVERS`, and the TURN servers of the `turnServers` setting with time-limited
 * credentials when `TURN_SECRET` is set (coturn's shared-secret scheme, `use-auth-secret`): username
 * `<expiry unix seconds>:<user id>`, credential base64(HMAC-SHA1(secret, username)). The credentials stay valid
 * `TURN_TTL_SECONDS` past the session's end; the secret itself never leaves the server. TURN servers without the
 * secret are not offered (the Integrations tab says so).
 */
export function iceServersFor(
  config: Pick<AppConfig, 'iceServers' | 'turn'>,
  settings: IceSettings,
  userId: number,
  sessionEnd: string,
  now: Date,
): IceServer[] {
  const stun = addressesOf(settings.stunServers);
  const servers: IceServer[] = [...(stun.length > 0 ? [{ urls: stun }] : []), ...config.iceServers];
  const turn = addressesOf(settings.turnServers);
  if (config.turn && turn.length > 0) {
    const until = Math.max(now.getTime(), Date.parse(sessionEnd));
    const expiry = Math.floor(until / 1000) + config.turn.ttlSeconds;
    const username = `${expiry}:${userId}`;
    const credential = createHmac('sha1', config.turn.secret).update(username).digest('base64');
    servers.push({ urls: turn, username, credential });
  }
  return servers;
}
