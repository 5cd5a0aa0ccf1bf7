import { compileLexicon, DEFAULT_CRISIS_LEXICON } from '../../../common/crisis';
import { screenWithSecondOpinion } from '../../../common/crisis/classifier/opinion';
import type { CrisisLexiconEntry, CrisisResult } from '../../../common/crisis/types';
import type { CrisisKeywordCreateInput, CrisisKeywordUpdateInput } from '../../../common/schemas/crisis';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { writeJsonColumn } from '../../db/json-columns';
import { AppError, validationError } from '../../lib/errors';
import type { HubEvents } from '../../lib/events';
import { recordAudit } from '../audit';
import { lexiconEntryOf, presentKeyword } from './presenter';
import {
  activeCrisisKeywords,
  bumpLexiconVersion,
  type CrisisKeywordFilter,
  deleteCrisisKeyword,
  findCrisisKeyword,
  findCrisisKeywordByText,
  insertCrisisKeyword,
  insertCrisisKeywords,
  lexiconVersion,
  listCrisisKeywords,
  readCrisisSetting,
  setCrisisSettingOnce,
  updateCrisisKeyword,
} from './repository';

type KeywordChange = HubEvents['crisis_keyword.changed'];

export type CrisisScreening = CrisisResult;

const SEEDED_KEY = 'crisis_lexicon_seeded';

/**
 * The compiled lexicon is shared by every request of a process and rebuilt when the stored keywords change
 * (checked per screening with one cheap query, so an admin's edit on one server reaches all servers).
 */
const compiledCache = new WeakMap<
  object,
  { version: string; lexicon: ReturnType<typeof compileLexicon>; entries: CrisisLexiconEntry[] }
>();

export function crisisService(ctx: AppContext) {
  const db = ctx.db;

  async function compiled() {
    const version = await lexiconVersion(db);
    const cached = compiledCache.get(ctx.db);
    if (cached && cached.version === version) return cached;
    const entries = (await activeCrisisKeywords(db)).map(lexiconEntryOf);
    const next = { version, lexicon: compileLexicon(entries), entries };
    compiledCache.set(ctx.db, next);
    return next;
  }

  /**
   * A change to the lexicon, the bump of its version and the change's audit row commit together, so no server
   * keeps a stale copy and no change goes unrecorded. `work` returns the change; it is announced after.
   */
  async function changeLexicon(
    at: string,
    work: (trx: DB) => Promise<KeywordChange>,
  ): Promise<KeywordChange> {
    const change = await db.transaction().execute(async (trx) => {
      const done = await work(trx);
      await bumpLexiconVersion(trx, at);
      await recordAudit(trx, {
        actorId: done.actorId,
        action: `crisis_keyword.${done.action}`,
        target: { type: 'crisis_keyword', id: done.keywordId },
        details: done.changes,
        context: null,
        at,
      });
      return done;
    });
    await ctx.bus.emit('crisis_keyword.changed', change);
    return change;
  }

  async function assertKeywordFree(keyword: string, exceptId?: number) {
    const existing = await findCrisisKeywordByText(db, keyword);
    if (existing && existing.id !== exceptId)
      throw validationError({ keyword: ['This keyword already exists'] });
  }

  return {
    /** Puts the default lexicon in the database once; afterwards admins own it (even if they empty it). */
    async ensureDefaultLexicon(): Promise<void> {
      if (await readCrisisSetting(db, SEEDED_KEY)) return;
      const at = ctx.clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        if (await readCrisisSetting(trx, SEEDED_KEY)) return;
        const seen = new Set((await listCrisisKeywords(trx)).map((row) => row.keyword.toLowerCase()));
        const rows = DEFAULT_CRISIS_LEXICON.filter((entry) => {
          const key = entry.keyword.toLowerCase();
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        }).map((entry) => ({
          keyword: entry.keyword,
          category: entry.category,
          severity_level: entry.severity_level,
          severity_weight: entry.weight,
          category_ids: writeJsonColumn(entry.category_ids ?? []),
          is_active: 1,
          created_by: null,
          created_at: at,
          updated_at: at,
        }));
        await insertCrisisKeywords(trx, rows);
        await setCrisisSettingOnce(trx, { key: SEEDED_KEY, value: String(rows.length), at });
        await bumpLexiconVersion(trx, at);
      });
    },

    /**
     * The server's verdict on a text: the stored lexicon, the engine's built-in rules and concept ladder, and
     * the learned second opinion (possible concern, or medium when confident; it never lowers a level).
     */
    async screen(text: string, categoryId?: number): Promise<CrisisScreening> {
      const { lexicon } = await compiled();
      return screenWithSecondOpinion(text, { lexicon, categoryId });
    },

    /** The active lexicon, for the submit form to screen as the student types. */
    async activeEntries(): Promise<CrisisLexiconEntry[]> {
      return (await compiled()).entries;
    },

    async list(filter: CrisisKeywordFilter) {
      return (await listCrisisKeywords(db, filter)).map(presentKeyword);
    },

    async create(input: CrisisKeywordCreateInput, actorId: number) {
      await assertKeywordFree(input.keyword);
      const at = ctx.clock.now().toISOString();
      const { keywordId } = await changeLexicon(at, async (trx) => {
        const id = await insertCrisisKeyword(trx, {
          keyword: input.keyword,
          category: input.category,
          severity_level: input.severity_level,
          severity_weight: input.severity_weight,
          category_ids: writeJsonColumn([...new Set(input.category_ids)]),
          is_active: input.is_active ? 1 : 0,
          created_by: actorId,
          created_at: at,
          updated_at: at,
        });
        return { actorId, keywordId: id, action: 'created', changes: { ...input } };
      });
      return presentKeyword((await findCrisisKeyword(db, keywordId))!);
    },

    async update(id: number, input: CrisisKeywordUpdateInput, actorId: number) {
      const current = await findCrisisKeyword(db, id);
      if (!current) throw new AppError('NOT_FOUND', 'Crisis keyword not found');
      if (input.keyword !== undefined) await assertKeywordFree(input.keyword, id);
      const at = ctx.clock.now().toISOString();
      await changeLexicon(at, async (trx) => {
        await updateCrisisKeyword(trx, id, {
          keyword: input.keyword,
          category: input.category,
          severity_level: input.severity_level,
          severity_weight: input.severity_weight,
          category_ids: input.category_ids ? writeJsonColumn([...new Set(input.category_ids)]) : undefined,
          is_active: input.is_active === undefined ? undefined : input.is_active ? 1 : 0,
          updated_at: at,
        });
        return { actorId, keywordId: id, action: 'updated', changes: { ...input } };
      });
      return presentKeyword((await findCrisisKeyword(db, id))!);
    },

    async remove(id: number, actorId: number) {
      const current = await findCrisisKeyword(db, id);
      if (!current) throw new AppError('NOT_FOUND', 'Crisis keyword not found');
      await changeLexicon(ctx.clock.now().toISOString(), async (trx) => {
        await deleteCrisisKeyword(trx, id);
        return { actorId, keywordId: id, action: 'deleted', changes: { keyword: current.keyword } };
      });
    },
  };
}
