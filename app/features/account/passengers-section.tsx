import { useId, useState } from 'react'
import { useRevalidator } from 'react-router'
import { emergencyContactSchema, type AccountBooking, type AccountPassenger } from './account-contract'
import { accountClient, fieldErrorsOf, messageOf } from './account-client'
import type { AccountTexts } from './account-texts'
import { Announcement, ContentHtml, SectionHeading } from './account-ui'
import { contactErrorsOf, contactSlotsOf, contactsToSend, type EmergencyContactValues } from './emergency-contacts-form'

/*
 * Passenger details with up to two emergency contacts each (issue 12; checkout §3 account booking, §7 "POST
 * passenger details"). Each passenger is its own form; only contacts with a first name are sent, so clearing a
 * contact's first name removes it. Messages come from the contract's emergencyContactSchema (the server's gate).
 */

type SlotErrors = Partial<Record<keyof EmergencyContactValues, string>>

const CONTACT_FIELDS: {
  name: keyof EmergencyContactValues
  label: string
  type: 'text' | 'email' | 'tel'
  required: boolean
  autoComplete?: string
}[] = [
  { name: 'firstName', label: 'First name', type: 'text', required: true },
  { name: 'lastName', label: 'Surname', type: 'text', required: true },
  { name: 'relationship', label: 'Relationship to the passenger', type: 'text', required: false },
  { name: 'mobileNumber', label: 'Mobile phone', type: 'tel', required: true },
  { name: 'phoneNumber', label: 'Other phone', type: 'tel', required: false },
  { name: 'email', label: 'Email', type: 'email', required: false },
  { name: 'address', label: 'Address', type: 'text', required: false },
]

function slotErrorsOf(slot: EmergencyContactValues): SlotErrors {
  if (slot.firstName.trim() === '') return {}
  const parsed = emergencyContactSchema.safeParse({
    firstName: slot.firstName,
    lastName: slot.lastName,
    mobileNumber: slot.mobileNumber,
    email: slot.email,
    phoneNumber: slot.phoneNumber,
    relationship: slot.relationship,
    address: slot.address,
  })
  if (parsed.success) return {}
  const errors: SlotErrors = {}
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]) as keyof EmergencyContactValues
    errors[key] ??= issue.message
  }
  return errors
}

function PassengerContacts({
  booking,
  passenger,
  text,
}: {
  booking: AccountBooking
  passenger: AccountPassenger
  text: AccountTexts['passengers']
}) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '')
  const revalidator = useRevalidator()
  const [slots, setSlots] = useState(() => contactSlotsOf(passenger.emergencyContacts))
  const [errors, setErrors] = useState<Record<number, SlotErrors>>({})
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const name = [passenger.title, passenger.firstName, passenger.lastName].filter(Boolean).join(' ')
  const headingId = `${id}-passenger`

  function change(index: number, field: keyof EmergencyContactValues, value: string) {
    setSlots((current) => current.map((slot, i) => (i === index ? { ...slot, [field]: value } : slot)))
    setSaved(null)
  }

  function save() {
    setSaved(null)
    setFailure(null)
    const found: Record<number, SlotErrors> = {}
    slots.forEach((slot, index) => {
      const slotErrors = slotErrorsOf(slot)
      if (Object.keys(slotErrors).length) found[index] = slotErrors
    })
    setErrors(found)
    if (Object.keys(found).length) {
      setFailure('Please check the highlighted fields.')
      return
    }
    setBusy(true)
    accountClient
      .savePassenger({
        bookingReference: booking.bookingReference,
        passenger: { passengerId: passenger.passengerId, emergencyContacts: contactsToSend(slots) },
      })
      .then(
        (answer) => {
          setBusy(false)
          setSlots(contactSlotsOf(answer.emergencyContacts))
          setSaved(text.data.successMessage ?? 'Emergency contacts saved.')
          void revalidator.revalidate()
        },
        (error: unknown) => {
          setBusy(false)
          setErrors(contactErrorsOf(fieldErrorsOf(error), slots))
          setFailure(messageOf(error))
        },
      )
  }

  return (
    <section className="account-card passenger-contacts" aria-labelledby={headingId} data-testid="passenger-contacts">
      <h3 id={headingId} className="account-card__title">
        {name}
        {passenger.lead ? <span className="account-card__tag"> (lead passenger)</span> : null}
      </h3>
      {passenger.roomName ? <p className="account-card__meta">{passenger.roomName}</p> : null}
      <form
        noValidate
        aria-label={`Emergency contacts for ${name}`}
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) save()
        }}
      >
        {slots.map((slot, index) => (
          <fieldset key={index} className="account-contact">
            <legend className="account-contact__legend">Emergency contact {index + 1}</legend>
            {CONTACT_FIELDS.map((field) => {
              const fieldId = `${id}-c${index}-${field.name}`
              const error = errors[index]?.[field.name]
              return (
                <div key={field.name} className={`field${error ? ' field--invalid' : ''}`}>
                  <label htmlFor={fieldId} className="field__label">
                    {field.label}
                    {field.required ? <span className="field__optional"> (required for a contact)</span> : null}
                  </label>
                  <input
                    id={fieldId}
                    name={field.name}
                    type={field.type}
                    className="field__input"
                    value={String(slot[field.name])}
                    onChange={(event) => change(index, field.name, event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${fieldId}-error` : undefined}
                    autoComplete="off"
                  />
                  {error ? (
                    <p id={`${fieldId}-error`} className="field__error" data-field-error="">
                      {error}
                    </p>
                  ) : null}
                </div>
              )
            })}
          </fieldset>
        ))}
        <button type="submit" className="button button--primary account-button" disabled={busy}>
          {busy ? 'Saving…' : (text.data.submitLabel ?? 'Save emergency contacts')}
          <span className="visually-hidden"> for {name}</span>
        </button>
        <Announcement message={saved} kind="success" />
        <Announcement message={failure} kind="error" />
      </form>
    </section>
  )
}

export function PassengersSection({ booking, text }: { booking: AccountBooking; text: AccountTexts['passengers'] }) {
  return (
    <>
      <SectionHeading>{text.title ?? 'Passengers and emergency contacts'}</SectionHeading>
      <ContentHtml html={text.bodyHtml} />
      <ContentHtml html={text.data.emergencyContactsHtml} />
      {booking.passengers.map((passenger) => (
        <PassengerContacts key={passenger.passengerId} booking={booking} passenger={passenger} text={text} />
      ))}
    </>
  )
}
