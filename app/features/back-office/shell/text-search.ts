import { sql, type Expression, type SqlBool } from 'kysely'

/* The back office's list searches: what a member of staff typed, matched anywhere, in any case (issue 14). */

/** `%text%`, lower-cased, with `\`, `%` and `_` escaped by a backslash so they match themselves. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`

/**
 * `expression LIKE pattern` with the backslash as the escape on both dialects. PostgreSQL escapes with it by default;
 * SQLite has no escape unless told, so without this clause a search for `a_b` would look for `a\_b` there.
 */
export const likeEscaped = (expression: Expression<unknown>, pattern: string) =>
  sql<SqlBool>`${expression} like ${pattern} escape '\\'`

/** `lower(expression) LIKE pattern`, escaped as likeEscaped. */
export const likeLower = (expression: Expression<unknown>, pattern: string) =>
  likeEscaped(sql`lower(${expression})`, pattern)
