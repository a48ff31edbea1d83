/*
 * The back office's shell: the frame around every page (layout, navigation), the admin UI kit, display
 * formats, CSV, text search, form security, the audit-log writer and the brand choice. Every other sub-feature
 * builds on it; it reaches staff only through staff/index.access*.
 * Browser-safe public module (components, pure rules); server services: index.server.ts.
 */
export { default as backOfficeStylesHref } from './back-office.css?url'
export { day, money, pounds } from './admin-format'
export { adminMeta, adminPageHeaders } from './admin-route-meta'
export {
  ActionNotice,
  ADMIN_NAV,
  ADMIN_NAV_GROUPS,
  AdminErrorBoundary,
  AdminFrame,
  CsrfField,
  Notice,
  SubmitButton,
  TextInput,
} from './admin-ui'
export type { AuditEntry, AuditRow } from './audit-log.server'
export { ConfirmAction, CONFIRM_FIELD, CONFIRM_VALUE } from './kit/confirm-action'
export { RowAction } from './kit/row-action'
export { When } from './kit/utc-time'
export { DataTable, linkColumn, moneyColumn, type Column, type ColumnKind } from './kit/data-table'
export {
  CellInput,
  CellTextarea,
  CheckboxField,
  DateRangeFields,
  Field,
  fieldIds,
  InputField,
  MoneyInput,
  SelectField,
  TextareaField,
  type FieldControlProps,
  type SelectOption,
} from './kit/field'
export { FilterForm } from './kit/filter-form'
export { Pager, pagerCount, pagerText } from './kit/pager'
export { nextSort, parseSort, withParams, type SortDirection, type SortState } from './kit/table-sort'
export { csvMoney, csvResponse, toCsv, type CsvCell } from './csv'
export { fieldErrorsOf } from './form-errors'
export type { AdminLayoutData } from './layout.server'
export { parseMoneyInput } from './money-input'
export { likeEscaped, likeLower, likePattern } from './text-search'
