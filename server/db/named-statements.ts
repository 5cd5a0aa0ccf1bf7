import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import type { Writes } from './change-version';
import { opensWriteTransaction, TAKE_WRITE_LOCK } from './write-lock';

const MAX_NAMED_PARAMETERS = 100;
const MAX_NAMED_TEXT = 8000;
/** Reads without parameters are named too: their texts are the app's own shapes (a first page, a count). */
const PLAIN_READ = /^\s*select\s/i;
/**
 * Prepared statements one connection keeps at most. The hub's query shapes are a few hundred; deep list pages
 * add one text per page (their OFFSET is written into the text, `literal-paging.ts`), so the least recently
 * used are closed past this many.
 */
export const MAX_PREPARED_PER_CONNECTION = 400;

/**
 * The driver's record of the statements it has prepared on a connection (`pg` keeps no limit and offers no
 * call to close one; its Connection holds this map, name to text).
 */
interface DriverConnection {
  parsedStatements: Record<string, string>;
}

/**
 * The named statements of one pooled connection, least recently used first, and those to close when it is next
 * released (`DEALLOCATE` then runs before any later query on it: a client runs its queries in order).
 */
interface Prepared {
  used: Map<string, true>;
  closing: Set<string>;
}

/**
 * PostgreSQL plans an unnamed statement afresh on every execution, and for the hub's small queries planning
 * costs several times the execution itself. Each query with parameters (and each read without) runs as a
 * named prepared statement, named by a hash of its SQL text: each pooled connection parses it once, and after a
 * few runs PostgreSQL may keep a generic plan. Very long texts and long parameter lists (bulk inserts) stay
 * unnamed; past `MAX_PREPARED_PER_CONNECTION` a connection closes its least recently used statements, so the
 * set each connection keeps stays bounded.
 */
export function namedStatements(pool: pg.Pool, writes: Writes): PostgresPool {
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
  const prepared = new WeakMap<pg.PoolClient, Prepared>();
  const preparedOf = (client: pg.PoolClient): Prepared => {
    let entry = prepared.get(client);
    if (!entry) {
      entry = { used: new Map(), closing: new Set() };
      prepared.set(client, entry);
    }
    return entry;
  };
  /** Notes `name` as used now; past the bound, the least recently used is marked for closing. */
  const use = (client: pg.PoolClient, name: string) => {
    const { used, closing } = preparedOf(client);
    closing.delete(name);
    used.delete(name);
    used.set(name, true);
    if (used.size > MAX_PREPARED_PER_CONNECTION) {
      const oldest = used.keys().next().value as string;
      used.delete(oldest);
      closing.add(oldest);
    }
  };
  /** Closes the statements marked on this connection, before it goes back to the pool. */
  const closeMarked = (client: pg.PoolClient) => {
    const entry = prepared.get(client);
    if (!entry || entry.closing.size === 0) return;
    const connection = (client as unknown as { connection: DriverConnection }).connection;
    const names = [...entry.closing];
    entry.closing.clear();
    for (const name of names) delete connection.parsedStatements[name];
    // One statement each, so one that was never prepared (its parse failed) does not keep the others open. An
    // error here (the connection lost) surfaces on the pool's next use of it, as any other would.
    for (const name of names) client.query(`DEALLOCATE ${name}`).catch(() => {});
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
      release: (error?: boolean | Error) => {
        if (!error) closeMarked(client);
        client.release(error);
      },
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
      const name = nameOf(query);
      use(client, name);
      return client.query({ name, text: query, values: [...parameters] });
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
