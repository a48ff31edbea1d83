import { useEffect, useRef, type ReactNode } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { TITLES } from '../../../checkout/index.rules'
import {
  CheckboxField,
  CsrfField,
  DataTable,
  day,
  InputField,
  money,
  SelectField,
  SubmitButton,
  type Column,
} from '../../shell'
import type { AmendmentKind } from '../amendment-rules'
import type { AmendmentReview, AmendmentReviewFigures } from '../amendment-actions.server'
import type { BookingActionData, BookingPageData } from '../bookings-pages.server'

/*
 * Changing a booking (issue 26; ADR 0060): add or remove a traveller, change a room's type, add or remove an
 * excursion, move to another departure. Each form posts step=review first; the server answers the price difference,
 * the amendment fee and the money before and after, writing nothing; the review's one button posts the same values
 * with confirm=yes, and the server checks everything again under the departure lock when it makes the change.
 */

type Options = NonNullable<BookingPageData['amendments']>
type Values = Record<string, string>

const TITLES_OF: Record<AmendmentKind, string> = {
  'add-traveller': 'Add a traveller',
  'remove-traveller': 'Remove a traveller',
  'change-room': 'Change a room',
  excursions: 'Add or remove an excursion',
  transfer: 'Move to another departure',
}

export function BookingAmendments({ page, actionData }: { page: BookingPageData; actionData?: BookingActionData }) {
  const options = page.amendments
  if (!options) return null
  const review = actionData?.kind === 'amendment-review' ? actionData.review : undefined
  const refused = actionData?.kind === 'invalid' && actionData.intent === 'amend' ? actionData : undefined
  const openKind = refused?.values.kind
  const formOf = (kind: AmendmentKind, body: (values: Values, errors: Values) => ReactNode) => {
    const mine = openKind === kind ? refused : undefined
    const values = mine?.values ?? {}
    const errors = mine?.fieldErrors ?? {}
    const refusal = options.refusals[kind]
    return (
      <details className="admin-amend" open={mine !== undefined}>
        <summary>{TITLES_OF[kind]}</summary>
        {refusal ? (
          <p>{refusal}</p>
        ) : (
          <Form method="post" className="admin-form" aria-label={TITLES_OF[kind]} noValidate>
            <CsrfField token={page.csrfToken} />
            <input type="hidden" name="intent" value="amend" />
            <input type="hidden" name="kind" value={kind} />
            {body(values, errors)}
            <CommonFields
              kind={kind}
              values={values}
              errors={errors}
              options={options}
              currency={page.booking.currency}
            />
            <button type="submit" name="step" value="review" className="button button--secondary">
              Review the change
            </button>
          </Form>
        )}
      </details>
    )
  }
  return (
    <section aria-labelledby="booking-amendments">
      <h2 id="booking-amendments">Change the booking</h2>
      {review ? (
        <AmendmentReviewPanel review={review} page={page} />
      ) : (
        <>
          <p>
            Each change shows its price difference, the amendment fee of{' '}
            {money(options.feeMinor, page.booking.currency)} and the new balance before anything is saved. The customer
            is e-mailed the new figures.
          </p>
          {formOf('add-traveller', (values, errors) => (
            <AddTraveller options={options} page={page} values={values} errors={errors} />
          ))}
          {formOf('remove-traveller', (values, errors) => (
            <SelectField
              id="amend-remove-passenger"
              name="passengerId"
              label="Traveller"
              options={page.booking.passengers
                .filter((passenger) => !passenger.isLead)
                .map((passenger) => ({
                  value: String(passenger.id),
                  label: `${passenger.firstName} ${passenger.lastName}${passenger.room ? ` (${passenger.room})` : ''}`,
                }))}
              defaultValue={values.passengerId}
              error={errors.passengerId}
              hint="The lead traveller stays: they are the booking’s contact."
            />
          ))}
          {formOf('change-room', (values, errors) => (
            <>
              <SelectField
                id="amend-room-room"
                name="bookingRoomId"
                label="Room"
                options={options.rooms.map((room) => ({
                  value: String(room.id),
                  label: `${room.name}, ${travellers(room.travellers)}`,
                }))}
                defaultValue={values.bookingRoomId}
                error={errors.bookingRoomId}
              />
              <SelectField
                id="amend-room-type"
                name="roomTypeId"
                label="New room type"
                options={options.roomTypes.map((type) => ({ value: String(type.id), label: type.name }))}
                defaultValue={values.roomTypeId}
                error={errors.roomTypeId}
                hint={roomTypesInWords(options.roomTypes, page.booking.currency)}
              />
            </>
          ))}
          {options.excursions.length
            ? formOf('excursions', (values, errors) => (
                <>
                  <SelectField
                    id="amend-excursion-action"
                    name="action"
                    label="Add or remove"
                    options={[
                      { value: 'add', label: 'Add' },
                      { value: 'remove', label: 'Remove' },
                    ]}
                    defaultValue={values.action}
                    error={errors.action}
                  />
                  <SelectField
                    id="amend-excursion"
                    name="excursionId"
                    label="Excursion"
                    options={options.excursions.map((excursion) => ({
                      value: String(excursion.id),
                      label: `${excursion.name}, ${money(excursion.priceMinor, page.booking.currency)} per traveller`,
                    }))}
                    defaultValue={values.excursionId}
                    error={errors.excursionId}
                  />
                  <SelectField
                    id="amend-excursion-passenger"
                    name="passengerId"
                    label="Traveller"
                    options={page.booking.passengers.map((passenger) => ({
                      value: String(passenger.id),
                      label: `${passenger.firstName} ${passenger.lastName}`,
                    }))}
                    defaultValue={values.passengerId}
                    error={errors.passengerId}
                  />
                </>
              ))
            : null}
          {formOf('transfer', (values, errors) => (
            <>
              <InputField
                id="amend-transfer-departure"
                name="departureCode"
                label="New departure code"
                list="amend-transfer-dates"
                autoComplete="off"
                defaultValue={values.departureCode}
                error={errors.departureCode}
                hint={
                  <>
                    Any departure of this brand at least 10 days away. Each room moves to the room type of the same
                    name, else one its travellers fit; another tour’s excursions are credited.
                    {options.departures.length
                      ? ` Other dates of this tour: ${options.departures
                          .slice(0, 6)
                          .map(
                            (departure) =>
                              `${departure.code} (${day(departure.startDate)}, ${departure.placesLeft} left)`,
                          )
                          .join('; ')}${options.departures.length > 6 ? '; …' : ''}.`
                      : ''}
                  </>
                }
              />
              <datalist id="amend-transfer-dates">
                {options.departures.map((departure) => (
                  <option key={departure.id} value={departure.code}>
                    {`${day(departure.startDate)}, ${departure.placesLeft} left`}
                  </option>
                ))}
              </datalist>
            </>
          ))}
        </>
      )}
    </section>
  )
}

