import { APPOINTMENT_MESSAGES as M } from '../../../common/schemas/appointments';
import type { AppContext } from '../../context';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { type AppointmentViewer, appointmentPolicy } from './policy';
import { findAppointment, findNotes, saveNotes } from './repository';

/**
 * Session notes (spec 2 "Session Notes modal", issue 16). Only the counselor holding the appointment reads and
 * writes them; an administrator reads them only with a reason; students never (the routes refuse them before
 * anything is read). Every read and every write has its audit row in the same transaction; the row holds who,
 * which appointment, the reason and the length, never the notes. Notes live in their own table, which no
 * list, export, notification, e-mail or search reads.
 */
export function sessionNotesService(ctx: AppContext) {
  async function load(viewer: AppointmentViewer, id: number) {
    const row = await findAppointment(ctx.db, id);
    if (!row || !appointmentPolicy.mayView(viewer, row)) throw new AppError('NOT_FOUND', M.notFound);
    return row;
  }

  return {
    async read(viewer: AppointmentViewer, id: number, reason: string | undefined, context: RequestContext) {
      if (viewer.role === 'student') throw new AppError('FORBIDDEN', M.notesStudents);
      const row = await load(viewer, id);
      const holder = appointmentPolicy.isHolder(viewer, row);
      if (!holder && viewer.role !== 'admin') throw new AppError('FORBIDDEN', M.notesOnlyHolder);
      if (!holder && !reason) throw validationError({ reason: [M.notesReason] });
      const at = ctx.clock.now().toISOString();
      return ctx.db.transaction().execute(async (trx) => {
        const notes = await findNotes(trx, id);
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'appointment.notes_read',
          target: { type: 'appointment', id },
          details: {
            as: holder ? 'holder' : 'admin',
            ...(holder ? {} : { reason }),
            has_notes: Boolean(notes),
          },
          context,
          at,
        });
        return { appointment_id: id, notes: notes?.notes ?? '', updated_at: notes?.updated_at ?? null };
      });
    },

    async write(viewer: AppointmentViewer, id: number, text: string, context: RequestContext) {
      if (viewer.role === 'student') throw new AppError('FORBIDDEN', M.notesStudents);
      const row = await load(viewer, id);
      if (!appointmentPolicy.isHolder(viewer, row)) throw new AppError('FORBIDDEN', M.notesOnlyHolder);
      const at = ctx.clock.now().toISOString();
      return ctx.db.transaction().execute(async (trx) => {
        await saveNotes(trx, { appointmentId: id, authorId: viewer.id, notes: text, at });
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'appointment.notes_saved',
          target: { type: 'appointment', id },
          details: { length: text.length },
          context,
          at,
        });
        return { appointment_id: id, notes: text, updated_at: at };
      });
    },
  };
}
