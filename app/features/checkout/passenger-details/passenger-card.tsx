// Long file (over 400 lines): one passenger's card is the spec's field list in order (checkout §5); its validation and rules are pure modules beside it.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  CheckboxField,
  FieldError,
  RadioGroupField,
  RequiredMark,
  SelectField,
  TextField,
} from '../../../components/form/fields'
import { useForm, type BoundField } from '../../../components/form/use-form'
import { NAME_SESSION_SAVE_DEBOUNCE_MS } from '../../../lib/constants'
import { debounce } from '../../../lib/debounce'
import {
  AddressBlock,
  addressFieldErrors,
  toAddressPayload,
  useAddressForm,
  type AddressFormValues,
  type CountryOption,
} from '../../address/index'
import { PASSENGER_NAME_MAX_LENGTH, type CheckoutVisa } from '../contract/index.rules'
import { DateOfBirthField } from './date-of-birth-field'
import {
  dependentFields,
  isRequiredPassengerField,
  makePassengerFormSchema,
  visaField,
  type ListOption,
  type PassengerFormValues,
} from './passenger-details-form'
import {
  DATE_OF_BIRTH_FIELD,
  MARKETING_EMAIL_CONSENT,
  PASSENGER_NOTE_MAX_LENGTH,
  SEXES,
  TITLES,
  type PassengerDetailsInput,
} from './passenger-details-rules'
import type { PassengerCard } from './passenger-details-state'
import { VisaChoices } from './visa-choices'

/** The page data's texts a card shows (checkout §3 passengerDetails, passengersError). */
export interface PassengerCardTexts {
  visaDescription: string | null
  dietaryDescription: string | null
  medicalConditionWarning: string | null
  termsAndConditionsLink: { url: string; name: string } | null
  /** passengersError.under18ErrorMessage; 'Please ensure age is 18 years or older' when absent. */
  under18ErrorMessage: string | null
}

type TextFieldName =
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'otherNames'
  | 'dayOfBirth'
  | 'monthOfBirth'
  | 'yearOfBirth'
  | 'sex'
  | 'mobilityLimitations'
  | 'mobilityDetails'
  | 'dietaryRequests'
  | 'dietaryRequirements'
  | 'email'
  | 'confirmEmail'
  | 'mobilePhone'
  | 'homePhone'
type FlagFieldName = 'termsAndConditions' | 'marketingMail' | 'marketingEmail'

const TITLE_OPTIONS = TITLES.map((title) => ({ value: title, label: title }))
const SEX_OPTIONS = SEXES.map((sex) => ({ value: sex, label: sex }))
const YES_NO_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]
const NAME_MAX_LENGTH = PASSENGER_NAME_MAX_LENGTH
const CONTACT_MAX_LENGTH = 254
const PHONE_MAX_LENGTH = 30

