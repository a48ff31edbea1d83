import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { DONATION_ALLOCATION_TYPES } from '../../../lib/constants'
import { CellInput, CellTextarea, CsrfField, money, Notice, Pager, pounds, SelectField } from '../shell'
import type { ExtrasActionData, ExtrasIntent, ExtrasPageData } from './extras-admin.server'
import { DONATION_ALLOCATION_LABELS, EXTRA_DESCRIPTION_MAX, EXTRA_NAME_MAX, sharedVisaNote } from './extras-rules'

/*
 * /admin/extras (issue 14): the visas and donations the checkout sells, one table each. Every row is its own small
 * form: the inputs sit in the row's cells and belong to the form in its last cell through their `form` attribute
 * (a form cannot wrap a table row), so each row saves on its own, by keyboard and before hydration.
 */

type Errors = Record<string, string>

function rowState(actionData: ExtrasActionData | undefined, intent: ExtrasIntent, id: number) {
  if (actionData?.kind !== 'invalid' || actionData.intent !== intent || actionData.id !== id)
    return { errors: {} as Errors, values: null }
  return { errors: actionData.fieldErrors, values: actionData.values }
}

/** The row's form: the hidden fields and the save button; the row's inputs join it with form={id}. */
function RowForm({
  id,
  csrfToken,
  intent,
  rowId,
  label,
}: {
  id: string
  csrfToken: string
  intent: ExtrasIntent
  rowId: number
  label: string
}) {
  return (
    <Form method="post" id={id} className="admin-inline-form" preventScrollReset>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={rowId} />
      <button type="submit" className="button button--secondary" aria-label={`Save ${label}`}>
        Save
      </button>
    </Form>
  )
}

/** The pager under one of the two tables; the other table's page stays in the address. */
function ExtrasPager({
  page,
  param,
  noun,
  list,
}: {
  page: ExtrasPageData
  param: 'visaPage' | 'donationPage'
  noun: { one: string; many: string }
  list: { page: number; hasMore: boolean; rows: readonly unknown[] }
}) {
  if (list.page === 1 && !list.hasMore) return null
  const href = (n: number) => {
    const params = new URLSearchParams({ brand: page.brandId })
    const other = param === 'visaPage' ? page.donations.page : page.visas.page
    const otherParam = param === 'visaPage' ? 'donationPage' : 'visaPage'
    if (other > 1) params.set(otherParam, String(other))
    if (n > 1) params.set(param, String(n))
    return `?${params}`
  }
  return (
    <Pager
      page={list.page}
      pageSize={page.pageSize}
      shown={list.rows.length}
      total={{ hasMore: list.hasMore }}
      href={href}
      noun={noun}
      previousLabel={`Previous ${noun.many}`}
      nextLabel={`More ${noun.many}`}
    />
  )
}

function ActionNotice({ actionData }: { actionData: ExtrasActionData | undefined }) {
  if (!actionData) return null
  if (actionData.kind === 'refused') return <Notice kind="error">{actionData.message}</Notice>
  if (actionData.kind === 'invalid')
    return (
      <Notice kind="error">{`The ${actionData.intent} was not saved. Please correct the fields marked below.`}</Notice>
    )
  if (actionData.kind === 'unchanged') return <Notice kind="success">{`Nothing changed in ${actionData.name}.`}</Notice>
  return (
    <Notice kind="success">
      {actionData.intent === 'visa'
        ? `Saved ${actionData.name}, for every brand that sells it. New quotes use it now; the site shows it within seconds.`
        : `Saved ${actionData.name}. New quotes use it now; the site shows it within seconds.`}
    </Notice>
  )
}

/** What both tables' rows have: a name, a description and a price in minor units. */
interface ExtraRow {
  id: number
  name: string
  description: string
  priceMinor: number
  currency: string
}

/** The cells both tables share, each joined to the row's form: the name, the description and the price. */
function ExtraCells({
  form,
  label,
  extra,
  actionData,
  intent,
}: {
  form: string
  label: string
  extra: ExtraRow
  actionData: ExtrasActionData | undefined
  intent: ExtrasIntent
}) {
  const { errors, values } = rowState(actionData, intent, extra.id)
  return (
    <>
      <td>
        <CellInput
          form={form}
          id={`${form}-name`}
          name="name"
          width="text"
          label={`${label}: name`}
          defaultValue={values?.name ?? extra.name}
          error={errors.name}
          maxLength={EXTRA_NAME_MAX}
        />
      </td>
      <td>
        <CellTextarea
          form={form}
          id={`${form}-description`}
          name="description"
          label={`${label}: description (optional)`}
          defaultValue={values?.description ?? extra.description}
          error={errors.description}
          rows={3}
          maxLength={EXTRA_DESCRIPTION_MAX}
        />
      </td>
      <td>
        <CellInput
          form={form}
          id={`${form}-price`}
          name="price"
          label={`${label}: price (${extra.currency}), now ${money(extra.priceMinor, extra.currency)}`}
          defaultValue={values?.price ?? pounds(extra.priceMinor)}
          error={errors.price}
          inputMode="decimal"
        />
      </td>
    </>
  )
}

/**
 * One of the two tables with its heading, its note and its pager: the first column names the row, then the shared
 * Name, Description and Price, the table's own columns, and the row's Save.
 */
