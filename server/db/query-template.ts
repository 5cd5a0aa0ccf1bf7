import { type Compilable, type CompiledQuery, createQueryId } from 'kysely';
import type { DatabaseKind } from '../config';
import { type DB, dialectOf } from './index';

/** A parameter of a query template: built into the query in place of a value, given at each run. */
class Slot {
  constructor(readonly index: number) {}
}

export interface QueryTemplate<P extends readonly unknown[], R> {
  /** Runs the template's statement with these values for its slots; the rows as Kysely would return them. */
  run(db: DB, ...values: P): Promise<R[]>;
  /** The statement as it runs with these values (for plan tests). */
  compiled(db: DB, ...values: P): CompiledQuery<R>;
}

/**
 * A query whose shape never changes, built and compiled by Kysely once per dialect and then run with new
 * values. Building a wide query (a ticket with its nested replies, files and history) walks and freezes some
 * hundreds of nodes: on a hot read that was a fifth of the request's CPU, more than the database's answer.
 *
 * `build` receives one slot per parameter in place of the values; it must use each of them as an ordinary
 * value (`where('t.id', '=', id)`), never to decide the query's shape (no `$if`, no `in` lists, no
 * arithmetic), since the query is built before any value is known. Each slot must reach the compiled
 * statement's parameters: the first build checks that it does.
 */
export function queryTemplate<P extends readonly unknown[], R>(
  arity: P['length'],
  build: (db: DB, ...slots: P) => Compilable<R>,
): QueryTemplate<P, R> {
  const byDialect = new Map<DatabaseKind, CompiledQuery<R>>();
  const compiledFor = (db: DB): CompiledQuery<R> => {
    const kind = dialectOf(db);
    let compiled = byDialect.get(kind);
    if (compiled === undefined) {
      const slots = Array.from({ length: arity }, (_, index) => new Slot(index)) as unknown as P;
      compiled = build(db, ...slots).compile();
      for (let index = 0; index < arity; index += 1) {
        if (!compiled.parameters.some((value) => value instanceof Slot && value.index === index)) {
          throw new Error(`query template: slot ${index} is not a parameter of the statement`);
        }
      }
      byDialect.set(kind, compiled);
    }
    return compiled;
  };
  const compiled = (db: DB, ...values: P): CompiledQuery<R> => {
    const template = compiledFor(db);
    return {
      ...template,
      queryId: createQueryId(),
      parameters: template.parameters.map((value) => (value instanceof Slot ? values[value.index] : value)),
    };
  };
  return {
    compiled,
    async run(db, ...values) {
      return (await db.executeQuery(compiled(db, ...values))).rows;
    },
  };
}
