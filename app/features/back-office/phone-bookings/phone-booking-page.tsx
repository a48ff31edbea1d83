// Long file (over 400 lines): the phone booking's four steps (rooms and travellers, extras, passenger details, review with discount and settle) are one page whose forms share the page data and the refused answer; each step is its own component below.
import { useEffect, useRef, useState } from 'react'
import { Form, Link } from 'react-router'
import { Stylesheet } from '../../../components/ui/stylesheet'
import stylesHref from './phone-booking.css?url'
import { CardFrame } from '../../payments'
import { CsrfField, InputField, MoneyInput, Notice, SelectField, SubmitButton, money, day } from '../shell'
import type {
  PhoneBookingActionData,
  PhoneBookingPageData,
  PhoneDepartureFinderData,
  PhoneStep,
} from './phone-booking-page.server'
import { MAX_ROOMS_PER_TYPE, detailField, leadField, travellerField, travellerSlots } from './phone-booking-form'

/*
 * The phone booking page (issue 26, ADR 0059): plain server forms, one step at a time, that work before hydration
 * and by keyboard; the card step embeds the provider's card frame, whose return page tells this page the payment is
 * done (a browser message), and a "Confirm the booking" button does the same without it.
 */

type Refused = Extract<PhoneBookingActionData, { kind: 'refused' }>

const STEP_LABELS: Record<PhoneStep, string> = {
  rooms: 'Rooms and travellers',
  extras: 'Extras and excursions',
  details: 'Passenger details',
  review: 'Review and settle',
}

const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms']
const SEXES = ['Male', 'Female']

