import type SQLite from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, SqliteDialect } from 'kysely';

/**
 * SQLite through better-sqlite3 without freezing the event loop on a lock.
 *
 * better-sqlite3 is synchronous: with a busy timeout, a write waiting for another process's write lock blocks
 * the whole server (health, reads, everything) for that long. Here SQLite's own busy timeout is 0 and a busy
 * statement is retried on a timer instead, with the one connection free for other queries in between (reads
 * need no lock in WAL mode). Transactions begin IMMEDIATE, so the lock is taken at BEGIN or not at all:
 * retrying BEGIN is always safe, and no statement inside a transaction can then find the database busy.
 * When the lock stays taken longer than `busyBudgetMs`, the SQLITE_BUSY error goes up to the caller (the
 * API answers 503 with Retry-After, see server/lib/db-errors.ts).
 */
export interface HubSqliteOptions {
  /** How long one statement or BEGIN may wait for another writer before it fails with SQLITE_BUSY. */
  busyBudgetMs: number;
}

export const DEFAULT_BUSY_BUDGET_MS = 3000;
const FIRST_RETRY_MS = 5;
const MAX_RETRY_MS = 100;

export function isSqliteBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code === 'SQLITE_LOCKED');
}

interface StatementSource {
  prepare(text: string): SQLite.Statement;
  close(): void;
}

class Mutex {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  unlock(): void {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class HubSqliteConnection implements DatabaseConnection {
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly statements: StatementSource,
    private readonly mutex: Mutex,
    private readonly busyBudgetMs: number,
  ) {}

  /** Runs `work` now; while SQLite answers busy, frees the connection, waits a moment and tries again. */
  async retryWhileBusy<T>(work: () => T): Promise<T> {
    const deadline = Date.now() + this.busyBudgetMs;
    let delay = FIRST_RETRY_MS;
    for (;;) {
      try {
        return work();
      } catch (error) {
        // Inside a transaction the caller holds the connection: nothing else may run on it meanwhile.
        if (!isSqliteBusy(error) || this.sqlite.inTransaction || Date.now() + delay > deadline) throw error;
      }
      this.mutex.unlock();
      try {
        await sleep(delay);
      } finally {
        await this.mutex.lock();
      }
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  }

  run(compiledQuery: CompiledQuery): QueryResult<unknown> {
    const { sql, parameters } = compiledQuery;
    const statement = this.statements.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return {
      numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
      insertId:
        lastInsertRowid !== undefined && lastInsertRowid !== null ? BigInt(lastInsertRowid) : undefined,
      rows: [],
    };
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return (await this.retryWhileBusy(() => this.run(compiledQuery))) as QueryResult<R>;
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const statement = this.statements.prepare(compiledQuery.sql);
    if (!statement.reader) throw new Error('SQLite streams only queries that return rows');
    for (const row of statement.iterate(compiledQuery.parameters)) yield { rows: [row as R] };
  }

  inTransaction(): boolean {
    return this.sqlite.inTransaction;
  }
}

class HubSqliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: HubSqliteConnection;

  constructor(
    sqlite: SQLite.Database,
    private readonly statements: StatementSource,
    options: HubSqliteOptions,
  ) {
    this.#connection = new HubSqliteConnection(sqlite, statements, this.#mutex, options.busyBudgetMs);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // One connection: callers take turns (a waiting BEGIN lets others use it, see retryWhileBusy).
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as HubSqliteConnection).executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed COMMIT may already have ended the transaction.
    if ((connection as HubSqliteConnection).inTransaction()) {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    }
  }

  async savepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteName(name)}`));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.statements.close();
  }
}

function quoteName(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Kysely's SQLite dialect (compiler, adapter, introspection) on the driver above. */
export class HubSqliteDialect extends SqliteDialect {
  readonly #sqlite: SQLite.Database;
  readonly #statements: StatementSource;
  readonly #options: HubSqliteOptions;

  constructor(sqlite: SQLite.Database, statements: StatementSource, options: HubSqliteOptions) {
    super({ database: statements as unknown as SQLite.Database });
    sqlite.pragma('busy_timeout = 0');
    this.#sqlite = sqlite;
    this.#statements = statements;
    this.#options = options;
  }

  override createDriver(): Driver {
    return new HubSqliteDriver(this.#sqlite, this.#statements, this.#options);
  }
}
