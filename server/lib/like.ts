import { type Expression, type SqlBool, sql } from 'kysely';

/** LIKE pattern for "contains", lowercased, with the wildcards of the search text escaped by '!'. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}

/** `lower(column) like '%search%'`, case-insensitive and with `%`, `_` and `!` matched literally. */
export function contains(column: string, search: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(search)} escape '!'`;
}
