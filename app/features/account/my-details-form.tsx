import { useState } from 'react'
import { RadioGroupField, RequiredFieldsNote, SelectField, TextField } from '../../components/form/fields'
import { useForm } from '../../components/form/use-form'
import { TITLES, SEXES } from '../../lib/constants'
import { AddressBlock, toAddressPayload, useAddressForm, type AddressFormValues } from '../address/index'
import type { UserDetails } from '../auth/index'
import { accountClient, fieldErrorsOf, messageOf } from './account-client'
import type { AccountTexts } from './account-texts'
import { Announcement, ContentHtml, SectionHeading } from './account-ui'
import {
  DAY_LIST,
  MONTH_LIST,
  formFieldOf,
  myDetailsFormSchema,
  myDetailsFormValuesOf,
  yearListOf,
  type MyDetailsFormValues,
} from './my-details-form-rules'

/*
 * "My details" (issue 12): the signed-in customer's own details, editable, validated like the checkout's lead
 * passenger with the same field components and rules (title, names, date of birth, sex, mobile and home phone,
 * the address block with its postcode lookup). The e-mail address is the sign-in name and is shown, not edited.
 * If the details could not be read the form starts empty (checkout §8 "user-details failure ignored").
 */

function addressValuesOf(details: UserDetails | null): Partial<AddressFormValues> | undefined {
  const address = details?.address
  if (!address) return undefined
  return {
    addressLine1: address.addressLines[0] ?? '',
    addressLine2: address.addressLines[1] ?? '',
    town: address.town ?? '',
    county: address.county ?? '',
    country: address.country ?? 'GB',
    postCode: address.postCode ?? '',
  }
}

export function MyDetailsForm({
  details,
  email,
  text,
}: {
  details: UserDetails | null
  email: string
  text: AccountTexts['myDetails']
}) {
  const form = useForm<MyDetailsFormValues, unknown>({
    name: 'myDetails',
    schema: myDetailsFormSchema,
    initialValues: myDetailsFormValuesOf(details),
  })
  const addressForm = useAddressForm({ name: 'myDetailsAddress', initialValues: addressValuesOf(details) })
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const years = yearListOf(new Date().getFullYear())

  function save() {
    setSaved(null)
    setError(null)
    const result = form.submit()
    const address = addressForm.submit()
    if (!result.success || !address.success) {
      setError('Please check the highlighted fields.')
      return
    }
    const values = form.store.getState().values
    setBusy(true)
    accountClient.saveMyDetails({ ...values, address: toAddressPayload(addressForm.store.getState().values) }).then(
      () => {
        setBusy(false)
        setSaved(text.data.successMessage ?? 'Your details have been saved.')
      },
      (failure: unknown) => {
        setBusy(false)
        const fields = fieldErrorsOf(failure)
        const own: Record<string, string> = {}
        const ofAddress: Record<string, string> = {}
        for (const [key, message] of Object.entries(fields)) {
          if (key.startsWith('address.')) {
            const field = key.slice('address.'.length)
            ofAddress[field === 'addressLines' || field.startsWith('addressLines') ? 'addressLine1' : field] = message
          } else own[formFieldOf(key)] = message
        }
        form.store.setErrors(own)
        addressForm.store.setErrors(ofAddress)
        setError(messageOf(failure))
      },
    )
  }

  const titleOptions = TITLES.map((title) => ({ value: title, label: title }))
  const sexOptions = SEXES.map((sex) => ({ value: sex, label: sex }))
  const day = form.field('dayOfBirth')
  const month = form.field('monthOfBirth')
  const year = form.field('yearOfBirth')
  const dobError = day.error ?? month.error ?? year.error

  return (
    <>
      <SectionHeading>{text.title ?? 'My details'}</SectionHeading>
      <ContentHtml html={text.bodyHtml} />
      <form
        className="account-card account-form"
        noValidate
        aria-labelledby="account-section-heading"
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) save()
        }}
      >
        <RequiredFieldsNote />
        <p className="account-form__email">
          <span className="account-form__label">Email address:</span> {email}
        </p>
        <SelectField field={form.field('title')} label="Title" options={titleOptions} placeholder="Select title" />
        <TextField field={form.field('firstName')} label="First name" autoComplete="given-name" />
        <TextField field={form.field('lastName')} label="Surname" autoComplete="family-name" />
        <fieldset className={`field account-dob${dobError ? ' field--invalid' : ''}`}>
          <legend className="field__label">Date of birth</legend>
          <div className="account-dob__parts">
            <SelectField field={{ ...day, error: null }} label="Day" options={DAY_LIST} placeholder="Day" />
            <SelectField field={{ ...month, error: null }} label="Month" options={MONTH_LIST} placeholder="Month" />
            <SelectField field={{ ...year, error: null }} label="Year" options={years} placeholder="Year" />
          </div>
          {dobError ? (
            <p className="field__error" data-field-error="">
              {dobError}
            </p>
          ) : null}
        </fieldset>
        <RadioGroupField field={form.field('sex')} legend="Sex" options={sexOptions} />
        <TextField field={form.field('mobilePhone')} label="Mobile phone" type="tel" autoComplete="tel" />
        <TextField field={form.field('homePhone')} label="Home phone" type="tel" autoComplete="tel" />
        <AddressBlock form={addressForm} />
        <button type="submit" className="button button--primary account-button" disabled={busy}>
          {busy ? 'Saving…' : (text.data.submitLabel ?? 'Save my details')}
        </button>
        <Announcement message={saved} kind="success" />
        <Announcement message={error} kind="error" />
      </form>
    </>
  )
}
