import {
  type CrisisContact,
  type CrisisContactInput,
  type CrisisSupportSettings,
  contactActionLabel,
  emergencyNumberOf,
  FALLBACK_CRISIS_CONTACTS,
  type ReachOutInput,
} from '../../../common/schemas/crisis-support';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { readSetting, SETTINGS, writeSetting } from '../../lib/app-settings';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import type { Viewer } from '../tickets';
import { crisisSupportPolicy } from './policy';
import { presentContact } from './presenter';
import {
  countCrisisContacts,
  deleteCrisisContact,
  findCrisisContact,
  insertCrisisContact,
  listCrisisContacts,
  nextContactSortOrder,
  updateCrisisContact,
} from './repository';

const NOT_FOUND = 'Crisis contact not found';

/**
 * The crisis support the hub offers: the contacts every crisis screen shows (admins edit them), the crisis
 * response target and escalation window, and a student's one-step request to be contacted now.
 */
export function crisisSupportService(ctx: AppContext) {
  const nowIso = () => ctx.clock.now().toISOString();

  const audit = (
    db: DB,
    actorId: number,
    action: string,
    targetId: number | null,
    details: Record<string, unknown>,
    context: RequestContext | null,
  ) =>
    recordAudit(db, {
      actorId,
      action,
      target: targetId === null ? null : { type: 'crisis_contact', id: targetId },
      details,
      context,
      at: nowIso(),
    });

  async function load(id: number) {
    const row = await findCrisisContact(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  }

  return {
    /** What a person in crisis is shown: the active contacts that have a number. */
    async contacts(): Promise<CrisisContact[]> {
      return (await listCrisisContacts(ctx.db, { activeOnly: true })).map(presentContact);
    },

    async allContacts(viewer: Viewer): Promise<CrisisContact[]> {
      crisisSupportPolicy.requireManager(viewer);
      return (await listCrisisContacts(ctx.db, { activeOnly: false })).map(presentContact);
    },

    async createContact(viewer: Viewer, input: CrisisContactInput, context: RequestContext | null) {
      crisisSupportPolicy.requireManager(viewer);
      if ((await countCrisisContacts(ctx.db)) >= 30)
        throw new AppError('CONFLICT', 'The hub keeps at most 30 crisis contacts');
      const at = nowIso();
      const id = await ctx.db.transaction().execute(async (trx) => {
        const newId = await insertCrisisContact(trx, {
          ...input,
          key: null,
          is_national: 0,
          is_active: input.is_active ? 1 : 0,
          sort_order: await nextContactSortOrder(trx),
          created_at: at,
          updated_at: at,
        });
        await audit(
          trx,
          viewer.id,
          'crisis_contact.created',
          newId,
          { name: input.name, value: input.value },
          context,
        );
        return newId;
      });
      return presentContact(await load(id));
    },

    async updateContact(
      viewer: Viewer,
      id: number,
      input: CrisisContactInput,
      context: RequestContext | null,
    ) {
      crisisSupportPolicy.requireManager(viewer);
      const row = await load(id);
      if (row.key === 'emergency' && !input.is_active)
        throw validationError({ is_active: ['The emergency number cannot be turned off'] });
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of [
        'name',
        'description',
        'type',
        'action',
        'value',
        'text_body',
        'availability',
      ] as const) {
        if (row[field] !== input[field]) changes[field] = { from: row[field], to: input[field] };
      }
      if ((row.is_active === 1) !== input.is_active)
        changes.is_active = { from: row.is_active === 1, to: input.is_active };
      await ctx.db.transaction().execute(async (trx) => {
        await updateCrisisContact(trx, id, {
          ...input,
          is_active: input.is_active ? 1 : 0,
          updated_at: nowIso(),
        });
        await audit(trx, viewer.id, 'crisis_contact.updated', id, changes, context);
      });
      return presentContact(await load(id));
    },

    async removeContact(viewer: Viewer, id: number, context: RequestContext | null) {
      crisisSupportPolicy.requireManager(viewer);
      const row = await load(id);
      if (row.key !== null)
        throw new AppError('CONFLICT', 'Built-in contacts can be turned off but not deleted');
      await ctx.db.transaction().execute(async (trx) => {
        await deleteCrisisContact(trx, id);
        await audit(
          trx,
          viewer.id,
          'crisis_contact.deleted',
          id,
          { name: row.name, value: row.value },
          context,
        );
      });
    },

    async reorderContacts(viewer: Viewer, ids: number[], context: RequestContext | null) {
      crisisSupportPolicy.requireManager(viewer);
      const rows = await listCrisisContacts(ctx.db, { activeOnly: false });
      const known = new Set(rows.map((r) => r.id));
      if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
        throw validationError({ contact_ids: ['Send every contact exactly once, in the new order'] });
      const at = nowIso();
      await ctx.db.transaction().execute(async (trx) => {
        for (const [index, id] of ids.entries())
          await updateCrisisContact(trx, id, { sort_order: index + 1, updated_at: at });
        await audit(trx, viewer.id, 'crisis_contact.reordered', null, { order: ids }, context);
      });
      return (await listCrisisContacts(ctx.db, { activeOnly: false })).map(presentContact);
    },

    async settings(viewer: Viewer): Promise<CrisisSupportSettings> {
      crisisSupportPolicy.requireManager(viewer);
      return {
        response_target_minutes: await readSetting(ctx.db, SETTINGS.crisisResponseTarget),
        escalation_window_minutes: await readSetting(ctx.db, SETTINGS.crisisEscalationWindow),
      };
    },

    async updateSettings(
      viewer: Viewer,
      input: CrisisSupportSettings,
      context: RequestContext | null,
    ): Promise<CrisisSupportSettings> {
      const before = await this.settings(viewer);
      const at = nowIso();
      await ctx.db.transaction().execute(async (trx) => {
        await writeSetting(trx, SETTINGS.crisisResponseTarget, input.response_target_minutes, at);
        await writeSetting(trx, SETTINGS.crisisEscalationWindow, input.escalation_window_minutes, at);
        await audit(trx, viewer.id, 'crisis_settings.updated', null, { from: before, to: input }, context);
      });
      return input;
    },

    /** The pieces of a "contact me now" ticket: its subject and what the student wrote, if anything. */
    reachOutTicket(input: ReachOutInput & { message?: string; phone?: string }) {
      const lines = [
        'I asked for urgent help from the crisis support page and would like a counselor to contact me now.',
      ];
      if (input.phone) lines.push(`You can reach me at: ${input.phone}`);
      if (input.message) lines.push('', input.message);
      return { subject: 'Urgent: please contact me now', description: lines.join('\n') };
    },
  };
}

/**
 * The crisis contacts as sentences for notifications and e-mails: the emergency number, then every other
 * line students are shown ("Call 988 (988 Suicide & Crisis Lifeline, 24/7)."). Falls back to the national
 * lines when the list cannot be read, so a message is never sent without a number.
 */
export async function crisisContactSentences(db: DB): Promise<{ emergency: string; lines: string[] }> {
  let contacts: CrisisContact[];
  try {
    contacts = (await listCrisisContacts(db, { activeOnly: true })).map(presentContact);
  } catch {
    contacts = [];
  }
  if (contacts.length === 0) contacts = FALLBACK_CRISIS_CONTACTS;
  return {
    emergency: emergencyNumberOf(contacts),
    lines: contacts
      .filter((c) => c.key !== 'emergency')
      .map((c) => `${contactActionLabel(c)} (${c.name}, ${c.availability}).`),
  };
}
