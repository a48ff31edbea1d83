import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { z } from 'zod'
import { SelectField, TextField } from '../../components/form/fields'
import { useForm, type FormApi } from '../../components/form/use-form'
import { ApiError, createApiClient, isApiCancelled } from '../../lib/api-client'
import { ADDRESS_NO_RESULTS_MESSAGE } from '../../lib/field-rules'
import { ADDRESS_PATHS } from './address-contract'
import {
  DEFAULT_COUNTRY,
  EMPTY_ADDRESS,
  addressToFormValues,
  makeAddressFormSchema,
  type AddressFormValues,
  type AddressMatch,
  type AddressWithId,
  type CountryOption,
} from './address-schema'

/*
 * The address block (spec discovery §5, checkout §5), reusable as it is by any form that needs an address:
 * country, postcode with a lookup that is enabled only when a postcode is present, a list of matches, and manual
 * entry of line 1, line 2, town and county. Choosing a match fills the fields and marks the address verified;
 * any edit by the user clears that flag.
 */

export const ADDRESS_LOOKUP_FAILED_MESSAGE =
  'The address lookup is not available right now. Please enter the address manually.'

const api = createApiClient()

type AddressForm = FormApi<AddressFormValues, unknown>

export function useAddressForm(
  options: { name?: string; schema?: z.ZodType; initialValues?: Partial<AddressFormValues> } = {},
): AddressForm {
  return useForm<AddressFormValues, unknown>({
    name: options.name ?? 'address',
    schema: options.schema ?? makeAddressFormSchema(),
    initialValues: { ...EMPTY_ADDRESS, ...options.initialValues } as AddressFormValues,
    // Any edit makes the address the user's own, no longer the one the lookup verified.
    onUserChange: (field) => (field === 'addressVerified' ? undefined : { addressVerified: false }),
  })
}

type Lookup =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'results'; matches: AddressMatch[] }
  | { status: 'none' }
  | { status: 'choosing'; matches: AddressMatch[] }
  | { status: 'chosen'; description: string }
  | { status: 'failed'; message: string }

const FALLBACK_COUNTRIES: CountryOption[] = [{ value: DEFAULT_COUNTRY, label: 'United Kingdom' }]

function statusText(lookup: Lookup): string {
  switch (lookup.status) {
    case 'searching':
      return 'Looking up addresses…'
    case 'results':
      return `${lookup.matches.length} ${lookup.matches.length === 1 ? 'address' : 'addresses'} found. Choose yours from the list.`
    case 'none':
      return ADDRESS_NO_RESULTS_MESSAGE
    case 'choosing':
      return 'Fetching the address…'
    case 'chosen':
      return 'Address filled in. Please check it below.'
    case 'failed':
      return lookup.message
    default:
      return ''
  }
}

export function AddressBlock({
  form,
  countries: givenCountries,
  showCounty = true,
}: {
  form: AddressForm
  /** The country list; fetched from the countries endpoint when not given. */
  countries?: CountryOption[]
  showCounty?: boolean
}) {
  const [countries, setCountries] = useState<CountryOption[]>(givenCountries ?? FALLBACK_COUNTRIES)
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' })
  const line1 = useRef<HTMLInputElement>(null)
  const resultsHeadingId = useId()
  const requestId = `${form.id}-address`

  useEffect(() => {
    if (givenCountries) return
    let active = true
    api
      .get<CountryOption[]>(ADDRESS_PATHS.countries)
      .then((list) => {
        if (active && Array.isArray(list) && list.length) setCountries(list)
      })
      .catch(() => {
        // The fallback list keeps the form usable; the server still checks the country.
      })
    return () => {
      active = false
    }
  }, [givenCountries])

  useEffect(() => () => api.cancel(requestId), [requestId])

  const postcode = form.state.values.postCode.trim()
  const busy = lookup.status === 'searching' || lookup.status === 'choosing'

  async function lookUp() {
    if (!postcode || busy) return
    const invalid = form.store.validateField('postCode')
    if (invalid !== null) {
      // Show why on the postcode itself (the rest of the block keeps its own timing).
      form.store.setErrors({ postCode: invalid })
      return
    }
    setLookup({ status: 'searching' })
    try {
      const matches = await api.get<AddressMatch[]>(ADDRESS_PATHS.postcodeLookup, { postcode }, { requestId })
      setLookup(matches.length ? { status: 'results', matches } : { status: 'none' })
    } catch (error) {
      if (isApiCancelled(error)) return
      if (error instanceof ApiError && error.fieldErrors?.postcode) {
        form.store.setErrors({ postCode: error.fieldErrors.postcode })
        setLookup({ status: 'idle' })
        return
      }
      setLookup({
        status: 'failed',
        message: error instanceof ApiError && error.status === 503 ? error.message : ADDRESS_LOOKUP_FAILED_MESSAGE,
      })
    }
  }

  async function choose(match: AddressMatch, matches: AddressMatch[]) {
    setLookup({ status: 'choosing', matches })
    try {
      const address = await api.get<AddressWithId>(ADDRESS_PATHS.address, { id: match.id }, { requestId })
      form.store.setValues(addressToFormValues(address))
      if (!countries.some((country) => country.value === address.country)) {
        setCountries((list) => [...list, { value: address.country, label: address.country }])
      }
      setLookup({ status: 'chosen', description: match.description })
      line1.current?.focus()
    } catch (error) {
      if (isApiCancelled(error)) return
      setLookup({ status: 'failed', message: ADDRESS_LOOKUP_FAILED_MESSAGE })
    }
  }

  const onPostcodeKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter in the postcode box looks the address up instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault()
      void lookUp()
    }
  }

  const matches = lookup.status === 'results' || lookup.status === 'choosing' ? lookup.matches : null

  return (
    <div className="address-block" data-address-verified={form.state.values.addressVerified ? 'true' : 'false'}>
      <SelectField field={form.field('country')} label="Country" options={countries} autoComplete="country" />
      <TextField
        field={form.field('postCode')}
        label="Postcode"
        autoComplete="postal-code"
        className="address-block__postcode"
        onKeyDown={onPostcodeKeyDown}
        append={
          <button
            type="button"
            className="button button--secondary"
            disabled={!postcode || busy}
            onClick={() => void lookUp()}
          >
            Find address
          </button>
        }
      />
      <p className="address-block__status" role="status">
        {statusText(lookup)}
      </p>
      {matches ? (
        <div className="address-results">
          <p id={resultsHeadingId} className="address-results__title">
            Choose your address
          </p>
          <ul className="address-results__list" aria-labelledby={resultsHeadingId}>
            {matches.map((match) => (
              <li key={match.id}>
                <button
                  type="button"
                  className="address-results__option"
                  disabled={lookup.status === 'choosing'}
                  onClick={() => void choose(match, matches)}
                >
                  {match.description}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TextField
        field={form.field('addressLine1')}
        label="Address line 1"
        autoComplete="address-line1"
        inputRef={line1}
      />
      <TextField field={form.field('addressLine2')} label="Address line 2" autoComplete="address-line2" />
      <TextField field={form.field('town')} label="Town or city" autoComplete="address-level2" />
      {showCounty ? <TextField field={form.field('county')} label="County" autoComplete="address-level1" /> : null}
    </div>
  )
}
