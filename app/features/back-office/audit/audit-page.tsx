import { Link, useLocation } from 'react-router'
import {
  DataTable,
  DateRangeFields,
  FilterForm,
  InputField,
  Pager,
  SelectField,
  withParams,
  type AuditRow,
  type Column,
} from '../shell'
import { auditEntityHref, auditValueText } from './audit-rules'
import type { AuditPageData } from './audit-page.server'

/* The audit log (issue 14): every staff write, newest first; filtered by who, what and when (issue 23). */

const columns: Column<AuditRow>[] = [
  { key: 'when', header: 'When (UTC)', cell: (row) => row.createdAt.replace('T', ' ').slice(0, 19) },
  { key: 'who', header: 'Who', cell: (row) => row.staffName ?? 'System (command line)' },
  { key: 'action', header: 'Action', cell: (row) => row.action },
  {
    key: 'what',
    header: 'What',
    cell: (row) => {
      const text = `${row.entity}${row.entityId ? ` #${row.entityId}` : ''}`
      const href = auditEntityHref(row.entity, row.entityId, row.brandId)
      return (
        <>
          {href ? <Link to={href}>{text}</Link> : text}
          {row.brandId ? ` (${row.brandId})` : ''}
        </>
      )
    },
  },
  { key: 'before', header: 'Before', cell: (row) => <code>{auditValueText(row.beforeJson)}</code> },
  { key: 'after', header: 'After', cell: (row) => <code>{auditValueText(row.afterJson)}</code> },
]

export function AuditPage({ rows, page, total, pageSize, query, staff }: AuditPageData) {
  const search = new URLSearchParams(useLocation().search)
  const filtered = Boolean(query.staffId !== null || query.what || query.from || query.to)
  return (
    <section className="admin-page" aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title">Audit log</h1>
      <FilterForm label="Filter the audit log" submitLabel="Filter">
        <SelectField
          id="audit-who"
          name="staffId"
          label="Who"
          defaultValue={query.staffId === null ? '' : String(query.staffId)}
          options={[
            { value: '', label: 'Anyone' },
            ...staff.map((member) => ({ value: String(member.id), label: member.name })),
          ]}
        />
        <InputField
          id="audit-what"
          name="what"
          type="search"
          label="What (action, thing or reference)"
          defaultValue={query.what}
        />
        <DateRangeFields idPrefix="audit" fromLabel="From" toLabel="Until" values={query} />
      </FilterForm>
      <DataTable
        className="admin-table--audit"
        labelledBy="admin-audit-title"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={filtered ? 'No entries match.' : 'Nothing has been changed yet.'}
      />
      <Pager
        page={page}
        pageSize={pageSize}
        shown={rows.length}
        total={total}
        href={(n) => withParams(search, { page: String(n) })}
        noun={{ one: 'entry', many: 'entries' }}
        previousLabel="Newer"
        nextLabel="Older"
      />
    </section>
  )
}
