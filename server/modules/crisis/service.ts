import { compileLexicon, DEFAULT_CRISIS_LEXICON, screenText } from '../../../common/crisis';
import type { CrisisLexiconEntry, CrisisResult } from '../../../common/crisis/types';
import type { CrisisKeywordCreateInput, CrisisKeywordUpdateInput } from '../../../common/schemas/crisis';
import type { AppContext } from '../../context';
import { AppError, validationError } from '../../lib/errors';
import { lexiconEntryOf, presentKeyword } from './presenter';
import { crisisRepository } from './repository';

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
  const repo = crisisRepository(ctx.db);

  async function compiled() {
    const version = await repo.version();
    const cached = compiledCache.get(ctx.db);
    if (cached && cached.version === version) return cached;
    const entries = (await repo.active()).map(lexiconEntryOf);
    const next = { version, lexicon: compileLexicon(entries), entries };
    compiledCache.set(ctx.db, next);
    return next;
  }

  /** A change to the lexicon and the bump of its version commit together, so no server keeps a stale copy. */
  function inTransaction<T>(
    at: string,
    work: (tx: ReturnType<typeof crisisRepository>) => Promise<T>,
  ): Promise<T> {
    return ctx.db.transaction().execute(async (trx) => {
      const tx = crisisRepository(trx);
      const result = await work(tx);
      await tx.bumpVersion(at);
      return result;
    });
  }

  async function assertKeywordFree(keyword: string, exceptId?: number) {
    const existing = await repo.findByKeyword(keyword);
    if (existing && existing.id !== exceptId)
      throw validationError({ keyword: ['This keyword already exists'] });
  }

  async function emit(
    actorId: number,
    keywordId: number,
    action: 'created' | 'updated' | 'deleted',
    changes: Record<string, unknown>,
  ) {
    await ctx.bus.emit('crisis_keyword.changed', { actorId, keywordId, action, changes });
  }

  return {
    /** Puts the default lexicon in the database once; afterwards admins own it (even if they empty it). */
    async ensureDefaultLexicon(): Promise<void> {
      if (await repo.getSetting(SEEDED_KEY)) return;
      const at = ctx.clock.now().toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        const tx = crisisRepository(trx);
        if (await tx.getSetting(SEEDED_KEY)) return;
        const seen = new Set((await tx.list()).map((row) => row.keyword.toLowerCase()));
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
          category_ids: JSON.stringify(entry.category_ids ?? []),
          is_active: 1,
          created_by: null,
          created_at: at,
          updated_at: at,
        }));
        await tx.insertMany(rows);
        await tx.setSetting(SEEDED_KEY, String(rows.length), at);
        await tx.bumpVersion(at);
      });
    },

    /** The server's verdict on a text: the stored lexicon plus the engine's built-in rules. */
    async screen(text: string, categoryId?: number): Promise<CrisisScreening> {
      const { lexicon } = await compiled();
      return screenText(text, { lexicon, categoryId });
    },

    /** The active lexicon, for the submit form to screen as the student types. */
    async activeEntries(): Promise<CrisisLexiconEntry[]> {
      return (await compiled()).entries;
    },

    async list(filter: Parameters<ReturnType<typeof crisisRepository>['list']>[0]) {
      return (await repo.list(filter)).map(presentKeyword);
    },

    async create(input: CrisisKeywordCreateInput, actorId: number) {
      await assertKeywordFree(input.keyword);
      const at = ctx.clock.now().toISOString();
      const id = await inTransaction(at, (tx) =>
        tx.insert({
          keyword: input.keyword,
          category: input.category,
          severity_level: input.severity_level,
          severity_weight: input.severity_weight,
          category_ids: JSON.stringify([...new Set(input.category_ids)]),
          is_active: input.is_active ? 1 : 0,
          created_by: actorId,
          created_at: at,
          updated_at: at,
        }),
      );
      await emit(actorId, id, 'created', { ...input });
      return presentKeyword((await repo.findById(id))!);
    },

    async update(id: number, input: CrisisKeywordUpdateInput, actorId: number) {
      const current = await repo.findById(id);
      if (!current) throw new AppError('NOT_FOUND', 'Crisis keyword not found');
      if (input.keyword !== undefined) await assertKeywordFree(input.keyword, id);
      const at = ctx.clock.now().toISOString();
      await inTransaction(at, (tx) =>
        tx.update(id, {
          keyword: input.keyword,
          category: input.category,
          severity_level: input.severity_level,
          severity_weight: input.severity_weight,
          category_ids: input.category_ids ? JSON.stringify([...new Set(input.category_ids)]) : undefined,
          is_active: input.is_active === undefined ? undefined : input.is_active ? 1 : 0,
          updated_at: at,
        }),
      );
      await emit(actorId, id, 'updated', { ...input });
      return presentKeyword((await repo.findById(id))!);
    },

    async remove(id: number, actorId: number) {
      const current = await repo.findById(id);
      if (!current) throw new AppError('NOT_FOUND', 'Crisis keyword not found');
      await inTransaction(ctx.clock.now().toISOString(), (tx) => tx.delete(id));
      await emit(actorId, id, 'deleted', { keyword: current.keyword });
    },
  };
}