/** A multi-line text field tied to its label, hint and error like the shared field components. */
function TextAreaField({ field, label, hint }: { field: BoundField<string>; label: string; hint?: string | null }) {
  const describedBy = [hint ? field.hintId : null, field.error ? field.errorId : null].filter(Boolean).join(' ')
  return (
    <div className={`field${field.error ? ' field--invalid' : ''}`}>
      <label htmlFor={field.id} className="field__label">
        {label}
        {field.required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={field.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={field.id}
        name={field.name}
        className="field__input passenger-card__textarea"
        value={field.value}
        rows={3}
        maxLength={PASSENGER_NOTE_MAX_LENGTH}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.blur}
        required={field.required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <FieldError field={field} />
    </div>
  )
}

/** The first field showing an error inside `root` (the first radio of an invalid group). */
export function firstInvalidControl(root: HTMLElement | null): HTMLElement | null {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null
  if (invalid instanceof HTMLFieldSetElement) {
    return invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input')
  }
  return invalid
}

/** Server field names ('dateOfBirth', 'address.postCode') → the card's and the address block's fields. */
function cardServerErrors(errors: Record<string, string[]>) {
  const card: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(errors)) {
    if (field.startsWith('address.')) continue
    if (field === DATE_OF_BIRTH_FIELD) card.dayOfBirth = messages
    else card[field.split('.')[0]!] = messages
  }
  return { card, address: addressFieldErrors(errors) }
}

/**
 * A passenger card's edit view (checkout §2 step 5, §3, §5): title, first name, surname, other names, date of birth,
 * sex, mobility (with details and the medical warning), dietary requests (with requirements), one choice per visa;
 * for the lead also e-mail and its confirmation, mobile and home phone, the billing address (the address block with
 * its postcode lookup), terms and conditions and the two marketing boxes. Messages show once a field was changed or
 * 'Save and continue' was pressed; a failed save moves focus to the first field in error.
 */
export function PassengerEditForm({
  card,
  index,
  visas,
  departureDate,
  texts,
  years,
  countries,
  busy,
  saveBlockedReason,
  onChange,
  onSave,
  onSaveFailed,
  onServerErrorsShown,
}: {
  card: PassengerCard
  index: number
  visas: readonly CheckoutVisa[]
  departureDate: string
  texts: PassengerCardTexts
  years: readonly ListOption[]
  countries?: CountryOption[]
  busy: boolean
  /** Why saving must wait (the visas are still loading), or null. */
  saveBlockedReason: string | null
  /** What was typed, with the card revision it was typed over (a newer revision ignores it). */
  onChange: (values: PassengerFormValues, address: AddressFormValues | null, revision: number) => void
  onSave: (input: PassengerDetailsInput) => void
  onSaveFailed: () => void
  onServerErrorsShown: () => void
}) {
  const { lead } = card
  const [schema] = useState(() =>
    makePassengerFormSchema({
      passengerId: card.passengerId,
      lead,
      visas,
      departureDate,
      underAgeMessage: texts.under18ErrorMessage,
    }),
  )
  const form = useForm<PassengerFormValues, PassengerDetailsInput>({
    name: lead ? 'passengerDetailsLead' : 'passengerDetails',
    schema,
    initialValues: card.values,
  })
  const addressForm = useAddressForm({ name: 'passengerDetailsAddress', initialValues: card.address ?? undefined })
  const rootRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useRef(false)
  const values = form.state.values
  const addressValues = addressForm.state.values

  // What was typed goes up to the step (session storage, the summary view) 300 ms after the last change, as the
  // names do (checkout §9), so typing re-renders only this card; a save, closing the card or the page leaving
  // sends it at once.
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const [sync] = useState(() =>
    debounce(
      (next: PassengerFormValues, address: AddressFormValues | null) =>
        onChangeRef.current(next, address, card.revision),
      NAME_SESSION_SAVE_DEBOUNCE_MS,
    ),
  )
  useEffect(() => {
    sync(values, lead ? addressValues : null)
  }, [sync, values, addressValues, lead])
  useEffect(() => {
    const flush = () => sync.flush()
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [sync])

  // The server's messages for this card (a refused passengerDetailsResponse) show on its fields at once.
  const onServerErrorsShownRef = useRef(onServerErrorsShown)
  onServerErrorsShownRef.current = onServerErrorsShown
  useEffect(() => {
    if (!card.serverErrors) return
    const mapped = cardServerErrors(card.serverErrors)
    const values = form.store.getState().values
    form.store.setErrors(mapped.card)
    if (lead) addressForm.store.setErrors(mapped.address)
    // Focus waits for the messages to render (the next commit), and only when one lands on a field of this card.
    const shown =
      Object.keys(mapped.card).some((field) => Object.hasOwn(values, field)) ||
      (lead && Object.keys(mapped.address).length > 0)
    if (shown) focusFirstError.current = true
    onServerErrorsShownRef.current()
  }, [card.serverErrors, form.store, addressForm.store, lead])

  // After a failed save (or the server's refusal), focus goes to the first field in error.
  useEffect(() => {
    if (!focusFirstError.current) return
    const control = firstInvalidControl(rootRef.current)
    if (!control) return
    focusFirstError.current = false
    control.focus()
  })

  const textField = (name: TextFieldName): BoundField<string> => {
    const bound = form.field(name) as BoundField<string>
    return {
      ...bound,
      required: isRequiredPassengerField(name, values),
      setValue: (value: string) => {
        form.store.change(name, value)
        // A field whose message depends on this one is checked again (confirm email, the other date lists).
        for (const other of dependentFields(name)) {
          if (Object.hasOwn(form.store.getState().errors, other)) form.store.blur(other)
        }
      },
    }
  }
  const flagField = (name: FlagFieldName): BoundField<boolean> => ({
    ...(form.field(name) as BoundField<boolean>),
    required: isRequiredPassengerField(name, values),
  })
  const visaBound = (visa: CheckoutVisa): BoundField<string> => ({
    ...(form.field(visaField(visa.id)) as BoundField<string>),
    required: true,
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy || saveBlockedReason) return
    sync.flush()
    const result = form.submit()
    const addressResult = lead ? addressForm.submit() : null
    if (result.success && (!addressResult || addressResult.success)) {
      onSave(lead ? { ...result.data, address: toAddressPayload(addressForm.store.getState().values) } : result.data)
      return
    }
    focusFirstError.current = true
    onSaveFailed()
  }

  const warningId = `${form.id}-medical-warning`
  const link = texts.termsAndConditionsLink

  return (
    <form
      ref={rootRef}
      className="passenger-form"
      noValidate
      onSubmit={submit}
      aria-label={`Passenger ${index + 1} details`}
    >
      <div className="passenger-form__grid">
        <SelectField field={textField('title')} label="Title" placeholder="Please select" options={TITLE_OPTIONS} />
        <TextField
          field={textField('firstName')}
          label="First name"
          autoComplete={lead ? 'given-name' : 'off'}
          maxLength={NAME_MAX_LENGTH}
        />
        <TextField
          field={textField('lastName')}
          label="Surname"
          autoComplete={lead ? 'family-name' : 'off'}
          maxLength={NAME_MAX_LENGTH}
        />
        <TextField
          field={textField('otherNames')}
          label="Other names"
          hint="Middle names, as on the passport"
          autoComplete={lead ? 'additional-name' : 'off'}
          maxLength={NAME_MAX_LENGTH}
        />
      </div>
      <DateOfBirthField
        day={textField('dayOfBirth')}
        month={textField('monthOfBirth')}
        year={textField('yearOfBirth')}
        years={years}
      />
      <RadioGroupField field={textField('sex')} legend="Sex" options={SEX_OPTIONS} />

      <RadioGroupField
        field={textField('mobilityLimitations')}
        legend="Do you have any mobility limitations or medical conditions?"
        options={YES_NO_OPTIONS}
      />
      <div role="status" className="passenger-card__live">
        {values.mobilityLimitations === 'yes' && texts.medicalConditionWarning ? (
          <p id={warningId} className="passenger-card__warning">
            {texts.medicalConditionWarning}
          </p>
        ) : null}
      </div>
      {values.mobilityLimitations === 'yes' ? (
        <TextAreaField field={textField('mobilityDetails')} label="Please give details" />
      ) : null}

      <RadioGroupField
        field={textField('dietaryRequests')}
        legend="Do you have any dietary requirements?"
        options={YES_NO_OPTIONS}
        hint={texts.dietaryDescription ?? undefined}
      />
      {values.dietaryRequests === 'yes' ? (
        <TextAreaField field={textField('dietaryRequirements')} label="Your dietary requirements" />
      ) : null}

      <VisaChoices visas={visas} fieldOf={visaBound} description={texts.visaDescription} />

      {lead ? (
        <>
          <h5 className="passenger-card__section-title">Contact details</h5>
          <div className="passenger-form__grid">
            <TextField
              field={textField('email')}
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={CONTACT_MAX_LENGTH}
            />
            <TextField
              field={textField('confirmEmail')}
              label="Confirm email"
              type="email"
              autoComplete="email"
              maxLength={CONTACT_MAX_LENGTH}
            />
            <TextField
              field={textField('mobilePhone')}
              label="Mobile phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={PHONE_MAX_LENGTH}
            />
            <TextField
              field={textField('homePhone')}
              label="Home phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={PHONE_MAX_LENGTH}
            />
          </div>
          <fieldset className="passenger-form__address">
            <legend className="passenger-card__section-title">Billing address</legend>
            <AddressBlock form={addressForm} countries={countries} />
          </fieldset>
          <CheckboxField
            field={flagField('termsAndConditions')}
            label={
              <>
                I accept the{' '}
                {link ? (
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.name}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  'terms and conditions'
                )}
                <RequiredMark />
              </>
            }
          />
          <CheckboxField field={flagField('marketingEmail')} label={MARKETING_EMAIL_CONSENT} />
          <CheckboxField field={flagField('marketingMail')} label="Send me brochures and offers by post" />
        </>
      ) : null}

      <div className="passenger-form__actions">
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={busy || saveBlockedReason ? true : undefined}
          aria-describedby={saveBlockedReason ? `${form.id}-blocked` : undefined}
        >
          Save and continue
        </button>
        {saveBlockedReason ? (
          <p id={`${form.id}-blocked`} className="checkout-note">
            {saveBlockedReason}
          </p>
        ) : null}
      </div>
    </form>
  )
}