function ExtrasTable({
  kind,
  title,
  hint,
  caption,
  rowHeader,
  ownHeaders,
  rows,
  empty,
  pager,
}: {
  kind: 'visas' | 'donations'
  title: string
  hint: ReactNode
  caption: string
  rowHeader: string
  ownHeaders: string[]
  rows: ReactNode
  empty: string | null
  pager: ReactNode
}) {
  const titleId = `extras-${kind}-title`
  const hintId = `extras-${kind}-hint`
  return (
    <div className={`admin-extras-${kind}`}>
      <h2 id={titleId}>{title}</h2>
      <p className="admin-note" id={hintId}>
        {hint}
      </p>
      {empty === null ? (
        <div className="admin-table-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
          <table className="admin-table" aria-describedby={hintId}>
            <caption className="admin-table__caption">{caption}</caption>
            <thead>
              <tr>
                {[rowHeader, 'Name', 'Description', 'Price', ...ownHeaders].map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Save</span>
                </th>
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      ) : (
        <p>{empty}</p>
      )}
      {pager}
    </div>
  )
}

function VisasTable({ page, actionData }: { page: ExtrasPageData; actionData: ExtrasActionData | undefined }) {
  const { rows } = page.visas
  return (
    <ExtrasTable
      kind="visas"
      title="Visas"
      hint={
        <>
          The visas of the countries {page.brandName}&rsquo;s tours visit. A visa belongs to its country, not to a
          brand:{' '}
          <strong>
            a change to a visa&rsquo;s name, description or price changes it for every brand that sells that country
          </strong>{' '}
          (the last column names the others). New quotes use a new price at once; a traveller part-way through a
          checkout who already chose the visa sees the checkout&rsquo;s price-change notice.
        </>
      }
      caption={`Visas sold with ${page.brandName}’s tours, by country`}
      rowHeader="Country"
      ownHeaders={['Other brands']}
      empty={rows.length ? null : `No visas: none of ${page.brandName}’s tours visits a country that needs one.`}
      rows={rows.map((visa) => {
        const form = `visa-${visa.id}`
        const label = `${visa.countryName} visa`
        return (
          <tr key={`${visa.id}:${visa.priceMinor}:${visa.name}:${visa.description}`} data-testid={form}>
            <th scope="row">{visa.countryName}</th>
            <ExtraCells form={form} label={label} extra={visa} actionData={actionData} intent="visa" />
            <td>{sharedVisaNote(visa.brandNames, page.brandName) ?? 'None'}</td>
            <td>
              <RowForm id={form} csrfToken={page.csrfToken} intent="visa" rowId={visa.id} label={label} />
            </td>
          </tr>
        )
      })}
      pager={<ExtrasPager page={page} param="visaPage" noun={{ one: 'visa', many: 'visas' }} list={page.visas} />}
    />
  )
}

function DonationsTable({ page, actionData }: { page: ExtrasPageData; actionData: ExtrasActionData | undefined }) {
  const { rows } = page.donations
  return (
    <ExtrasTable
      kind="donations"
      title="Donations"
      hint={
        <>
          {page.brandName}&rsquo;s own donations. The checkout offers the active ones with departures in the same
          currency; untick &ldquo;Active&rdquo; to stop offering one (a price must stay above 0). If the name or
          description mentions the amount, change it there too.
        </>
      }
      caption={`Donations offered by ${page.brandName}`}
      rowHeader="Code"
      ownHeaders={['Given', 'Active']}
      empty={rows.length ? null : `${page.brandName} has no donations.`}
      rows={rows.map((donation) => {
        const form = `donation-${donation.id}`
        const { errors, values } = rowState(actionData, 'donation', donation.id)
        const label = `donation ${donation.code}`
        const activeId = `${form}-active`
        return (
          <tr
            key={`${donation.id}:${donation.priceMinor}:${donation.name}:${donation.description}:${donation.allocationType}:${donation.active}`}
            data-testid={form}
          >
            <th scope="row">{donation.code}</th>
            <ExtraCells form={form} label={label} extra={donation} actionData={actionData} intent="donation" />
            <td>
              <SelectField
                form={form}
                id={`${form}-allocationType`}
                name="allocationType"
                labelHidden
                fieldClassName="field--compact"
                label={`${label}: given per person or per booking`}
                defaultValue={values?.allocationType ?? donation.allocationType}
                error={errors.allocationType}
                options={DONATION_ALLOCATION_TYPES.map((type) => ({
                  value: type,
                  label: DONATION_ALLOCATION_LABELS[type],
                }))}
              />
            </td>
            <td>
              <input
                id={activeId}
                name="active"
                type="checkbox"
                value="yes"
                form={form}
                defaultChecked={values ? values.active === 'yes' : donation.active}
              />{' '}
              <label htmlFor={activeId}>
                Active<span className="visually-hidden">{`: ${label}`}</span>
              </label>
            </td>
            <td>
              <RowForm id={form} csrfToken={page.csrfToken} intent="donation" rowId={donation.id} label={label} />
            </td>
          </tr>
        )
      })}
      pager={
        <ExtrasPager
          page={page}
          param="donationPage"
          noun={{ one: 'donation', many: 'donations' }}
          list={page.donations}
        />
      }
    />
  )
}

export function ExtrasPage({ page, actionData }: { page: ExtrasPageData; actionData?: ExtrasActionData | undefined }) {
  return (
    <section className="admin-page" aria-labelledby="admin-extras-title">
      <h1 id="admin-extras-title">{`Extras: ${page.brandName}`}</h1>
      <ActionNotice actionData={actionData} />
      <VisasTable page={page} actionData={actionData} />
      <DonationsTable page={page} actionData={actionData} />
    </section>
  )
}
