import { sql, type Expression, type SqlBool } from 'kysely'

/* The back office's list searches: what a member of staff typed, matched anywhere, in any case (issue 14). */

/** `%text%`, lower-cased, with `\`, `%` and `_` escaped by a backslash so they match themselves. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`

/** `lower(expression) LIKE pattern` with the backslash as the escape on both dialects (SQLite has none by default). */
export const likeLower = (expression: Expression<unknown>, pattern: string) =>
  sql<SqlBool>`lower(${expression}) like ${pattern} escape '\\'`
