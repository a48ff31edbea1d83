/*
 * The shell's pure rules alone (display formats, money as typed, CSV cells, text search, form errors): loadable
 * by pure modules that run in the browser and in plain Node alike, which shell/index.ts (components, a stylesheet)
 * is not.
 */
export { day, money, pounds } from './admin-format'
export { csvMoney, csvResponse, toCsv, type CsvCell } from './csv'
export { fieldErrorsOf } from './form-errors'
export { parseMoneyInput } from './money-input'
export { inWindow, onePage, pageWindow, readPage, type ListPageData, type PageWindow } from './paging'
export { nextSort, parseSort, withParams, type SortDirection, type SortState } from './kit/table-sort'
export { daysInOrder, endOfDay, withinDays } from './day-range'
export { likeEscaped, likeLower, likePattern } from './text-search'
