import { SETTING_DEFAULTS } from '../../../common/schemas/settings';
import { localDate } from '../../lib/clock';
import type { DB } from '..';

/**
 * Two weeks of one demo student's daily check-ins (Marcus Williams), ending yesterday with two low days, so the
 * Wellness tab has a trend to show and the next low check-in makes a run of three: the gentle offer of a session
 * (decision 0033). Nobody else's check-ins are seeded; only the student reads them (he shares with nobody).
 */
const STUDENT = 'marcus.williams@university.edu';

/** Oldest first: mood, stress, sleep, energy (1-5), the last entry yesterday. */
const DAYS: [number, number, number, number][] = [
  [4, 2, 4, 4],
  [4, 3, 4, 3],
  [3, 3, 3, 3],
  [4, 2, 4, 4],
  [3, 3, 3, 3],
  [3, 4, 3, 3],
  [4, 3, 4, 4],
  [3, 3, 3, 3],
  [3, 4, 2, 3],
  [3, 4, 3, 2],
  [3, 4, 2, 2],
  [3, 5, 2, 2],
  [2, 5, 2, 2],
  [1, 5, 1, 1],
];

export async function seedDemoWellness(trx: DB, at: Date): Promise<void> {
  const student = await trx.selectFrom('users').select('id').where('email', '=', STUDENT).executeTakeFirst();
  if (!student) return;
  const rows = DAYS.map(([mood, stress, sleep, energy], i) => {
    const daysAgo = DAYS.length - i;
    const when = new Date(at.getTime() - daysAgo * 86_400_000);
    const stamp = when.toISOString();
    return {
      student_id: student.id,
      day: localDate(when, SETTING_DEFAULTS.timezone),
      mood,
      stress,
      sleep,
      energy,
      note: null,
      created_at: stamp,
      updated_at: stamp,
    };
  });
  await trx
    .insertInto('wellness_checkins')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
