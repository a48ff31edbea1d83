// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfirmAction } from './confirm-action'
import { DataTable, linkColumn, moneyColumn, type Column } from './data-table'
import { CheckboxField, DateRangeFields, InputField, MoneyInput, SelectField, TextareaField } from './field'
import { FilterForm } from './filter-form'
import { RowAction } from './row-action'

afterEach(cleanup)

async function inRouter(node: ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <>{node}</> }])
  render(<Stub />)
  await screen.findByTestId('ready')
}

describe('CheckboxField', () => {
  it('labels the box, posts yes when ticked and reads its hint with it', () => {
    render(
      <CheckboxField name="published" id="tour-published" label="Published" hint="Shown on the site" defaultChecked />,
    )
    const box = screen.getByRole('checkbox', { name: 'Published' })
    expect(box).toHaveProperty('checked', true)
    expect(box.getAttribute('value')).toBe('yes')
    expect(box.getAttribute('aria-describedby')).toBe('tour-published-hint')
    expect(document.getElementById('tour-published-hint')?.textContent).toBe('Shown on the site')
  })
})

describe('DateRangeFields', () => {
  it('draws a from and a to date field with their values and errors', () => {
    render(
      <DateRangeFields
        idPrefix="report"
        fromLabel="Recorded from"
        toLabel="Recorded to"
        values={{ from: '2031-01-01' }}
        errors={{ to: 'Choose a day after the first.' }}
      />,
    )
    const from = screen.getByLabelText('Recorded from') as HTMLInputElement
    const to = screen.getByLabelText('Recorded to') as HTMLInputElement
    expect([from.id, from.name, from.type, from.value]).toEqual(['report-from', 'from', 'date', '2031-01-01'])
    expect([to.id, to.name, to.value]).toEqual(['report-to', 'to', ''])
    expect(to.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById('report-to-error')?.textContent).toBe('Choose a day after the first.')
  })
})

describe('Field', () => {
  it('wires the label, the hint and the error to the control', () => {
    render(<InputField name="email" label="E-mail address" hint="Where receipts go" error="Enter an e-mail address" />)
    const input = screen.getByLabelText('E-mail address')
    expect(input.id).toBe('field-email')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe('field-email-hint field-email-error')
    expect(document.getElementById('field-email-error')?.textContent).toBe('Enter an e-mail address')
    expect(document.getElementById('field-email-hint')?.textContent).toBe('Where receipts go')
  })
  it('is neither invalid nor described when there is nothing to say', () => {
    render(<InputField name="q" id="bookings-q" label="Search" type="search" />)
    const input = screen.getByRole('searchbox', { name: 'Search' })
    expect(input.id).toBe('bookings-q')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })
  it('makes a select from plain strings or value/label pairs, and a textarea', () => {
    render(
      <>
        <SelectField name="status" label="Status" options={[{ value: '', label: 'Any' }, 'confirmed']} />
        <TextareaField name="body" label="Add a note" rows={3} />
      </>,
    )
    const select = screen.getByRole('combobox', { name: 'Status' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'confirmed'])
    expect(screen.getByRole('textbox', { name: 'Add a note' }).tagName).toBe('TEXTAREA')
  })
})

describe('MoneyInput', () => {
  it('shows minor units as pounds and pence, and what was typed when a form comes back', () => {
    render(
      <>
        <MoneyInput name="price" label="Price per person" defaultMinor={129950} />
        <MoneyInput name="amount" label="Amount" defaultMinor={500} defaultValue="12.3x" />
        <MoneyInput name="none" label="Nothing yet" />
      </>,
    )
    const price = screen.getByLabelText<HTMLInputElement>('Price per person')
    expect(price.value).toBe('1299.50')
    expect(price.getAttribute('inputmode')).toBe('decimal')
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('12.3x')
    expect(screen.getByLabelText<HTMLInputElement>('Nothing yet').value).toBe('')
  })
})

interface Row {
  reference: string
  departs: string
  balanceMinor: number
  travellers: number
}
const columns: Column<Row>[] = [
  { key: 'reference', header: 'Reference', rowHeader: true, value: (row) => row.reference },
  { key: 'departs', header: 'Departs', kind: 'date', value: (row) => row.departs, sortable: true },
  { key: 'travellers', header: 'Travellers', kind: 'number', value: (row) => row.travellers },
  { key: 'balance', header: 'Balance', kind: 'money', value: (row) => row.balanceMinor },
]