function travellers(count: number): string {
  return count === 1 ? '1 traveller' : `${count} travellers`
}

/** The departure's room types as a hint under a short list (a long option would be cut off on a phone). */
function roomTypesInWords(types: Options['roomTypes'], currency: string): string {
  return types
    .map(
      (type) =>
        `${type.name}: for ${type.occupancy}, ${money(type.pricePerPersonMinor * type.occupancy, currency)} a room, ${type.left} left`,
    )
    .join('; ')
}

function AddTraveller({
  options,
  page,
  values,
  errors,
}: {
  options: Options
  page: BookingPageData
  values: Values
  errors: Values
}) {
  const choices = [
    ...options.rooms
      .filter((room) => room.travellers < room.occupancy)
      .map((room) => ({ value: `room:${room.id}`, label: `A free place in the ${room.name}` })),
    ...options.roomTypes
      .filter((type) => type.left > 0)
      .map((type) => ({ value: `new:${type.id}`, label: `A new ${type.name}` })),
  ]
  return (
    <>
      <SelectField
        id="amend-add-room"
        name="roomChoice"
        label="Room"
        options={choices}
        defaultValue={values.roomChoice}
        error={errors.roomChoice}
        hint={roomTypesInWords(options.roomTypes, page.booking.currency)}
      />
      <SelectField
        id="amend-add-title"
        name="title"
        label="Title"
        options={TITLES}
        defaultValue={values.title}
        error={errors.title}
      />
      <InputField
        id="amend-add-first"
        name="firstName"
        label="First name"
        defaultValue={values.firstName}
        error={errors.firstName}
        autoComplete="off"
      />
      <InputField
        id="amend-add-last"
        name="lastName"
        label="Last name"
        defaultValue={values.lastName}
        error={errors.lastName}
        autoComplete="off"
      />
      <InputField
        id="amend-add-dob"
        name="dateOfBirth"
        label="Date of birth"
        type="date"
        defaultValue={values.dateOfBirth}
        error={errors.dateOfBirth}
      />
    </>
  )
}

