import type { AppContext } from '../../context';
import { currentSettings } from '../settings';

/**
 * Whether notification e-mails go out: the E-mail notifications setting. Off, the hub still sends what keeps
 * people safe and able to sign in (crisis alerts, welcome and password-reset e-mails); everything else is in
 * the hub's own notifications.
 */
export async function notificationMailOn(ctx: AppContext): Promise<boolean> {
  return (await currentSettings(ctx)).emailNotifications;
}