describe('DataTable', () => {
  it('formats dates and money, right-aligns numbers and links sortable headers', async () => {
    await inRouter(
      <>
        <DataTable
          caption="Bookings"
          columns={columns}
          rows={[{ reference: 'MJ-1', departs: '2031-03-05', balanceMinor: 129950, travellers: 2 }]}
          rowKey={(row) => row.reference}
          empty="No bookings match."
          sort={{
            current: { key: 'departs', direction: 'asc' },
            href: (next) => `?sort=${next.key}&dir=${next.direction}`,
          }}
        />
        <span data-testid="ready" />
      </>,
    )
    const table = screen.getByRole('table', { name: 'Bookings' })
    const [, row] = within(table).getAllByRole('row')
    expect(within(row!).getByRole('rowheader').textContent).toBe('MJ-1')
    const cells = within(row!).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual(['5 Mar 2031', '2', '£1,299.50'])
    expect(cells.map((cell) => cell.className)).toEqual(['', 'admin-table__num', 'admin-table__num'])
    const departs = within(table).getByRole('columnheader', { name: /Departs/ })
    expect(departs.getAttribute('aria-sort')).toBe('ascending')
    expect(within(departs).getByRole('link').getAttribute('href')).toBe('/?sort=departs&dir=desc')
    expect(within(table).getByRole('columnheader', { name: 'Balance' }).className).toBe('admin-table__num')
  })
  it('builds a linked row header and money columns in the row’s own currency or a given one', async () => {
    type Sale = { reference: string; amountMinor: number; currency: string }
    await inRouter(
      <>
        <DataTable
          caption="Sales"
          columns={[
            linkColumn<Sale>(
              'reference',
              'Reference',
              (row) => `/admin/bookings/${row.reference}`,
              (row) => row.reference,
              'code',
            ),
            moneyColumn<Sale>('amount', 'Amount', (row) => row.amountMinor),
            moneyColumn<Sale>('inPounds', 'In pounds', (row) => row.amountMinor, 'GBP'),
          ]}
          rows={[{ reference: 'MJ-7', amountMinor: 1250, currency: 'EUR' }]}
          rowKey={(row) => row.reference}
          empty="No sales."
          describedBy="sales-note"
        />
        <span data-testid="ready" />
      </>,
    )
    const table = screen.getByRole('table', { name: 'Sales' })
    expect(table.getAttribute('aria-describedby')).toBe('sales-note')
    const [, row] = within(table).getAllByRole('row')
    const header = within(row!).getByRole('rowheader')
    expect(header.className).toBe('admin-table__code')
    expect(within(header).getByRole('link', { name: 'MJ-7' }).getAttribute('href')).toBe('/admin/bookings/MJ-7')
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12.50 EUR', '£12.50'])
  })
  it('draws footer rows (totals) in the same columns, and a named region that takes focus when asked', () => {
    render(
      <>
        <h2 id="totals-title">Balances</h2>
        <DataTable
          labelledBy="totals-title"
          region
          testId="balances"
          columns={columns}
          rows={[{ reference: 'MJ-1', departs: '2031-03-05', balanceMinor: 1000, travellers: 2 }]}
          footerRows={[{ reference: 'Total', departs: '', balanceMinor: 1000, travellers: 2 }]}
          rowKey={(row) => row.reference}
          empty="No bookings match."
        />
      </>,
    )
    const region = screen.getByRole('region', { name: 'Balances' })
    expect(region.getAttribute('tabindex')).toBe('0')
    const table = within(region).getByRole('table', { name: 'Balances' })
    expect(table.getAttribute('data-testid')).toBe('balances')
    const footer = table.querySelector('tfoot')!
    expect(within(footer).getByRole('rowheader').textContent).toBe('Total')
    expect(within(footer).getAllByRole('cell').at(-1)!.textContent).toBe('£10')
  })
  it('says so when there are no rows, instead of an empty grid', () => {
    render(
      <DataTable
        caption="Bookings"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.reference}
        empty="No bookings match."
      />,
    )
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByText('No bookings match.')).toBeTruthy()
  })
})

describe('FilterForm', () => {
  it('is a named search landmark that keeps the brand', async () => {
    await inRouter(
      <FilterForm label="Find bookings" brandId="coach">
        <InputField name="q" label="Reference" />
        <span data-testid="ready" />
      </FilterForm>,
    )
    const form = screen.getByRole('search', { name: 'Find bookings' })
    expect(form.getAttribute('method')).toBe('get')
    expect(form.querySelector<HTMLInputElement>('input[name="brand"]')?.value).toBe('coach')
    expect(within(form).getByRole('button', { name: 'Search' })).toBeTruthy()
  })
})

/** A form's hidden fields, name to value. */
function hiddenFieldsOf(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]),
  )
}

describe('ConfirmAction', () => {
  it('asks twice: a disclosure first, then a button that posts confirm=yes', async () => {
    await inRouter(
      <ConfirmAction
        label="Cancel booking"
        confirmLabel="Yes, cancel booking MJ-1"
        intent="cancel"
        csrfToken="token"
        fields={{ bookingId: 7 }}
      >
        <p data-testid="ready">Its places go back on sale.</p>
      </ConfirmAction>,
    )
    const details = screen.getByText('Cancel booking').closest('details')!
    expect(details.open).toBe(false)
    const button = within(details).getByRole('button', { name: 'Yes, cancel booking MJ-1', hidden: true })
    expect(button.getAttribute('name')).toBe('confirm')
    expect(button.getAttribute('value')).toBe('yes')
    const form = button.closest('form')!
    expect(form.getAttribute('method')).toBe('post')
    const hidden = hiddenFieldsOf(form)
    expect(hidden).toMatchObject({ intent: 'cancel', bookingId: '7' })
  })
  it('opens again with the refusal when the server says no', async () => {
    await inRouter(
      <ConfirmAction label="Delete" confirmLabel="Yes, delete" intent="delete" csrfToken="t" error="It is in use.">
        <p data-testid="ready">Gone for good.</p>
      </ConfirmAction>,
    )
    expect(screen.getByText('Delete').closest('details')!.open).toBe(true)
    expect(screen.getByRole('alert').textContent).toBe('It is in use.')
  })
})

describe('RowAction', () => {
  it('posts its intent and the row, its button named after the row', async () => {
    await inRouter(
      <>
        <RowAction
          intent="retry"
          fields={{ emailId: 12 }}
          csrfToken="token"
          label="Retry"
          object=": e-mail 12 to ann@example.com"
        />
        <span data-testid="ready" />
      </>,
    )
    const button = screen.getByRole('button', { name: 'Retry: e-mail 12 to ann@example.com' })
    const form = button.closest('form')!
    expect(form.getAttribute('method')).toBe('post')
    const hidden = hiddenFieldsOf(form)
    expect(hidden).toEqual({ csrfToken: 'token', intent: 'retry', emailId: '12' })
  })
})
