import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, Migrator, PostgresDialect, SqliteAdapter } from 'kysely';
import pg from 'pg';
import { type DatabaseKind, databaseKindOf } from '../config';
import { makePrivateDir, makePrivateFiles } from '../lib/private-files';
import { watchWrites, writeCounter } from './change-version';
import { installIdSets } from './id-sets';
import { LiteralPagingPlugin } from './literal-paging';
import { migrationProvider } from './migrations';
import { namedStatements } from './named-statements';
import { DEFAULT_BUSY_BUDGET_MS, HubSqliteDialect } from './sqlite-driver';
import type { Database } from './types';

export type DB = Kysely<Database>;

/** The better-sqlite3 handle under each SQLite `DB` (for its online backup API); none for PostgreSQL. */
const sqliteHandles = new WeakMap<DB, SQLite.Database>();

export function sqliteHandleOf(db: DB): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

/** Which database `db` (or a transaction on it) speaks to, read from its adapter. */
export function dialectOf(db: DB): DatabaseKind {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
}

// PostgreSQL returns BIGINT (count(*)) as text by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export interface DatabaseOptions {
  /** SQLite: how long a write waits for another process's lock before failing busy (503). */
  busyBudgetMs?: number;
  /** PostgreSQL: told when an idle pooled connection breaks (the pool replaces it on the next query). */
  onPoolError?: (error: Error) => void;
  /** PostgreSQL: the most connections the pool opens (config `DATABASE_POOL_SIZE`). */
  poolSize?: number;
}

/** `log` sees every query (tests use it to check query plans). */
export function createDatabase(
  url: string,
  log?: (event: LogEvent) => void,
  options: DatabaseOptions = {},
): DB {
  if (databaseKindOf(url) === 'sqlite') {
    const file = url.slice('sqlite:'.length);
    const onDisk = file !== ':memory:';
    // The database holds counseling details: its folder 0700, the file and its WAL/SHM 0600 (set each start).
    if (onDisk) makePrivateDir(path.dirname(path.resolve(file)));
    const sqlite = new SQLite(onDisk ? path.resolve(file) : ':memory:');
    sqlite.pragma('journal_mode = WAL');
    if (onDisk) makePrivateFiles(...['', '-wal', '-shm'].map((suffix) => `${path.resolve(file)}${suffix}`));
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    const db = new Kysely<Database>({
      dialect: new HubSqliteDialect(sqlite, withStatementCache(sqlite), {
        busyBudgetMs: options.busyBudgetMs ?? DEFAULT_BUSY_BUDGET_MS,
      }),
      log,
    });
    installIdSets(db, sqlite);
    sqliteHandles.set(db, sqlite);
    return db;
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    // A new connection starts cold: its prepared statements, catalog caches and text-search dictionary are
    // built again on first use (the English dictionary alone took 35 ms). The driver's default closed an idle
    // connection after 10 s, so a quiet minute made the next searches slow; five minutes keeps them warm.
    idleTimeoutMillis: 5 * 60_000,
  });
  // An idle client whose server went away emits 'error' on the pool; unhandled, it would end the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  // A client checked out when its server goes away emits 'error' too, and the pool listens only to idle ones.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onPoolError?.(error));
    // The hub's queries are short; PostgreSQL's JIT compiler, which it switches on for queries it costs as
    // large (the reports over many tickets), spent half a second compiling a report that then ran in less.
    // The English text-search dictionary (help and library searches) is loaded here, not by a reader's search.
    client
      .query("SET jit = off; SELECT to_tsquery('english', 'warm')")
      .catch((error: Error) => options.onPoolError?.(error));
  });
  const writes = writeCounter();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: namedStatements(pool, writes) }),
    plugins: [new LiteralPagingPlugin()],
    log,
  });
  watchWrites(db, writes);
  return db;
}

/**
 * Kysely prepares every query afresh; preparing is a large share of a small query's cost in SQLite. The same
 * SQL text reuses its prepared statement (queries are synchronous here, so a statement is never busy).
 */
function withStatementCache(sqlite: SQLite.Database, size = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement) {
        cache.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (cache.size >= size) cache.delete(cache.keys().next().value!);
      }
      cache.set(text, statement);
      return statement;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  // Migrations written side by side may land in a different order than their numbers; a database that already
  // ran a later one still runs an earlier one that arrives after it (each migration only adds its own tables).
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
