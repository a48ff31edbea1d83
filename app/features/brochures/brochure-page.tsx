import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useForm } from '../../components/form/use-form'
import { trackFormSubmit } from '../../lib/analytics'
import { ApiError, createApiClient } from '../../lib/api-client'
import { brochureFailureMessage } from './brochure-error'
import { addressFieldErrors, addressLinesSchema, toAddressPayload, useAddressForm } from '../address'
import { marketingFormPrefill, type MarketingFormValues, type MarketoSettings } from '../marketing-forms'
import { trackBrochureDownload, trackBrochurePost } from './brochure-analytics'
import { BrochureCard } from './brochure-card'
import type { BrochurePageContent } from './brochure-content'
import { brochurePageReducer, initialBrochurePageState, selectedBrochures, showsStickyBar } from './brochure-page-state'
import { BrochureRequestForm } from './brochure-request-form'
import {
  BROCHURE_FORM_DEFAULTS,
  brochureAddressFormSchema,
  brochureFormSchema,
  type Brochure,
  type BrochureRequestInput,
} from './brochure-schema'
import { StickyBrochureBar, selectedCountText } from './brochure-sticky-bar'
import { BROCHURE_PATHS } from './brochures-contract'
import type { Campaign } from './campaign'
import { DownloadPopup } from './download-popup'
import { SelectionSummary } from './selection-summary'

const api = createApiClient()

export const FORM_INVALID_MESSAGE = 'Please correct the highlighted fields.'

interface DownloadNotice {
  brochure: Brochure
  opened: boolean
}

/**
 * The brochure page (discovery §2.9, §4): the list and sticky bar (selection stage), the request form beside the
 * selection summary (form stage), and the download popup. Both forms live here, so 'Change selection' keeps what
 * was typed as well as what was chosen.
 */
