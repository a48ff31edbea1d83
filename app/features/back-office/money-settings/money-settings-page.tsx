import { Form } from 'react-router'
import {
  chargeInWords,
  DEFAULT_AMENDMENT_FEE_MINOR,
  DEFAULT_REMINDER_DAYS_BEFORE,
  DEFAULT_WISHLIST_FEW_PLACES,
  type CancellationBand,
} from '../../ledger'
import {
  CsrfField,
  DataTable,
  day,
  InputField,
  MoneyInput,
  Notice,
  SelectField,
  SubmitButton,
  type Column,
} from '../shell'
import type { MoneySettingsActionData, MoneySettingsPageData } from './money-settings-page.server'
import {
  AMENDMENT_FEE_FIELD,
  APPROVAL_LIMIT_FIELD,
  bandDaysInWords,
  bandFieldNames,
  CHARGE_CHOICES,
  OVERDUE_CANCEL_FIELD,
  REMINDER_DAYS_FIELD,
  WISHLIST_FEW_PLACES_FIELD,
} from './money-settings-rules'

/*
 * /admin/cancellation-policy (issue 25): what the brand's customers read, the bands as they stand, and the form that
 * changes them with the sales agents' approval limit. One fieldset per band (three fields side by side on a wide
 * screen, stacked on a phone) rather than inputs in a table: nothing scrolls sideways. A plain form post, so it
 * works before hydration; a refusal comes back with what was typed and a message on each field.
 */

interface BandRow {
  index: number
  band: CancellationBand
}

