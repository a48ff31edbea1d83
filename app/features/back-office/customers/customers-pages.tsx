import { Form, Link, useLocation } from 'react-router'
import {
  CsrfField,
  DataTable,
  linkColumn,
  day,
  FilterForm,
  InputField,
  Notice,
  Pager,
  SubmitButton,
  withParams,
} from '../shell'
import {
  CustomerBookings,
  CustomerContactForm,
  CustomerEmails,
  CustomerNotes,
  CustomerPayments,
} from './customer-sections'
import type { CustomerActionData, CustomerPageData, CustomersPageData } from './customers-pages.server'

type CustomerRow = CustomersPageData['rows'][number]

/*
 * The customers pages of the back office (issue 14; every booker since issue 26): the search over accounts and guest
 * bookers, and one customer with their bookings, payments, e-mails and notes.
 */

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No')

export function CustomersPage({ page }: { page: CustomersPageData }) {
  const { query } = page
  const search = new URLSearchParams(useLocation().search)
  search.set('brand', page.brandId)
  const brandQuery = `?brand=${encodeURIComponent(page.brandId)}`
  return (
    <section className="admin-page" aria-labelledby="admin-customers-title">
      <h1 id="admin-customers-title">{`Customers: ${page.brandName}`}</h1>
      <p>Everyone who has an account or has booked: a guest booker is listed by the e-mail address they booked with.</p>
      <FilterForm label="Find customers" brandId={page.brandId}>
        <InputField
          id="customers-q"
          name="q"
          type="search"
          label="Name, e-mail, phone or booking reference"
          defaultValue={query.q}
        />
      </FilterForm>
      <DataTable
        labelledBy="admin-customers-title"
        rows={page.rows}
        rowKey={(row) => row.path}
        empty="No customers match."
        columns={[
          linkColumn<CustomerRow>(
            'name',
            'Name',
            (row) => `/admin/customers/${row.path}${brandQuery}`,
            (row) => row.name || row.email,
          ),
          { key: 'kind', header: 'Account', cell: (row) => (row.kind === 'guest' ? 'Guest booker' : 'Registered') },
          { key: 'email', header: 'E-mail', value: (row) => row.email },
          { key: 'phone', header: 'Phone', value: (row) => row.phone },
          { key: 'since', header: 'Since', kind: 'date', value: (row) => row.since },
          {
            key: 'verified',
            header: 'E-mail verified',
            cell: (row) => (row.kind === 'guest' ? '—' : yesNo(row.emailVerified)),
          },
          { key: 'bookings', header: 'Bookings', kind: 'number', value: (row) => row.bookings },
        ]}
      />
      <Pager
        page={query.page}
        pageSize={page.pageSize}
        shown={page.rows.length}
        total={{ hasMore: page.hasMore }}
        href={(n) => withParams(search, { page: String(n) })}
        noun={{ one: 'customer', many: 'customers' }}
        previousLabel="Newer customers"
        nextLabel="Older customers"
      />
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
  const guest = customer.kind === 'guest'
  return (
    <section className="admin-page" aria-labelledby="admin-customer-title">
      <p>
        <Link to={`/admin/customers${brandQuery}`}>All customers</Link>
      </p>
      <h1 id="admin-customer-title">{`${guest ? 'Guest booker' : 'Customer'}: ${title}`}</h1>
      {guest ? (
        <p data-testid="customer-guest">
          Booked without an account. If they register with {customer.email} and confirm the address, their bookings and
          these notes move to the account.
        </p>
      ) : null}
      {actionData?.kind === 'done' ? <Notice kind="success">{actionData.message}</Notice> : null}
      {actionData?.kind === 'refused' ? <Notice kind="error">{actionData.message}</Notice> : null}

      <h2 id="customer-contact">Contact details</h2>
      <dl>
        <dt>E-mail</dt>
        <dd data-testid="customer-email">{customer.email}</dd>
        {guest ? null : (
          <>
            <dt>E-mail verified</dt>
            <dd data-testid="customer-verified">
              {customer.emailVerifiedAt ? `Yes, on ${day(customer.emailVerifiedAt)}` : 'No'}
            </dd>
          </>
        )}
        <dt>{guest ? 'Phone' : 'Mobile phone'}</dt>
        <dd data-testid="customer-phone">{customer.mobilePhone || 'Not given'}</dd>
        {guest ? null : (
          <>
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
          </>
        )}
        <dt>{guest ? 'First booked' : 'Registered'}</dt>
        <dd>{day(customer.since)}</dd>
      </dl>
      <CustomerContactForm page={page} actionData={actionData} />

      <h2 id="customer-marketing">Marketing preferences</h2>
      <dl>
        <dt>News and offers by e-mail</dt>
        <dd data-testid="customer-marketing-email">{yesNo(customer.marketingEmail)}</dd>
        <dt>Brochures and offers by post</dt>
        <dd data-testid="customer-marketing-mail">{yesNo(customer.marketingMail)}</dd>
      </dl>
      {guest ? <p className="admin-note">As they chose on their latest booking.</p> : null}

      <CustomerBookings page={page} />
      <CustomerPayments page={page} />
      <CustomerEmails page={page} />
      <CustomerNotes page={page} actionData={actionData} />

      {guest ? null : (
        <>
          <h2 id="customer-password">Password</h2>
          <p id="customer-password-hint">
            Sends the customer the same link as &ldquo;Forgotten your password?&rdquo; on the {page.brandName} site.
            Their password does not change until they choose a new one; older links stop working.
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
        </>
      )}
    </section>
  )
}
