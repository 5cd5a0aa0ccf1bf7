import { createHash } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type LogEvent,
  Migrator,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteAdapter,
} from 'kysely';
import pg from 'pg';
import { type DatabaseKind, databaseKindOf } from '../config';
import { makePrivateDir, makePrivateFiles } from '../lib/private-files';
import { watchWrites, writeCounter } from './change-version';
import { installIdSets } from './id-sets';
import { LiteralPagingPlugin } from './literal-paging';
import { migrationProvider } from './migrations';
import { DEFAULT_BUSY_BUDGET_MS, HubSqliteDialect } from './sqlite-driver';
import type { Database } from './types';
import { opensWriteTransaction, TAKE_WRITE_LOCK } from './write-lock';

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

const MAX_NAMED_PARAMETERS = 100;
const MAX_NAMED_TEXT = 8000;
/** Reads without parameters are named too: their texts are the app's own shapes (a first page, a count). */
const PLAIN_READ = /^\s*select\s/i;

/**
 * PostgreSQL plans an unnamed statement afresh on every execution, and for the hub's small queries planning
 * costs several times the execution itself. Each query with parameters (and each read without) runs as a
 * named prepared statement, named by a hash of its SQL text: each pooled connection parses it once, and after a few runs
 * PostgreSQL may keep a generic plan. The set of texts is the app's own query shapes (values are always
 * parameters); very long texts and long parameter lists (bulk inserts) stay unnamed, so the per-connection set
 * stays bounded.
 */
function namedStatements(pool: pg.Pool, writes: { finished: number }): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string => {
    let name = names.get(text);
    if (name === undefined) {
      name = `h${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      if (names.size >= 5000) names.clear();
      names.set(text, name);
    }
    return name;
  };
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient =>
    ({
      // biome-ignore lint/suspicious/noExplicitAny: the pool client's query is overloaded (text or cursor)
      query(query: any, parameters?: readonly unknown[]): any {
        if (typeof query === 'string' && opensWriteTransaction(query)) {
          return send(client, query, parameters).then(async (begun) => {
            await client.query(TAKE_WRITE_LOCK);
            return begun;
          });
        }
        const result = send(client, query, parameters);
        // A cursor (a streamed read) is returned as it is. Anything but a plain read (a write, BEGIN,
        // COMMIT) counts as a finished write once it returns.
        if (typeof query !== 'string' || PLAIN_READ.test(query)) return result;
        return result.finally(() => {
          writes.finished += 1;
        });
      },
      release: (error?: boolean | Error) => client.release(error),
    }) as PostgresPoolClient;
  // biome-ignore lint/suspicious/noExplicitAny: the pool client's query is overloaded (text or cursor)
  const send = (client: pg.PoolClient, query: any, parameters?: readonly unknown[]): Promise<any> => {
    if (
      typeof query === 'string' &&
      parameters !== undefined &&
      (parameters.length > 0 || PLAIN_READ.test(query)) &&
      parameters.length <= MAX_NAMED_PARAMETERS &&
      query.length <= MAX_NAMED_TEXT
    ) {
      return client.query({ name: nameOf(query), text: query, values: [...parameters] });
    }
    return parameters === undefined ? client.query(query) : client.query(query, [...parameters]);
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
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
