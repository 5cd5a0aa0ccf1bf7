import { USER_MESSAGES } from '../../../common/schemas/users';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { currentSettings } from '../settings';

/**
 * The "User registration" setting opens and closes the creation of new accounts (decision 0035): when it is
 * off, Add user and the import (bulk create) answer 409 and write nothing; existing accounts, sign-in, edits
 * and role changes are untouched. Checked before anything is read from the request or written.
 */
export async function assertRegistrationOpen(ctx: Pick<AppContext, 'db' | 'config'>): Promise<void> {
  const { userRegistration } = await currentSettings(ctx);
  if (!userRegistration) throw new AppError('CONFLICT', USER_MESSAGES.registrationOff);
}
