import { useEffect, useId, useReducer, useRef, useState, type Ref } from 'react'
import { Stylesheet } from '../../../components/ui/stylesheet'
import addressStylesHref from '../../address/address.css?url'
import type { AddressFormValues, CountryOption } from '../../address/index'
import authStylesHref from '../../auth/auth.css?url'
import { AUTH_PATHS, LoginBox, fetchLoginUserDetails, type LoginBoxSuccess, type LoginBoxView } from '../../auth/index'
import { StepIntro } from '../flow/index'
import type { CheckoutVisa, QuoteResponse } from '../contract/index.rules'
import { type CheckoutStepText, isLoginBoxClosed, rememberLoginBoxClosed, sessionStore } from '../flow/index.rules'
import { PassengerEditForm, type PassengerCardTexts } from './passenger-card'
import { yearOptions, type PassengerFormValues } from './passenger-details-form'
import type { PassengerDetailsInput } from './passenger-details-rules'
import {
  editableIndex,
  initialPassengerDetailsState,
  isPassengerComplete,
  passengerDetailsReducer,
  savedPassengers,
  storedPassengersOf,
  type PassengerDetailsAction,
  type PassengerDetailsState,
} from './passenger-details-state'
import stylesHref from './passenger-details.css?url'
import { readPassengerDetails, writePassengerDetails } from './passenger-storage'
import { PassengerSummary, passengerDisplayName } from './passenger-summary'

export const PASSPORT_INTRO = 'Enter details as they appear on the passport'
export const VISAS_LOADING_REASON = 'Checking which visas your tour needs…'

export interface PassengerDetailsTexts extends PassengerCardTexts {
  /** The step's heading and description (page data texts.passengerDetails). */
  step: CheckoutStepText
}

export interface PassengerDetailsStepProps {
  quote: QuoteResponse
  /** The departure date, 'YYYY-MM-DD': every passenger must be 18 or over on it (checkout §5). */
  departureDate: string
  /** GET visas' answer (checkout §7); null while it loads (saving waits for it). */
  visas: readonly CheckoutVisa[] | null
  texts: PassengerDetailsTexts
  headingRef: Ref<HTMLHeadingElement>
  /** The login box's page data (auth's loginBoxView); null for a page without one. */
  loginBox: LoginBoxView | null
  /** page data login.userIsLoggedIn: a signed-in customer never sees the box and is prefilled at once. */
  signedIn: boolean
  /** A page call is out (the passenger request): saving and editing wait. */
  busy?: boolean
  /** The address block's countries (fetched by the block when absent). */
  countries?: CountryOption[]
  /** A 400 from passengerDetailsResponse: field errors keyed `passengers.N.field`; each change is shown once. */
  serverFieldErrors?: Record<string, string[]> | null
  /** Saving the last incomplete passenger: every passenger, in quote order, as the request carries them. */
  onAllSaved: (passengers: PassengerDetailsInput[]) => void
  /** Edit pressed on a saved passenger (checkout §4: payment resets and an in-flight passenger request is cancelled). */
  onEdit: () => void
  /** The login box succeeded (the page keeps loggedInPassengerData; the box already pushed the login event). */
  onLoggedIn?: (success: LoginBoxSuccess) => void
}

function cardLabel(index: number, lead: boolean): string {
  return lead ? `Passenger ${index + 1} (lead passenger)` : `Passenger ${index + 1}`
}

/**
 * Checkout step 5, passenger details (checkout §2, §3, §4, §5): the login box first (hidden for a signed-in
 * customer), then 'Enter details as they appear on the passport' and one card per quote passenger. A saved card
 * shows its summary with Edit; the first incomplete passenger is the editable one; later ones wait. Saving the last
 * passenger hands every passenger to `onAllSaved` (the page posts them). What is typed is kept in session storage.
 */
