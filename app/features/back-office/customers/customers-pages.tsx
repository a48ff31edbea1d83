import { Form, Link } from 'react-router'
import { CsrfField, day, money, Notice, SubmitButton } from '../shell'
import type { CustomerActionData, CustomerPageData, CustomersPageData } from './customers-pages.server'

/* The customers pages of the back office (issue 14): the search and one customer with their bookings. */

const STATUS_LABELS: Record<string, string> = { confirmed: 'Confirmed', cancelled: 'Cancelled' }

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No')

export function CustomersPage({ page }: { page: CustomersPageData }) {
  const { query } = page
  const withPage = (n: number) => {
    const params = new URLSearchParams({ brand: page.brandId })
    if (query.q) params.set('q', query.q)
    params.set('page', String(n))
    return `?${params}`
  }
  const brandQuery = `?brand=${encodeURIComponent(page.brandId)}`
  return (
    <section className="admin-page" aria-labelledby="admin-customers-title">
      <h1 id="admin-customers-title">{`Customers: ${page.brandName}`}</h1>
      <Form method="get" className="admin-filters" role="search" aria-label="Find customers">
        <input type="hidden" name="brand" value={page.brandId} />
        <div className="field">
          <label className="field__label" htmlFor="customers-q">
            Name, e-mail or phone
          </label>
          <input id="customers-q" name="q" type="search" className="field__input" defaultValue={query.q} />
        </div>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </Form>
      {page.rows.length ? (
        <table className="admin-table" aria-labelledby="admin-customers-title">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Phone</th>
              <th scope="col">Registered</th>
              <th scope="col">E-mail verified</th>
              <th scope="col">Bookings</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`/admin/customers/${row.id}${brandQuery}`}>{row.name || row.email}</Link>
                </th>
                <td>{row.email}</td>
                <td>{row.phone ?? ''}</td>
                <td>{day(row.createdAt)}</td>
                <td>{yesNo(row.emailVerified)}</td>
                <td>{row.bookings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No customers match.</p>
      )}
      <nav className="admin-pager" aria-label="Pages of customers">
        {query.page > 1 ? <Link to={withPage(query.page - 1)}>Newer customers</Link> : null}
        {page.hasMore ? <Link to={withPage(query.page + 1)}>Older customers</Link> : null}
      </nav>
    </section>
  )
}

export function CustomerPage({ page, actionData }: { page: CustomerPageData; actionData?: CustomerActionData }) {
  const { customer } = page
  const brandQuery = `?brand=${encodeURIComponent(page.brandId)}`
  const { address } = customer
  const addressParts = [...address.lines, address.town, address.county, address.postCode, address.country].filter(
    (part): part is string => Boolean(part),
  )
  const title = [customer.title, customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email
  return (
    <section className="admin-page" aria-labelledby="admin-customer-title">
      <p>
        <Link to={`/admin/customers${brandQuery}`}>All customers</Link>
      </p>
      <h1 id="admin-customer-title">{`Customer: ${title}`}</h1>
      {actionData?.kind === 'done' ? <Notice kind="success">{actionData.message}</Notice> : null}
      {actionData?.kind === 'refused' ? <Notice kind="error">{actionData.message}</Notice> : null}

      <h2 id="customer-contact">Contact details</h2>
      <dl>
        <dt>E-mail</dt>
        <dd data-testid="customer-email">{customer.email}</dd>
        <dt>E-mail verified</dt>
        <dd data-testid="customer-verified">
          {customer.emailVerifiedAt ? `Yes, on ${day(customer.emailVerifiedAt)}` : 'No'}
        </dd>
        <dt>Mobile phone</dt>
        <dd>{customer.mobilePhone || 'Not given'}</dd>
        <dt>Home phone</dt>
        <dd>{customer.homePhone || 'Not given'}</dd>
        <dt>Date of birth</dt>
        <dd>{customer.dateOfBirth ? day(customer.dateOfBirth) : 'Not given'}</dd>
        <dt>Address</dt>
        <dd>
          {addressParts.length ? (
            <address>
              {addressParts.map((part, index) => (
                <span key={index}>
                  {index > 0 ? <br /> : null}
                  {part}
                </span>
              ))}
            </address>
          ) : (
            'Not given'
          )}
        </dd>
        <dt>Registered</dt>
        <dd>{day(customer.createdAt)}</dd>
      </dl>

      <h2 id="customer-marketing">Marketing preferences</h2>
      <dl>
        <dt>News and offers by e-mail</dt>
        <dd data-testid="customer-marketing-email">{yesNo(customer.marketingEmail)}</dd>
        <dt>Brochures and offers by post</dt>
        <dd data-testid="customer-marketing-mail">{yesNo(customer.marketingMail)}</dd>
      </dl>

      <h2 id="customer-bookings">Bookings</h2>
      {customer.bookings.length ? (
        <table className="admin-table" aria-labelledby="customer-bookings">
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Tour</th>
              <th scope="col">Departs</th>
              <th scope="col">Total</th>
              <th scope="col">Paid</th>
              <th scope="col">Balance</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {customer.bookings.map((booking) => (
              <tr key={booking.reference}>
                <th scope="row">
                  <Link to={`/admin/bookings/${booking.reference}${brandQuery}`}>{booking.reference}</Link>
                </th>
                <td>
                  {booking.tourName} <span className="admin-note">({booking.tourCode})</span>
                </td>
                <td>{day(booking.departureDate)}</td>
                <td>{money(booking.totalMinor, booking.currency)}</td>
                <td>{money(booking.amountPaidMinor, booking.currency)}</td>
                <td>{money(booking.balanceMinor, booking.currency)}</td>
                <td>{STATUS_LABELS[booking.status] ?? booking.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No bookings on this account.</p>
      )}

      <h2 id="customer-password">Password</h2>
      <p id="customer-password-hint">
        Sends the customer the same link as &ldquo;Forgotten your password?&rdquo; on the {page.brandName} site. Their
        password does not change until they choose a new one; older links stop working.
      </p>
      <Form
        method="post"
        className="admin-form"
        aria-labelledby="customer-password"
        aria-describedby="customer-password-hint"
      >
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="password-reset" />
        <SubmitButton>Send a password reset e-mail</SubmitButton>
      </Form>
    </section>
  )
}
