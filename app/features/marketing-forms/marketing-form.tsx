import { useEffect, useRef, useState } from 'react'
import { RequiredFieldsNote, SelectField, TextField } from '../../components/form/fields'
import { HoneypotField } from '../../components/ui/honeypot-field'
import { useForm } from '../../components/form/use-form'
import { ApiError, createApiClient } from '../../lib/api-client'
import { ADDRESS_PATHS, DEFAULT_COUNTRY, type CountryOption } from '../address'
import {
  LEAD_HONEYPOT_FIELD,
  marketingFormSchema,
  type MarketingFormValues,
  type MarketoSettings,
} from './marketing-form-schema'
import { marketingFormSubmitPath } from './marketing-forms-contract'
import { loadMarketoForms } from './marketo'

/*
 * The download path's marketing form behind one interface (MarketingFormProps): the embedded lead form (our own
 * endpoint, Marketo's field names) by default, or the real Marketo Forms 2 when MKTO_* are configured. Either way
 * the caller gets the form's values on success, and no follow-up redirect happens.
 */

export interface MarketingFormProps {
  formId: number
  /** Referral__c and Inquiry_Subcategory__c_account. */
  prefill: Pick<MarketingFormValues, 'Referral__c' | 'Inquiry_Subcategory__c_account'>
  brochureId: string
  submitLabel?: string
  onSuccess: (values: MarketingFormValues) => void
}

const api = createApiClient()

export const MARKETING_FORM_FAILED_MESSAGE = 'Sorry, we could not send your details. Please try again.'

function toValues(raw: Record<string, unknown>): MarketingFormValues {
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : '')
  return {
    Country: text('Country'),
    Email: text('Email'),
    FirstName: text('FirstName'),
    LastName: text('LastName'),
    phone: text('phone'),
    Referral__c: text('Referral__c'),
    Inquiry_Subcategory__c_account: text('Inquiry_Subcategory__c_account'),
  }
}

export function MarketingForm({ marketo, ...props }: MarketingFormProps & { marketo: MarketoSettings | null }) {
  return marketo ? <MarketoForm {...props} marketo={marketo} /> : <EmbeddedLeadForm {...props} />
}

/** Our own lead form: Marketo's field names, validated like every other form, stored as a marketing lead. */
export function EmbeddedLeadForm({
  formId,
  prefill,
  brochureId,
  submitLabel = 'View brochure',
  onSuccess,
}: MarketingFormProps) {
  const form = useForm({
    name: `marketing-form-${formId}`,
    schema: marketingFormSchema,
    initialValues: { FirstName: '', LastName: '', Email: '', phone: '', Country: DEFAULT_COUNTRY, ...prefill },
  })
  const [countries, setCountries] = useState<CountryOption[]>([{ value: DEFAULT_COUNTRY, label: 'United Kingdom' }])
  const [sending, setSending] = useState(false)
  const [message, setMessage] = useState('')
  const honeypot = useRef<HTMLInputElement>(null)

  useEffect(() => {
    let active = true
    api
      .get<CountryOption[]>(ADDRESS_PATHS.countries)
      .then((list) => {
        if (active && Array.isArray(list) && list.length) setCountries(list)
      })
      .catch(() => {})
    return () => {
      active = false
    }
  }, [])

  async function submit() {
    if (sending) return
    const result = form.submit()
    if (!result.success) {
      setMessage('Please correct the highlighted fields.')
      return
    }
    setSending(true)
    setMessage('')
    try {
      await api.post(marketingFormSubmitPath(formId), {
        ...result.data,
        brochureId,
        [LEAD_HONEYPOT_FIELD]: honeypot.current?.value ?? '',
      })
      onSuccess(toValues(result.data))
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) form.store.setErrors(error.fieldErrors)
      setMessage(error instanceof ApiError ? error.message : MARKETING_FORM_FAILED_MESSAGE)
      setSending(false)
    }
  }

  return (
    <form
      id={`mktoForm_${formId}`}
      data-form-id={formId}
      className="marketing-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <RequiredFieldsNote />
      <TextField field={form.field('FirstName')} label="First name" autoComplete="given-name" />
      <TextField field={form.field('LastName')} label="Last name" autoComplete="family-name" />
      <TextField field={form.field('Email')} label="Email" type="email" autoComplete="email" />
      <TextField field={form.field('phone')} label="Phone" type="tel" autoComplete="tel" />
      <SelectField field={form.field('Country')} label="Country" options={countries} autoComplete="country" />
      <input type="hidden" name="Referral__c" value={String(form.state.values.Referral__c)} />
      <input
        type="hidden"
        name="Inquiry_Subcategory__c_account"
        value={String(form.state.values.Inquiry_Subcategory__c_account)}
      />
      <HoneypotField id={`mktoForm_${formId}-website`} name={LEAD_HONEYPOT_FIELD} inputRef={honeypot} />
      <p className="form-alert" role="alert">
        {message}
      </p>
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Sending…' : submitLabel}
      </button>
    </form>
  )
}

/** The real Marketo form, through the same props. */
export function MarketoForm({
  formId,
  prefill,
  onSuccess,
  marketo,
}: MarketingFormProps & { marketo: MarketoSettings }) {
  const [failed, setFailed] = useState(false)
  const onSuccessRef = useRef(onSuccess)
  onSuccessRef.current = onSuccess
  const prefillRef = useRef(prefill)
  prefillRef.current = prefill

  useEffect(() => {
    let active = true
    loadMarketoForms(marketo.baseUrl)
      .then((forms) => {
        if (!active) return
        forms.loadForm(marketo.baseUrl, marketo.munchkinId, formId, (form) => {
          if (!active) return
          form.vals({ ...prefillRef.current })
          form.onSuccess(() => {
            onSuccessRef.current(toValues(form.vals()))
            // false: Marketo must not follow its own redirect; the page opens the brochure instead.
            return false
          })
        })
      })
      .catch(() => {
        if (active) setFailed(true)
      })
    return () => {
      active = false
    }
  }, [formId, marketo.baseUrl, marketo.munchkinId])

  return (
    <>
      <form id={`mktoForm_${formId}`} data-form-id={formId} className="marketing-form marketing-form--marketo" />
      {failed ? (
        <p className="form-alert" role="alert">
          The form could not be loaded. Please try again later.
        </p>
      ) : null}
    </>
  )
}