export function BrochurePage({
  content,
  brochures,
  brandName,
  marketingFormId,
  marketo,
  campaign,
}: {
  content: BrochurePageContent
  brochures?: Brochure[]
  brandName: string
  marketingFormId: number
  marketo: MarketoSettings | null
  campaign: Campaign
}) {
  const [state, dispatch] = useReducer(brochurePageReducer, brochures, initialBrochurePageState)
  const details = useForm({
    name: 'brochure-request',
    schema: brochureFormSchema,
    initialValues: BROCHURE_FORM_DEFAULTS,
  })
  const address = useAddressForm({ name: 'brochure-address', schema: brochureAddressFormSchema })
  const navigate = useNavigate()
  const [formAlert, setFormAlert] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [popup, setPopup] = useState<{ brochure: Brochure | null; open: boolean }>({ brochure: null, open: false })
  const [notice, setNotice] = useState<DownloadNotice | null>(null)
  const formHeading = useRef<HTMLHeadingElement>(null)
  const listHeading = useRef<HTMLHeadingElement>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const previousStage = useRef(state.stage)

  const chosen = useMemo(() => selectedBrochures(state), [state])
  const count = state.selectedIds.length

  // Moving between stages moves focus to the new stage's heading (the old content is gone).
  useEffect(() => {
    if (previousStage.current === state.stage) return
    const from = previousStage.current
    previousStage.current = state.stage
    if (state.stage === 'form') formHeading.current?.focus()
    else if (state.stage === 'selection' && from === 'form') listHeading.current?.focus()
  }, [state.stage])

  const toggle = (uniqueId: string, selected: boolean) => {
    dispatch({ type: 'toggle', uniqueId, selected })
    const next = selected ? count + 1 : count - 1
    setAnnouncement(next > 0 ? selectedCountText(next) : 'No brochures selected')
  }

  async function submitRequest() {
    if (state.submitting) return
    const detailsResult = details.submit()
    const addressResult = address.submit()
    const addressValues = address.store.getState().values
    const linesValid = addressLinesSchema.safeParse(addressValues).success
    if (!detailsResult.success || !addressResult.success || !linesValid) {
      setFormAlert(FORM_INVALID_MESSAGE)
      return
    }
    setFormAlert(null)
    const data = brochureFormSchema.parse(details.store.getState().values)
    const payload: BrochureRequestInput = {
      ...data,
      phoneNumber: data.phoneNumber ? data.phoneNumber : null,
      email: data.email,
      address: toAddressPayload(addressValues),
      dateOrdered: new Date().toISOString(),
      brochureIds: state.selectedIds,
      utmSource: campaign.utmSource,
      utmMedium: campaign.utmMedium,
      website: honeypot.current?.value ?? '',
    }
    dispatch({ type: 'submitStarted' })
    try {
      await api.post(BROCHURE_PATHS.submit, payload)
      dispatch({ type: 'submitSucceeded' })
      await trackBrochurePost(
        {
          email: data.email,
          firstName: data.firstName,
          lastName: data.lastName,
          phone: data.phoneNumber ?? null,
          country: payload.address.country,
          town: payload.address.town,
          postCode: payload.address.postCode,
          referralSource: campaign.utmSource,
          referralDetail: campaign.utmMedium,
        },
        chosen,
      )
      // discovery §7 formSubmit, after the request's own event: the form's name only.
      trackFormSubmit(details.store.name)
      await navigate(content.thankYouUrl)
    } catch (error) {
      const message = brochureFailureMessage(error)
      if (error instanceof ApiError) {
        if (error.fieldErrors) {
          details.store.setErrors(error.fieldErrors)
          address.store.setErrors(addressFieldErrors(error.fieldErrors))
        }
      }
      dispatch({ type: 'submitFailed', message })
    }
  }

  const closePopup = useCallback(() => setPopup((current) => ({ ...current, open: false })), [])

  const onDownloadSuccess = (brochure: Brochure, values: MarketingFormValues) => {
    // Opened first, while the click that submitted the form still counts as the user's (popup blockers).
    const tab = brochure.downloadLink ? window.open(brochure.downloadLink, '_blank') : null
    if (tab) tab.opener = null
    closePopup()
    setNotice({ brochure, opened: tab !== null })
    void trackBrochureDownload(
      {
        email: values.Email,
        firstName: values.FirstName,
        lastName: values.LastName,
        phone: values.phone || null,
        country: values.Country,
        referralSource: values.Referral__c || null,
        referralDetail: values.Inquiry_Subcategory__c_account || null,
      },
      brochure,
    )
  }

  return (
    <div className="brochures" data-brand-name={content.brandNameFormatted}>
      <header className="brochures__header">
        <h1 className="brochures__title">{content.title}</h1>
        {content.introductionHtml ? (
          <div className="brochures__intro" dangerouslySetInnerHTML={{ __html: content.introductionHtml }} />
        ) : null}
      </header>

      <div className="brochures__notice" role="status">
        {notice ? (
          <p>
            {notice.opened
              ? `${notice.brochure.name} is opening in a new tab. If it did not open, `
              : `Your brochure is ready: `}
            <a href={notice.brochure.downloadLink ?? '#'} target="_blank" rel="noopener noreferrer">
              open {notice.brochure.name} (PDF)<span className="visually-hidden"> in a new tab</span>
            </a>
            .
          </p>
        ) : null}
      </div>

      {state.stage === 'loading' ? (
        <p className="brochures__loading" role="status">
          Loading brochures…
        </p>
      ) : null}

      {state.stage === 'selection' ? (
        <section className="brochures__selection" aria-labelledby="brochure-list-title">
          <h2 id="brochure-list-title" className="brochures__list-title" tabIndex={-1} ref={listHeading}>
            Choose your brochures
          </h2>
          {state.brochures.length ? (
            <ul className="brochure-grid" role="list">
              {state.brochures.map((brochure, index) => (
                <li key={brochure.uniqueId}>
                  <BrochureCard
                    brochure={brochure}
                    aboveTheFold={index < 2}
                    selected={state.selectedIds.includes(brochure.uniqueId)}
                    onToggle={(selected) => toggle(brochure.uniqueId, selected)}
                    onViewOnline={() => setPopup({ brochure, open: true })}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p>There are no brochures to order at the moment. Please call us and we will be happy to help.</p>
          )}
        </section>
      ) : null}

      {state.stage === 'form' ? (
        <div className="brochure-request">
          <BrochureRequestForm
            details={details}
            address={address}
            content={content}
            brandName={brandName}
            submitting={state.submitting}
            alert={state.apiError ? state.errorMessage : formAlert}
            headingRef={formHeading}
            honeypotRef={honeypot}
            onSubmit={() => void submitRequest()}
          />
          <SelectionSummary
            brochures={chosen}
            onChange={() => dispatch({ type: 'changeSelection' })}
            disabled={state.submitting}
          />
        </div>
      ) : null}

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <StickyBrochureBar
        count={count}
        visible={showsStickyBar(state)}
        onRequest={() => dispatch({ type: 'request' })}
      />
      <DownloadPopup
        brochure={popup.brochure}
        open={popup.open}
        formId={marketingFormId}
        marketo={marketo}
        prefill={marketingFormPrefill(campaign)}
        onClose={closePopup}
        onSuccess={onDownloadSuccess}
      />
    </div>
  )
}
