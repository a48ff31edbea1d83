import { Link } from 'react-router'
import { type AuditRow } from '../shell'

/* The audit log (issue 14): every staff write, newest first. */

export function AuditPage({ rows, page, hasOlder }: { rows: AuditRow[]; page: number; hasOlder: boolean }) {
  return (
    <section className="admin-page" aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title">Audit log</h1>
      {rows.length ? (
        <table className="admin-table admin-table--audit" aria-labelledby="admin-audit-title">
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">What</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.createdAt.replace('T', ' ').slice(0, 19)}</td>
                <td>{row.staffName ?? 'System (command line)'}</td>
                <td>{row.action}</td>
                <td>
                  {row.entity}
                  {row.entityId ? ` #${row.entityId}` : ''}
                  {row.brandId ? ` (${row.brandId})` : ''}
                </td>
                <td>
                  <code>{row.beforeJson ?? '—'}</code>
                </td>
                <td>
                  <code>{row.afterJson ?? '—'}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Nothing has been changed yet.</p>
      )}
      <nav className="admin-pager" aria-label="Audit log pages">
        {page > 1 ? <Link to={`/admin/audit?page=${page - 1}`}>Newer</Link> : null}
        <span>Page {page}</span>
        {hasOlder ? <Link to={`/admin/audit?page=${page + 1}`}>Older</Link> : null}
      </nav>
    </section>
  )
}