function StepList({ page }: { page: PhoneBookingPageData }) {
  const steps = Object.keys(STEP_LABELS) as PhoneStep[]
  const current = steps.indexOf(page.step)
  const base = `/admin/bookings/new?departure=${page.departure.id}&brand=${encodeURIComponent(page.brandId)}`
  return (
    <nav aria-label="Booking steps" className="phone-booking__steps">
      <ol>
        {steps.map((step, index) => {
          const label = `${index + 1}. ${STEP_LABELS[step]}`
          const reachable = page.quote !== null && index < current
          return (
            <li key={step} aria-current={step === page.step ? 'step' : undefined}>
              {reachable ? <Link to={`${base}&quote=${page.quote!.id}&step=${step}`}>{label}</Link> : label}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

function RoomsStep({ page, refused }: { page: PhoneBookingPageData; refused: Refused | null }) {
  const counts = page.counts
  const slots = travellerSlots(page.rooms, counts)
  const values = refused?.values ?? {}
  const errors = refused?.fieldErrors ?? {}
  const names = new Map((page.quote?.passengers ?? []).map((passenger, index) => [index, passenger] as const))
  return (
    <>
      <Form method="get" className="admin-form" aria-labelledby="phone-rooms-title">
        <h2 id="phone-rooms-title">Rooms</h2>
        <input type="hidden" name="departure" value={page.departure.id} />
        <input type="hidden" name="brand" value={page.brandId} />
        {page.quote ? <input type="hidden" name="quote" value={page.quote.id} /> : null}
        <div className="phone-booking__rooms">
          {page.rooms.map((room) => (
            <SelectField
              key={room.id}
              name={`count-${room.id}`}
              label={`${room.name} (${room.occupancy === 1 ? '1 person' : `${room.occupancy} people`}), ${money(room.pricePerPersonMinor, page.currency)} per person`}
              hint={room.left > 0 ? `${room.left} left` : 'None left'}
              defaultValue={String(counts[String(room.id)] ?? 0)}
              options={Array.from({ length: Math.min(room.left, MAX_ROOMS_PER_TYPE) + 1 }, (_, count) => String(count))}
              disabled={room.left === 0}
            />
          ))}
        </div>
        <SubmitButton variant="secondary">Enter the travellers</SubmitButton>
      </Form>
      {slots.length > 0 ? (
        <Form method="post" className="admin-form" aria-labelledby="phone-travellers-title" noValidate>
          <h2 id="phone-travellers-title">Travellers</h2>
          <CsrfField token={page.csrfToken} />
          {Object.entries(counts).map(([roomId, count]) => (
            <input key={roomId} type="hidden" name={`count-${roomId}`} value={count} />
          ))}
          {slots.map((slot, index) => {
            const room = page.rooms.find((type) => type.id === slot.roomId)!
            const first = travellerField(slot.roomId, slot.room, slot.bed, 'first')
            const last = travellerField(slot.roomId, slot.room, slot.bed, 'last')
            const known = names.get(index)
            return (
              <fieldset key={first} className="phone-booking__traveller">
                <legend>{`${room.name} ${slot.room + 1}, traveller ${slot.bed + 1}${index === 0 ? ' (lead)' : ''}`}</legend>
                <InputField
                  name={first}
                  label="First name"
                  autoComplete="off"
                  defaultValue={values[first] ?? known?.firstName}
                  error={errors[`passengers.${index}.firstName`]}
                />
                <InputField
                  name={last}
                  label="Last name"
                  autoComplete="off"
                  defaultValue={values[last] ?? known?.lastName}
                  error={errors[`passengers.${index}.lastName`]}
                />
              </fieldset>
            )
          })}
          {page.addOns.length > 0 ? <TourExtension page={page} refused={refused} /> : null}
          <SubmitButton name="intent" value="rooms">
            Hold the places and continue
          </SubmitButton>
        </Form>
      ) : null}
    </>
  )
}

/** The tour extension (the checkout's add-on step): none, or one of those offered with the departure. */
function TourExtension({ page, refused }: { page: PhoneBookingPageData; refused: Refused | null }) {
  const chosen = refused?.values.addOn ?? String(page.quote?.addOnDepartureId ?? 'none')
  const error = refused?.fieldErrors['addOnDepartureIds.0']
  const options = [
    { value: 'none', label: 'No extension' },
    ...page.addOns.map((addOn) => ({
      value: String(addOn.departureId),
      label: `${addOn.name}, from ${addOn.date}, ${addOn.durationDays} days: ${money(addOn.priceMinor, page.currency)} per person`,
    })),
  ]
  return (
    <fieldset className="phone-booking__extension" aria-describedby={error ? 'phone-extension-error' : undefined}>
      <legend>Tour extension</legend>
      {error ? (
        <p id="phone-extension-error" className="field__error">
          {error}
        </p>
      ) : null}
      {options.map((option) => (
        <div key={option.value} className="field">
          <input
            type="radio"
            id={`add-on-${option.value}`}
            name="addOn"
            value={option.value}
            defaultChecked={chosen === option.value}
          />{' '}
          <label htmlFor={`add-on-${option.value}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  )
}

function ExtrasStep({ page }: { page: PhoneBookingPageData }) {
  const quote = page.quote!
  return (
    <Form method="post" className="admin-form" aria-labelledby="phone-extras-title">
      <h2 id="phone-extras-title">Extras and excursions</h2>
      <CsrfField token={page.csrfToken} />
      {quote.excursions.length === 0 ? <p>This tour has no excursions to add.</p> : null}
      {quote.excursions.map((excursion) => (
        <fieldset key={excursion.code} className="phone-booking__excursion">
          <legend>{`${excursion.name}, ${money(excursion.priceMinor, page.currency)} per person`}</legend>
          {quote.passengers.map((passenger) => {
            const id = `x-${excursion.code}-${passenger.id}`
            return (
              <div key={passenger.id} className="field">
                <input
                  type="checkbox"
                  id={id}
                  name={`x-${excursion.code}`}
                  value={passenger.id}
                  defaultChecked={excursion.selected.includes(passenger.id)}
                />{' '}
                <label htmlFor={id}>{`${passenger.firstName} ${passenger.lastName}`}</label>
              </div>
            )
          })}
        </fieldset>
      ))}
      <SubmitButton name="intent" value="extras">
        Continue to passenger details
      </SubmitButton>
    </Form>
  )
}

function YesNo({
  name,
  legend,
  value,
  error,
}: {
  name: string
  legend: string
  value: string | undefined
  error: string | undefined
}) {
  return (
    <fieldset className="phone-booking__yes-no" aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{legend}</legend>
      {['no', 'yes'].map((choice) => (
        <span key={choice}>
          <input type="radio" id={`${name}-${choice}`} name={name} value={choice} defaultChecked={value === choice} />{' '}
          <label htmlFor={`${name}-${choice}`}>{choice === 'yes' ? 'Yes' : 'No'}</label>{' '}
        </span>
      ))}
      {error ? (
        <p className="field__error" id={`${name}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

function DetailsStep({ page, refused }: { page: PhoneBookingPageData; refused: Refused | null }) {
  const quote = page.quote!
  const values = refused?.values ?? {}
  const errors = refused?.fieldErrors ?? {}
  const lead = (field: string) => values[leadField(field)]
  const leadIndex = Math.max(
    0,
    quote.passengers.findIndex((passenger) => passenger.lead),
  )
  const leadError = (field: string) => errors[`passengers.${leadIndex}.${field}`]
  return (
    <Form method="post" className="admin-form admin-form--wide" aria-labelledby="phone-details-title" noValidate>
      <h2 id="phone-details-title">Passenger details</h2>
      <CsrfField token={page.csrfToken} />
      <input type="hidden" name="passengerCount" value={quote.passengers.length} />
      {quote.passengers.map((passenger, index) => {
        const name = (field: string) => detailField(index, field)
        const error = (field: string) => errors[`passengers.${index}.${field}`]
        const value = (field: string) => values[name(field)]
        return (
          <fieldset key={passenger.id} className="phone-booking__passenger">
            <legend>{`${passenger.firstName} ${passenger.lastName}${passenger.lead ? ' (lead passenger)' : ''}`}</legend>
            <input type="hidden" name={name('passengerId')} value={passenger.id} />
            {passenger.lead ? <input type="hidden" name={name('lead')} value="yes" /> : null}
            <input type="hidden" name={name('firstName')} value={passenger.firstName} />
            <input type="hidden" name={name('lastName')} value={passenger.lastName} />
            <div className="phone-booking__row">
              <SelectField
                name={name('title')}
                label="Title"
                options={[{ value: '', label: 'Choose' }, ...TITLES.map((title) => ({ value: title, label: title }))]}
                defaultValue={value('title') ?? ''}
                error={error('title')}
              />
              <SelectField
                name={name('sex')}
                label="Sex"
                options={[{ value: '', label: 'Choose' }, ...SEXES.map((sex) => ({ value: sex, label: sex }))]}
                defaultValue={value('sex') ?? ''}
                error={error('sex')}
              />
              <InputField
                name={name('otherNames')}
                label="Middle names (optional)"
                required={false}
                defaultValue={value('otherNames')}
                error={error('otherNames')}
              />
            </div>
            <fieldset className="phone-booking__row">
              <legend>Date of birth</legend>
              <InputField
                name={name('day')}
                label="Day"
                inputMode="numeric"
                defaultValue={value('day')}
                className="admin-number-input"
              />
              <InputField
                name={name('month')}
                label="Month"
                inputMode="numeric"
                defaultValue={value('month')}
                className="admin-number-input"
              />
              <InputField
                name={name('year')}
                label="Year"
                inputMode="numeric"
                defaultValue={value('year')}
                className="admin-number-input"
              />
            </fieldset>
            {error('dateOfBirth') ? <p className="field__error">{error('dateOfBirth')}</p> : null}
            <YesNo
              name={name('mobility')}
              legend="Mobility limitations?"
              value={value('mobility')}
              error={error('mobilityLimitations')}
            />
            <InputField
              name={name('mobilityDetails')}
              label="Mobility details (if yes)"
              required={false}
              defaultValue={value('mobilityDetails')}
              error={error('mobilityDetails')}
            />
            <YesNo
              name={name('dietary')}
              legend="Dietary requests?"
              value={value('dietary')}
              error={error('dietaryRequests')}
            />
            <InputField
              name={name('dietaryRequirements')}
              label="Dietary requirements (if yes)"
              required={false}
              defaultValue={value('dietaryRequirements')}
              error={error('dietaryRequirements')}
            />
          </fieldset>
        )
      })}
      <fieldset className="phone-booking__passenger">
        <legend>The lead passenger’s contact details</legend>
        <div className="phone-booking__row">
          <InputField
            name={leadField('email')}
            type="email"
            label="E-mail"
            autoComplete="off"
            defaultValue={lead('email')}
            error={leadError('email')}
          />
          <InputField
            name={leadField('confirmEmail')}
            type="email"
            label="E-mail again"
            autoComplete="off"
            defaultValue={lead('confirmEmail')}
            error={leadError('confirmEmail')}
          />
        </div>
        <div className="phone-booking__row">
          <InputField
            name={leadField('mobilePhone')}
            label="Mobile phone"
            defaultValue={lead('mobilePhone')}
            error={leadError('mobilePhone')}
          />
          <InputField
            name={leadField('homePhone')}
            label="Home phone"
            defaultValue={lead('homePhone')}
            error={leadError('homePhone')}
          />
        </div>
        <InputField
          name={leadField('line1')}
          label="Address line 1"
          defaultValue={lead('line1')}
          error={leadError('address.addressLines.0')}
        />
        <InputField
          name={leadField('line2')}
          label="Address line 2 (optional)"
          required={false}
          defaultValue={lead('line2')}
          error={leadError('address.addressLines.1')}
        />
        <div className="phone-booking__row">
          <InputField
            name={leadField('town')}
            label="Town"
            defaultValue={lead('town')}
            error={leadError('address.town')}
          />
          <InputField
            name={leadField('county')}
            label="County (optional)"
            required={false}
            defaultValue={lead('county')}
            error={leadError('address.county')}
          />
        </div>
        <div className="phone-booking__row">
          <InputField
            name={leadField('postCode')}
            label="Postcode"
            defaultValue={lead('postCode')}
            error={leadError('address.postCode')}
          />
          <InputField
            name={leadField('country')}
            label="Country code"
            hint="Two letters, such as GB or CA."
            defaultValue={lead('country') ?? (page.currency === 'CAD' ? 'CA' : 'GB')}
            error={leadError('address.country')}
          />
        </div>
        <div className="field">
          <input
            type="checkbox"
            id="lead-terms"
            name={leadField('terms')}
            value="yes"
            defaultChecked={lead('terms') === 'yes'}
            aria-describedby={leadError('termsAndConditions') ? 'lead-terms-error' : undefined}
          />{' '}
          <label htmlFor="lead-terms">The customer has heard and accepts the booking conditions</label>
          {leadError('termsAndConditions') ? (
            <p className="field__error" id="lead-terms-error">
              {leadError('termsAndConditions')}
            </p>
          ) : null}
        </div>
        <div className="field">
          <input
            type="checkbox"
            id="lead-marketing-email"
            name={leadField('marketingEmail')}
            value="yes"
            defaultChecked={lead('marketingEmail') === 'yes'}
          />{' '}
          <label htmlFor="lead-marketing-email">News and offers by e-mail</label>
        </div>
        <div className="field">
          <input
            type="checkbox"
            id="lead-marketing-mail"
            name={leadField('marketingMail')}
            value="yes"
            defaultChecked={lead('marketingMail') === 'yes'}
          />{' '}
          <label htmlFor="lead-marketing-mail">News and offers by post</label>
        </div>
      </fieldset>
      <SubmitButton name="intent" value="details">
        Continue to the review
      </SubmitButton>
    </Form>
  )
}

function Breakdown({ page }: { page: PhoneBookingPageData }) {
  const quote = page.quote!
  return (
    <section aria-labelledby="phone-price-title" className="phone-booking__price">
      <h2 id="phone-price-title">Price</h2>
      <dl className="phone-booking__lines">
        {quote.lines.map((line, index) => (
          <div key={index}>
            <dt>
              {line.name} <span className="phone-booking__detail">{line.detail}</span>
            </dt>
            <dd>{line.amountText}</dd>
          </div>
        ))}
        <div>
          <dt>Subtotal</dt>
          <dd>{money(quote.subtotalMinor, page.currency)}</dd>
        </div>
        {quote.discountMinor > 0 ? (
          <div data-testid="phone-discount-line">
            <dt>{`Discount: ${quote.discountReason ?? ''}`}</dt>
            <dd>{`−${money(quote.discountMinor, page.currency)}`}</dd>
          </div>
        ) : null}
        <div className="phone-booking__total">
          <dt>Total</dt>
          <dd data-testid="phone-total">{money(quote.totalMinor, page.currency)}</dd>
        </div>
        <div>
          <dt>Deposit</dt>
          <dd>{money(quote.depositMinor, page.currency)}</dd>
        </div>
        {quote.dueDate ? (
          <div>
            <dt>Balance due</dt>
            <dd>{day(quote.dueDate)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}

function CardStep({ page, frameUrl }: { page: PhoneBookingPageData; frameUrl: string }) {
  const confirm = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      const message = event.data as { phonePayment?: unknown } | null
      if (message && typeof message === 'object' && message.phonePayment === 'done') confirm.current?.requestSubmit()
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])
  return (
    <section aria-labelledby="phone-card-title" className="phone-booking__card">
      <h2 id="phone-card-title">Card payment</h2>
      <p>Type the customer’s card in the frame. The booking is confirmed as soon as the payment is approved.</p>
      <CardFrame url={frameUrl} title="Card payment" />
      <Form method="post" ref={confirm} className="admin-form">
        <CsrfField token={page.csrfToken} />
        {/* A hidden field, not the button's value: the frame's message submits the form without a button. */}
        <input type="hidden" name="intent" value="confirm-card" />
        <SubmitButton>Confirm the booking</SubmitButton>
      </Form>
    </section>
  )
}

function ReviewStep({
  page,
  actionData,
}: {
  page: PhoneBookingPageData
  actionData: PhoneBookingActionData | undefined
}) {
  const quote = page.quote!
  const refused = actionData?.kind === 'refused' ? actionData : null
  const values = refused?.values ?? {}
  const errors = refused?.fieldErrors ?? {}
  const [settlement, setSettlement] = useState(values.settlement ?? 'card')
  // Before hydration every way's fields show (the form works without JavaScript); after it, only the chosen way's.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const hiddenUnless = (kind: string) => hydrated && settlement !== kind
  if (actionData?.kind === 'card') return <CardStep page={page} frameUrl={actionData.frameUrl} />
  const fromDiscountForm = values.intent === 'discount'
  return (
    <>
      <Breakdown page={page} />
      <Form method="post" className="admin-form" aria-labelledby="phone-discount-title" noValidate>
        <h2 id="phone-discount-title">Discount (optional)</h2>
        <CsrfField token={page.csrfToken} />
        <MoneyInput
          name="discountAmount"
          label="Discount amount"
          hint={
            page.discountLimitMinor === null
              ? 'Any amount up to the price. Leave empty for none.'
              : `Up to ${money(page.discountLimitMinor, page.currency)}. Leave empty for none.`
          }
          defaultMinor={quote.discountMinor || null}
          defaultValue={fromDiscountForm ? values.discountAmount : undefined}
          error={errors.discountAmount}
        />
        <InputField
          name="discountReason"
          label="Reason"
          required={false}
          defaultValue={fromDiscountForm ? values.discountReason : (quote.discountReason ?? '')}
          error={errors.discountReason}
        />
        <SubmitButton name="intent" value="discount" variant="secondary">
          Apply the discount
        </SubmitButton>
      </Form>
      <Form method="post" className="admin-form" aria-labelledby="phone-settle-title" noValidate>
        <h2 id="phone-settle-title">Settle</h2>
        <CsrfField token={page.csrfToken} />
        <fieldset aria-describedby={errors.settlement ? 'settlement-error' : undefined}>
          <legend>How is the booking settled?</legend>
          {[
            ['card', 'Card payment now (in the card frame)'],
            ['offline', 'Offline payment received (bank transfer, cheque)'],
            ['reserve', 'Reserve with a payment deadline'],
          ].map(([value, label]) => (
            <div key={value} className="field">
              <input
                type="radio"
                id={`settlement-${value}`}
                name="settlement"
                value={value}
                checked={settlement === value}
                onChange={() => setSettlement(value!)}
              />{' '}
              <label htmlFor={`settlement-${value}`}>{label}</label>
            </div>
          ))}
          {errors.settlement ? (
            <p className="field__error" id="settlement-error">
              {errors.settlement}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="phone-booking__settle" hidden={hiddenUnless('card')}>
          <legend>Card</legend>
          <SelectField
            name="cardTypeId"
            label="Card type"
            options={page.cardTypes.map((card) => ({ value: String(card.id), label: card.name }))}
            defaultValue={values.cardTypeId}
            error={errors.cardTypeId}
          />
          <SelectField
            name="amountToPay"
            label="Amount"
            options={[
              { value: 'Full Balance', label: `Full price, ${money(quote.totalMinor, page.currency)}` },
              { value: 'Deposit Only', label: `Deposit, ${money(quote.depositMinor, page.currency)}` },
            ]}
            defaultValue={values.amountToPay}
          />
        </fieldset>
        <fieldset className="phone-booking__settle" hidden={hiddenUnless('offline')}>
          <legend>Offline payment</legend>
          <SelectField
            name="method"
            label="Method"
            options={[
              { value: '', label: 'Choose' },
              ...page.offlineMethods.map((method) => ({ value: method, label: method })),
            ]}
            defaultValue={values.method ?? ''}
            error={errors.method}
          />
          <MoneyInput name="amount" label="Amount received" defaultValue={values.amount} error={errors.amount} />
          <InputField name="reference" label="Reference" defaultValue={values.reference} error={errors.reference} />
          <InputField
            name="date"
            type="date"
            label="Day received"
            max={page.today}
            defaultValue={values.date ?? page.today}
            error={errors.date}
          />
        </fieldset>
        <fieldset className="phone-booking__settle" hidden={hiddenUnless('reserve')}>
          <legend>Reservation</legend>
          <InputField
            name="deadline"
            type="date"
            label="Pay by"
            hint="Unpaid by the end of this day, the places are released the next morning and the customer is told."
            min={page.today}
            defaultValue={values.deadline ?? page.suggestedDeadline}
            error={errors.deadline}
          />
        </fieldset>
        <SubmitButton name="intent" value="settle">
          {settlement === 'card'
            ? 'Take the card payment'
            : settlement === 'offline'
              ? 'Book with this payment'
              : 'Reserve'}
        </SubmitButton>
      </Form>
    </>
  )
}

export function PhoneBookingPage({
  page,
  actionData,
}: {
  page: PhoneBookingPageData
  actionData?: PhoneBookingActionData | undefined
}) {
  const refused = actionData?.kind === 'refused' ? actionData : null
  const { departure } = page
  return (
    <section className="admin-page phone-booking" aria-labelledby="phone-booking-title">
      <Stylesheet href={stylesHref} />
      <h1 id="phone-booking-title">{`New phone booking: ${departure.tourName}`}</h1>
      <p>
        {`${departure.code}, ${day(departure.startDate)} to ${day(departure.endDate)}. `}
        <Link to={`/admin/departures/${departure.id}?brand=${encodeURIComponent(page.brandId)}`}>The departure</Link>
      </p>
      <StepList page={page} />
      {page.quote?.holdExpiresAt ? (
        <p className="admin-note">{`The places are held until ${new Date(page.quote.holdExpiresAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' })}.`}</p>
      ) : null}
      {refused ? <Notice kind="error">{refused.message}</Notice> : null}
      {page.step === 'rooms' ? <RoomsStep page={page} refused={refused} /> : null}
      {page.step === 'extras' ? <ExtrasStep page={page} /> : null}
      {page.step === 'details' ? <DetailsStep page={page} refused={refused} /> : null}
      {page.step === 'review' ? (
        page.quote?.detailsDone ? (
          <ReviewStep page={page} actionData={actionData} />
        ) : (
          <Notice kind="warning">Enter every traveller’s details first.</Notice>
        )
      ) : null}
    </section>
  )
}

/** Without a departure: the brand's departures on sale, found by tour name or code, each starting a booking. */
export function PhoneDepartureFinder({ finder }: { finder: PhoneDepartureFinderData }) {
  const brand = encodeURIComponent(finder.brandId)
  return (
    <section className="admin-page phone-booking" aria-labelledby="phone-finder-title">
      <Stylesheet href={stylesHref} />
      <h1 id="phone-finder-title">New phone booking</h1>
      <Form method="get" className="admin-form" aria-labelledby="phone-finder-title">
        <input type="hidden" name="brand" value={finder.brandId} />
        <InputField
          name="q"
          type="search"
          label="Tour name, tour code or departure code"
          defaultValue={finder.q}
          maxLength={100}
        />
        <SubmitButton variant="secondary">Find departures</SubmitButton>
      </Form>
      <h2 id="phone-finder-results">Departures on sale</h2>
      <p className="admin-note">Soonest first, at most 25: search to narrow them down.</p>
      {finder.departures.length === 0 ? (
        <p>No departure on sale matches.</p>
      ) : (
        <ul aria-labelledby="phone-finder-results" className="phone-booking__departures">
          {finder.departures.map((departure) => (
            <li key={departure.id}>
              <Link to={`/admin/bookings/new?departure=${departure.id}&brand=${brand}`}>
                {`${departure.tourName} (${departure.tourCode}), ${day(departure.startDate)}, ${departure.code}`}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
