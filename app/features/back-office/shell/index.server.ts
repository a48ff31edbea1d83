/*
 * The back office's shell: the frame around every page (layout, navigation), the admin UI kit, display
 * formats, CSV, text search, form security, the audit-log writer and the brand choice. Every other sub-feature
 * builds on it; it reaches staff only through staff/index.access*.
 * Server public module (loaders, actions, services and the pure rules server code needs).
 */
export { day, money, pounds } from './admin-format'
export { adminMeta, adminPageHeaders } from './admin-route-meta'
export {
  AUDIT_PAGE_SIZE,
  listAuditLog,
  recordAudit,
  type AuditEntry,
  type AuditQuery,
  type AuditRow,
} from './audit-log.server'
export { brandContextOf, brandsOf, chosenBrand, chosenBrandOf, departuresOfBrand } from './brands.server'
export { announceCatalogueChange } from './catalogue-change.server'
export { csvResponse, toCsv, type CsvCell } from './csv'
export { fieldErrorsOf } from './form-errors'
export { formFields, readProtectedForm } from './form-security.server'
export { loadAdminLayout, type AdminLayoutData } from './layout.server'
export { parseMoneyInput } from './money-input'
export { inWindow, onePage, pageWindow, readPage, type ListPageData, type PageWindow } from './paging'
export { nextSort, parseSort, withParams, type SortDirection, type SortState } from './kit/table-sort'
export { daysInOrder, endOfDay, withinDays } from './day-range'
export { likeEscaped, likeLower, likePattern } from './text-search'