function CommonFields({
  kind,
  values,
  errors,
  options,
  currency,
}: {
  kind: AmendmentKind
  values: Values
  errors: Values
  options: Options
  currency: string
}) {
  return (
    <>
      <InputField
        id={`amend-${kind}-reason`}
        name="reason"
        label="Reason"
        maxLength={500}
        defaultValue={values.reason}
        error={errors.reason}
      />
      <CheckboxField
        id={`amend-${kind}-waive`}
        name="waiveFee"
        label={`Waive the ${money(options.feeMinor, currency)} amendment fee`}
        defaultChecked={values.waiveFee === 'yes'}
      />
      <InputField
        id={`amend-${kind}-waiver`}
        name="waiverReason"
        label="Reason for waiving the fee (if waived)"
        maxLength={500}
        defaultValue={values.waiverReason}
        error={errors.waiverReason}
      />
    </>
  )
}

interface ReviewRow {
  label: string
  before: number | null
  after: number
}

function AmendmentReviewPanel({ review, page }: { review: AmendmentReview; page: BookingPageData }) {
  const { currency } = page.booking
  const heading = useRef<HTMLHeadingElement>(null)
  const location = useLocation()
  useEffect(() => heading.current?.focus(), [])
  const figure = (label: string, pick: (figures: AmendmentReviewFigures) => number): ReviewRow => ({
    label,
    before: pick(review.before),
    after: pick(review.after),
  })
  const rows: ReviewRow[] = [
    { label: 'Price difference', before: null, after: review.differenceMinor },
    { label: review.feeWaived ? 'Amendment fee (waived)' : 'Amendment fee', before: null, after: review.feeMinor },
    figure('Total', (figures) => figures.totalMinor),
    figure('Paid, net of refunds', (figures) => figures.paidMinor),
    figure('Balance due', (figures) => figures.dueMinor),
    figure('To refund', (figures) => figures.toRefundMinor),
  ]
  const columns: Column<ReviewRow>[] = [
    { key: 'figure', header: 'Figure', rowHeader: true, cell: (row) => row.label },
    { key: 'now', header: 'Now', kind: 'money', value: (row) => row.before, currency: () => currency },
    { key: 'after', header: 'After', kind: 'money', value: (row) => row.after, currency: () => currency },
  ]
  return (
    <div className="admin-review" data-testid="review-amendment">
      <h3 id="review-amendment" ref={heading} tabIndex={-1}>
        Check the change
      </h3>
      <p data-testid="review-amendment-what">
        {review.description}. Reason: {review.values.reason}.
      </p>
      <p>
        Status now: {review.before.statusLabel}. After: {review.after.statusLabel}.
      </p>
      <DataTable
        labelledBy="review-amendment"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.label}
        empty="No figures."
      />
      <Form method="post" className="admin-form admin-review__actions">
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="amend" />
        {Object.entries(review.values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SubmitButton name="confirm" value="yes">
          Confirm the change
        </SubmitButton>{' '}
        <Link to={`${location.pathname}${location.search}`} className="button button--secondary">
          Change
        </Link>
      </Form>
    </div>
  )
}
