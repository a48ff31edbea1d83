import { sql, type Expression, type SqlBool } from 'kysely'

/*
 * A filter's days (issue 14): "from" and "to" as typed in a form (YYYY-MM-DD, either may be empty), both inclusive.
 * Instants are stored as ISO strings, so a day's bounds compare as text on both dialects.
 */

/** The inclusive end of a `to` day as an ISO instant bound: every instant of that day sorts before it. */
export function endOfDay(day: string): string {
  return `${day}T23:59:59.999Z`
}

/** The days as meant: a `from` after its `to` is read the other way round. */
export function daysInOrder<Days extends { from: string; to: string }>(days: Days): Days {
  return days.from && days.to && days.from > days.to ? { ...days, from: days.to, to: days.from } : days
}

/** `column` (an ISO instant) falls in the days from…to; an empty bound does not limit. */
export function withinDays(column: string, days: { from: string; to: string }): Expression<SqlBool> {
  const bounds = [
    ...(days.from ? [sql<SqlBool>`${sql.ref(column)} >= ${days.from}`] : []),
    ...(days.to ? [sql<SqlBool>`${sql.ref(column)} <= ${endOfDay(days.to)}`] : []),
  ]
  return bounds.length ? sql<SqlBool>`(${sql.join(bounds, sql` and `)})` : sql<SqlBool>`1 = 1`
}