export function MoneySettingsPage({
  page,
  actionData,
}: {
  page: MoneySettingsPageData
  actionData: MoneySettingsActionData | undefined
}) {
  const invalid = actionData?.kind === 'invalid' ? actionData : null
  const errors = invalid?.fieldErrors ?? {}
  const rows = invalid?.rows ?? page.rows
  const columns: Column<BandRow>[] = [
    {
      key: 'days',
      header: 'Days before departure',
      rowHeader: true,
      cell: (row) => bandDaysInWords(page.policy, row.index),
    },
    { key: 'charge', header: 'Cancellation charge', cell: (row) => chargeInWords(row.band.charge) },
  ]
  return (
    <section className="admin-page money-settings" aria-labelledby="money-settings-title">
      <h1 id="money-settings-title">Cancellation policy</h1>
      <p className="admin-note">
        {page.brandName}.{' '}
        {page.updatedAt ? `Last changed ${day(page.updatedAt)}.` : 'The standard policy: it has not been changed.'}
      </p>
      {actionData?.kind === 'saved' ? <Notice kind="success">{actionData.message}</Notice> : null}
      {invalid ? <Notice kind="error">{invalid.formError}</Notice> : null}

      <h2 id="money-settings-bands">The bands now</h2>
      <DataTable
        labelledBy="money-settings-bands"
        columns={columns}
        rows={page.policy.bands.map((band, index) => ({ index, band }))}
        rowKey={(row) => row.band.fromDays}
        empty="No bands."
        testId="policy-bands"
      />

      <h2 id="money-settings-customer-words">What customers read</h2>
      <p className="admin-note">On every tour page’s booking terms and on the checkout’s confirmation.</p>
      <ul className="money-settings__words" aria-labelledby="money-settings-customer-words" data-testid="policy-words">
        {page.customerWords.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>

      <h2 id="money-settings-change">Change the policy</h2>
      <Form
        method="post"
        className="admin-form money-settings__form"
        aria-labelledby="money-settings-change"
        noValidate
      >
        <CsrfField token={page.csrfToken} />
        <p className="admin-note">
          Each band runs from the day it starts up to the day before the next band starts. One band must start at 0
          days: it covers the last weeks and the departure day. Clear a band’s days and charge to remove it.
        </p>
        {rows.map((row, index) => {
          const names = bandFieldNames(index)
          const spare = index >= page.policy.bands.length && !invalid
          return (
            <fieldset key={index} className="money-settings__band" data-testid={`band-${index}`}>
              <legend>
                Band {index + 1}
                {spare ? ' (optional, a new band)' : ''}
              </legend>
              <InputField
                name={names.from}
                label="Starts at (days before departure)"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={row.from}
                error={errors[names.from]}
              />
              <SelectField
                name={names.charge}
                label="Cancellation charge"
                options={CHARGE_CHOICES}
                defaultValue={row.charge}
                error={errors[names.charge]}
              />
              <InputField
                name={names.percent}
                label="Percentage of the holiday price"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={row.percent}
                error={errors[names.percent]}
              />
            </fieldset>
          )
        })}
        <MoneyInput
          name={APPROVAL_LIMIT_FIELD}
          label="Sales agents’ approval limit"
          hint="A sales agent’s refund or waived fee above this amount (in the booking’s currency) waits for an administrator’s approval."
          defaultMinor={page.approvalLimitMinor}
          defaultValue={invalid?.approvalLimit}
          error={errors[APPROVAL_LIMIT_FIELD]}
        />
        <fieldset className="money-settings__reminders" data-testid="reminder-settings">
          <legend>Balance reminders</legend>
          <InputField
            name={REMINDER_DAYS_FIELD}
            label="Days before the due date"
            hint={`Separated by commas. Leave empty for the standard ${DEFAULT_REMINDER_DAYS_BEFORE.join(', ')}. One more goes the day after the due date.`}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={invalid ? invalid.reminderDays : (page.reminderDaysBefore?.join(', ') ?? '')}
            error={errors[REMINDER_DAYS_FIELD]}
          />
          <InputField
            name={OVERDUE_CANCEL_FIELD}
            label="Cancel unpaid bookings after (days overdue)"
            hint="Leave empty for staff to decide: nothing is cancelled automatically. When set, a booking whose balance is still unpaid that many days after its due date is cancelled at 9 am with the fee of the policy above; its overdue reminder names the day, and the dashboard lists it."
            inputMode="numeric"
            autoComplete="off"
            defaultValue={
              invalid
                ? invalid.overdueCancelAfterDays
                : page.overdueCancelAfterDays === null
                  ? ''
                  : String(page.overdueCancelAfterDays)
            }
            error={errors[OVERDUE_CANCEL_FIELD]}
          />
        </fieldset>
        <fieldset className="money-settings__reminders" data-testid="wishlist-alert-settings">
          <legend>Wishlist alerts</legend>
          <InputField
            name={WISHLIST_FEW_PLACES_FIELD}
            label="Few places left (places or fewer)"
            hint={`Customers with alerts on a saved holiday are e-mailed when a departure is down to this many places. Leave empty for the standard ${DEFAULT_WISHLIST_FEW_PLACES}.`}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={invalid ? invalid.wishlistFewPlaces : (page.wishlistFewPlaces?.toString() ?? '')}
            error={errors[WISHLIST_FEW_PLACES_FIELD]}
          />
        </fieldset>
        <fieldset className="money-settings__reminders" data-testid="amendment-settings">
          <legend>Amendments</legend>
          <InputField
            name={AMENDMENT_FEE_FIELD}
            label="Amendment fee"
            hint={`Charged on each change staff make to a booking (a traveller added or removed, a room, excursions, a move to another departure); staff may waive it with a reason. Leave empty for the standard ${(DEFAULT_AMENDMENT_FEE_MINOR / 100).toFixed(2)} (in the booking’s currency).`}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={
              invalid
                ? invalid.amendmentFee
                : page.amendmentFeeMinor === null
                  ? ''
                  : (page.amendmentFeeMinor / 100).toFixed(2)
            }
            error={errors[AMENDMENT_FEE_FIELD]}
          />
        </fieldset>
        <div className="admin-actions">
          <SubmitButton>Save the policy</SubmitButton>
        </div>
      </Form>
    </section>
  )
}
