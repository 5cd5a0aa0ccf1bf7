import type { UploadRules } from '../../../common/limits';
import type { Role } from '../../../common/permissions';
import {
  type PublicSettings,
  SETTING_DEFAULTS,
  SETTING_NAMES,
  type SettingName,
  type Settings,
  type SettingsUpdate,
} from '../../../common/schemas/settings';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { ALL_KEYS, formatSetting, STORAGE_KEYS, settingsFromRows } from './registry';
import { readSettingRows, writeSettingRow } from './repository';

const cache = versionedCache<Settings>(2);

/** The settings as stored now, read from `db` (pass a transaction to read inside one). */
export async function loadSettings(db: DB): Promise<Settings> {
  return settingsFromRows(await readSettingRows(db, ALL_KEYS));
}

/**
 * The settings, cached until the next committed write on any server (decision 0020): every request may ask
 * (maintenance mode, uploads) for the price of the change-version query.
 */
export function currentSettings(
  ctx: Pick<AppContext, 'db' | 'config'>,
  /** The change version the caller has just read, if it has (the session check has). */
  version?: string | null,
): Promise<Settings> {
  return cachedUntilWrite(
    cache,
    ctx.db,
    ctx.config.databaseKind,
    'settings',
    () => loadSettings(ctx.db),
    version,
  );
}

/** How long a sign-in session lasts: unused (idle) and at most (absolute), from the settings. */
export async function sessionTimeouts(
  ctx: Pick<AppContext, 'db' | 'config'>,
  version?: string | null,
): Promise<{ idleMinutes: number; absoluteHours: number }> {
  const settings = await currentSettings(ctx, version);
  return { idleMinutes: settings.sessionIdleMinutes, absoluteHours: settings.sessionAbsoluteHours };
}

export interface SettingsViewer {
  id: number;
  role: Role;
}

type Change = { from: unknown; to: unknown };

function changesBetween(before: Settings, after: Settings): Record<string, Change> {
  const changes: Record<string, Change> = {};
  for (const name of SETTING_NAMES) {
    if (before[name] !== after[name]) changes[name] = { from: before[name], to: after[name] };
  }
  return changes;
}

export function settingsService(ctx: AppContext) {
  const nowIso = () => ctx.clock.now().toISOString();
  const requireAdmin = (viewer: SettingsViewer) => {
    if (viewer.role !== 'admin') throw new AppError('FORBIDDEN');
  };

  /** Writes `next` over what is stored, with one audit row of what changed (old -> new), in one transaction. */
  async function apply(
    viewer: SettingsViewer,
    nextOf: (before: Settings) => Settings,
    action: string,
    context: RequestContext | null,
  ): Promise<Settings> {
    const at = nowIso();
    return ctx.db.transaction().execute(async (trx) => {
      const before = await loadSettings(trx);
      const after = nextOf(before);
      const changes = changesBetween(before, after);
      for (const name of Object.keys(changes) as SettingName[])
        await writeSettingRow(trx, STORAGE_KEYS[name], formatSetting(after[name]), at);
      await recordAudit(trx, {
        actorId: viewer.id,
        action,
        target: null,
        details: { changes },
        context,
        at,
      });
      return after;
    });
  }

  return {
    async get(viewer: SettingsViewer): Promise<Settings> {
      requireAdmin(viewer);
      return currentSettings(ctx);
    },

    /** A partial change: only the settings sent; the rest stay as they are. */
    async update(viewer: SettingsViewer, input: SettingsUpdate, context: RequestContext | null) {
      requireAdmin(viewer);
      return apply(viewer, (before) => ({ ...before, ...input }), 'settings.updated', context);
    },

    /** Every setting back to its default. */
    async reset(viewer: SettingsViewer, context: RequestContext | null) {
      requireAdmin(viewer);
      return apply(viewer, () => ({ ...SETTING_DEFAULTS }), 'settings.reset', context);
    },

    /** What every signed-in person may read. */
    async publicSettings(): Promise<PublicSettings> {
      const s = await currentSettings(ctx);
      return {
        siteName: s.siteName,
        supportPhone: s.supportPhone,
        supportEmail: s.supportEmail,
        maintenanceMode: s.maintenanceMode,
      };
    },
  };
}

/** The upload rules of the max file size and allowed file types settings, as they stand for this upload. */
export async function uploadRules(ctx: Pick<AppContext, 'db' | 'config'>): Promise<UploadRules> {
  const settings = await currentSettings(ctx);
  return { maxMegabytes: settings.maxFileSize, extensions: settings.allowedFileTypes.split(',') };
}