export function PassengerDetailsStep(props: PassengerDetailsStepProps) {
  const { quote, visas, texts, loginBox, signedIn, busy = false } = props
  const id = useId()
  const [state, dispatch] = useReducer(passengerDetailsReducer, undefined, () =>
    initialPassengerDetailsState({
      quote,
      stored: readPassengerDetails(sessionStore()),
      showLoginBox: !signedIn && loginBox !== null && !isLoginBoxClosed(sessionStore()),
      visas: visas ?? undefined,
    }),
  )
  const [years] = useState(() => yearOptions())
  const [announcement, setAnnouncement] = useState('')
  const latest = useRef(state)
  latest.current = state
  const focusAfterRender = useRef<string | null>(null)

  const act = (action: PassengerDetailsAction): PassengerDetailsState => {
    const next = passengerDetailsReducer(latest.current, action)
    latest.current = next
    dispatch(action)
    // Written at once too, so what was typed is kept even when the step is leaving the page.
    if (action.type === 'valuesChanged') writePassengerDetails(sessionStore(), storedPassengersOf(next))
    return next
  }

  // The quote can change under the step (visas priced in, excursions changed): the cards follow (checkout §4).
  const firstQuote = useRef(quote)
  useEffect(() => {
    if (quote !== firstQuote.current) dispatch({ type: 'quoteChanged', quote })
  }, [quote])
  useEffect(() => {
    if (visas) dispatch({ type: 'visasLoaded', visas })
  }, [visas])

  // Checkout §3: a reload keeps what was typed.
  useEffect(() => {
    writePassengerDetails(sessionStore(), storedPassengersOf(state))
  }, [state])

  // A signed-in customer is prefilled at once from login-user-details (errors ignored, checkout §7).
  const detailsUrl = loginBox?.loginUserDetailsUrl ?? AUTH_PATHS.loginUserDetails
  useEffect(() => {
    if (!signedIn) return
    let active = true
    void fetchLoginUserDetails(detailsUrl).then((details) => {
      if (active) dispatch({ type: 'customerDetailsLoaded', details })
    })
    return () => {
      active = false
    }
  }, [signedIn, detailsUrl])

  const serverFieldErrors = props.serverFieldErrors ?? null
  useEffect(() => {
    if (serverFieldErrors) dispatch({ type: 'serverRejected', fieldErrors: serverFieldErrors })
  }, [serverFieldErrors])

  useEffect(() => {
    const target = focusAfterRender.current
    if (!target) return
    focusAfterRender.current = null
    document.getElementById(target)?.focus()
  })

  const editing = editableIndex(state)
  const headingId = (index: number) => `${id}-passenger-${index}`

  const closeLoginBox = () => {
    rememberLoginBoxClosed(sessionStore())
    act({ type: 'loginBoxClosed' })
    focusAfterRender.current = `${id}-cards`
  }

  const onLoggedIn = (success: LoginBoxSuccess) => {
    act({ type: 'customerDetailsLoaded', details: success.details })
    props.onLoggedIn?.(success)
    closeLoginBox()
  }

  const saved = (index: number, input: PassengerDetailsInput) => {
    const next = act({ type: 'saved', index, input })
    const nextEditable = editableIndex(next)
    setAnnouncement(`${cardLabel(index, next.cards[index]!.lead)} saved.`)
    const all = savedPassengers(next)
    if (all) {
      focusAfterRender.current = headingId(index)
      props.onAllSaved(all)
    } else {
      focusAfterRender.current = headingId(nextEditable)
    }
  }

  const edit = (index: number) => {
    if (busy) return
    act({ type: 'edit', index })
    setAnnouncement('')
    focusAfterRender.current = headingId(editableIndex(latest.current))
    props.onEdit()
  }

  const cardTexts: PassengerCardTexts = texts
  const saveBlockedReason = visas === null ? VISAS_LOADING_REASON : null

  return (
    <section className="checkout-step passenger-details" aria-labelledby={`${id}-step`}>
      <Stylesheet href={stylesHref} />
      <Stylesheet href={authStylesHref} />
      <Stylesheet href={addressStylesHref} />
      <StepIntro id={`${id}-step`} text={texts.step} headingRef={props.headingRef} />
      {state.loginBoxOpen && loginBox ? (
        <LoginBox view={loginBox} onLoggedIn={onLoggedIn} onSkip={closeLoginBox} />
      ) : (
        <div className="passenger-details__cards">
          <h3 id={`${id}-cards`} className="passenger-details__intro" tabIndex={-1}>
            {PASSPORT_INTRO}
          </h3>
          {state.cards.map((card, index) => {
            const complete = isPassengerComplete(card)
            const label = cardLabel(index, card.lead)
            return (
              <section
                key={card.passengerId}
                className="checkout-card passenger-card"
                data-state={complete ? 'summary' : index === editing ? 'edit' : 'waiting'}
                aria-labelledby={headingId(index)}
              >
                <h4 id={headingId(index)} className="checkout-card__title passenger-card__title" tabIndex={-1}>
                  {label}
                  {card.values.firstName || card.values.lastName ? (
                    <span className="passenger-card__name">: {passengerDisplayName(card.values)}</span>
                  ) : null}
                </h4>
                {complete ? (
                  <PassengerSummary
                    values={card.values}
                    address={card.address}
                    lead={card.lead}
                    visas={visas ?? []}
                    label={label}
                    busy={busy}
                    onEdit={() => edit(index)}
                  />
                ) : index === editing ? (
                  <PassengerEditForm
                    key={`${card.passengerId}-${card.revision}`}
                    card={card}
                    index={index}
                    visas={visas ?? []}
                    departureDate={props.departureDate}
                    texts={cardTexts}
                    years={years}
                    countries={props.countries}
                    busy={busy}
                    saveBlockedReason={saveBlockedReason}
                    onChange={(values: PassengerFormValues, address: AddressFormValues | null, revision: number) =>
                      act({ type: 'valuesChanged', index, values, address, revision })
                    }
                    onSave={(input) => saved(index, input)}
                    onSaveFailed={() => act({ type: 'saveFailed', index })}
                    onServerErrorsShown={() => act({ type: 'serverErrorsShown', index })}
                  />
                ) : (
                  <p className="checkout-note passenger-card__waiting">
                    Complete the passenger above first, then this passenger&apos;s details.
                  </p>
                )}
              </section>
            )
          })}
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
        </div>
      )}
    </section>
  )
}
