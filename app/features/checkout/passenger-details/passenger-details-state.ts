import { EMPTY_ADDRESS, type AddressFormValues } from '../../address/index'
import type { LoginUserDetails } from '../../auth/index'
import { type CheckoutVisa, type QuoteResponse, sameName, type PassengerName } from '../contract/index.rules'
import { TITLES, SEXES, type PassengerDetailsInput } from './passenger-details-rules'
import {
  DATE_OF_BIRTH_FIELDS,
  emptyPassengerValues,
  withVisaFields,
  type PassengerFormValues,
} from './passenger-details-form'
import {
  addressValuesFromStored,
  passengerValuesFromStored,
  storedPassengerFor,
  storedPassengerOf,
  type StoredPassenger,
  type StoredPassengers,
} from './passenger-storage'

/*
 * The passenger details step's state (checkout §3 Passenger, §4) as one pure reducer: one card per quote passenger
 * with its form values, and the flags §4 names. A passenger is complete only when submitted, valid and in summary
 * view; the first incomplete passenger is the editable one. Edit returns a card to edit view; changing excursions
 * clears the submitted and summary state of every passenger. The login box shows until it succeeds or is skipped
 * (a signed-in customer never sees it); a customer's details prefill the first passenger of the same name.
 */

export interface PassengerCard {
  passengerId: number
  lead: boolean
  /** The name the travellers step gave this passenger (the quote's). */
  quoteName: PassengerName
  values: PassengerFormValues
  /** The lead's billing address (the address block's values); null for the others. */
  address: AddressFormValues | null
  submitted: boolean
  valid: boolean
  summaryView: boolean
  /** What the last valid save produced, as passengerDetailsResponse carries it (the lead's with its address). */
  saved: PassengerDetailsInput | null
  /** Bumped when values change from outside the card (a prefill), so an open card reads them again. */
  revision: number
  /** The server's messages for this card's fields (a 400 from passengerDetailsResponse), shown on its next render. */
  serverErrors: Record<string, string[]> | null
}

export interface PassengerDetailsState {
  quoteId: number
  cards: PassengerCard[]
  loginBoxOpen: boolean
  /** The quote's excursion choices when the cards were last synced: a change resets them (checkout §4). */
  excursionsKey: string
}

export type PassengerDetailsAction =
  | { type: 'quoteChanged'; quote: QuoteResponse }
  | { type: 'visasLoaded'; visas: readonly Pick<CheckoutVisa, 'id'>[] }
  | {
      type: 'valuesChanged'
      index: number
      values: PassengerFormValues
      address?: AddressFormValues | null
      /** The card revision the values were typed over: values from before a prefill are stale and ignored. */
      revision?: number
    }
  | { type: 'saved'; index: number; input: PassengerDetailsInput }
  | { type: 'saveFailed'; index: number }
  | { type: 'edit'; index: number }
  | { type: 'excursionsChanged' }
  | { type: 'loginBoxClosed' }
  | { type: 'customerDetailsLoaded'; details: LoginUserDetails | null }
  | { type: 'serverRejected'; fieldErrors: Record<string, string[]> }
  | { type: 'serverErrorsShown'; index: number }

/** The quote's excursion choices as a comparable key (code → selected passenger ids). */
export function excursionsKeyOf(quote: Pick<QuoteResponse, 'excursions'>): string {
  return quote.excursions
    .map((excursion) => {
      const ids = excursion.passengers
        .filter((passenger) => passenger.selected)
        .map((passenger) => passenger.passengerId)
        .sort((a, b) => a - b)
      return `${excursion.code}:${ids.join(',')}`
    })
    .sort()
    .join('|')
}

function newCard(
  passenger: QuoteResponse['passengers'][number],
  index: number,
  stored: StoredPassengers,
): PassengerCard {
  const quoteName = { firstName: passenger.firstName, lastName: passenger.lastName }
  const base = emptyPassengerValues(quoteName)
  const entry = storedPassengerFor(stored, index, quoteName)
  const values = entry ? passengerValuesFromStored(entry, base) : base
  const storedAddress = entry && passenger.lead ? addressValuesFromStored(entry) : null
  return {
    passengerId: passenger.passengerId,
    lead: passenger.lead,
    quoteName,
    values,
    address: passenger.lead ? (storedAddress ?? { ...EMPTY_ADDRESS }) : null,
    submitted: false,
    valid: false,
    summaryView: false,
    saved: null,
    revision: 0,
    serverErrors: null,
  }
}

export function initialPassengerDetailsState(input: {
  quote: QuoteResponse
  /** What session storage kept ('passengerDetails'). */
  stored?: StoredPassengers
  /** A signed-in customer never sees the login box (checkout §4); nor a page without one. */
  showLoginBox: boolean
  visas?: readonly Pick<CheckoutVisa, 'id'>[]
}): PassengerDetailsState {
  const stored = input.stored ?? {}
  const cards = input.quote.passengers.map((passenger, index) => {
    const card = newCard(passenger, index, stored)
    return input.visas ? { ...card, values: withVisaFields(card.values, input.visas) } : card
  })
  return {
    quoteId: input.quote.quoteId,
    cards,
    loginBoxOpen: input.showLoginBox,
    excursionsKey: excursionsKeyOf(input.quote),
  }
}

/** Checkout §4: complete only when submitted, valid and in summary view. */
export function isPassengerComplete(card: Pick<PassengerCard, 'submitted' | 'valid' | 'summaryView'>): boolean {
  return card.submitted && card.valid && card.summaryView
}

/** The first incomplete passenger (the editable one), or -1 when all are complete. */
export function editableIndex(state: Pick<PassengerDetailsState, 'cards'>): number {
  return state.cards.findIndex((card) => !isPassengerComplete(card))
}

export function allPassengersComplete(state: Pick<PassengerDetailsState, 'cards'>): boolean {
  return state.cards.length > 0 && editableIndex(state) === -1
}

/** Every passenger as passengerDetailsResponse carries them, once all are complete; else null. */
export function savedPassengers(state: Pick<PassengerDetailsState, 'cards'>): PassengerDetailsInput[] | null {
  if (!allPassengersComplete(state)) return null
  const inputs = state.cards.map((card) => card.saved)
  return inputs.every((input): input is PassengerDetailsInput => input !== null) ? inputs : null
}

/** What session storage keeps, in card order (checkout §3). */
export function storedPassengersOf(state: Pick<PassengerDetailsState, 'cards'>): StoredPassenger[] {
  return state.cards.map((card) =>
    storedPassengerOf(card.values, { quoteName: card.quoteName, lead: card.lead, address: card.address }),
  )
}

function updateCard(state: PassengerDetailsState, index: number, update: (card: PassengerCard) => PassengerCard) {
  const card = state.cards[index]
  if (!card) return state
  const cards = state.cards.slice()
  cards[index] = update(card)
  return { ...state, cards }
}

const RESET_FLAGS = { submitted: false, valid: false, summaryView: false, saved: null } as const

function resetAll(state: PassengerDetailsState): PassengerDetailsState {
  return { ...state, cards: state.cards.map((card) => ({ ...card, ...RESET_FLAGS })) }
}

function syncQuote(state: PassengerDetailsState, quote: QuoteResponse): PassengerDetailsState {
  const byId = new Map(state.cards.map((card) => [card.passengerId, card]))
  const samePassengers =
    quote.quoteId === state.quoteId &&
    quote.passengers.length === state.cards.length &&
    quote.passengers.every((passenger, index) => state.cards[index]?.passengerId === passenger.passengerId)
  const cards = samePassengers
    ? state.cards
    : quote.passengers.map((passenger, index) => {
        const kept = byId.get(passenger.passengerId)
        if (kept && quote.quoteId === state.quoteId) return kept
        const fresh = newCard(passenger, index, {})
        // A new quote for the same people (the rooms were posted again) keeps what was typed for them.
        const previous = state.cards[index]
        return previous && sameName(previous.quoteName, fresh.quoteName)
          ? { ...fresh, values: previous.values, address: fresh.lead ? previous.address : null }
          : fresh
      })
  const excursionsKey = excursionsKeyOf(quote)
  const next = { ...state, quoteId: quote.quoteId, cards, excursionsKey }
  return excursionsKey !== state.excursionsKey || !samePassengers ? resetAll(next) : next
}

function isBlankText(value: string | boolean | undefined): boolean {
  return typeof value !== 'string' || value.trim() === ''
}

function digits(value: number | null): string {
  return value === null ? '' : String(value)
}

type FillField = (values: PassengerFormValues, field: string, value: string | null) => void

/** Writes a value only into a field the customer has left empty: a prefill never overwrites what was typed. */
const fillBlank: FillField = (values, field, value) => {
  if (value && isBlankText(values[field])) values[field] = value
}

/** The customer's own details (title, sex, date of birth) onto the card that is them. */
function withPersonalDetails(card: PassengerCard, details: LoginUserDetails): PassengerCard {
  const values: PassengerFormValues = { ...card.values }
  if (details.title && (TITLES as readonly string[]).includes(details.title)) fillBlank(values, 'title', details.title)
  if (details.sex && (SEXES as readonly string[]).includes(details.sex)) fillBlank(values, 'sex', details.sex)
  if (DATE_OF_BIRTH_FIELDS.every((field) => values[field] === '')) {
    fillBlank(values, 'dayOfBirth', digits(details.dayOfBirth))
    fillBlank(values, 'monthOfBirth', digits(details.monthOfBirth))
    fillBlank(values, 'yearOfBirth', digits(details.yearOfBirth))
  }
  return { ...card, values }
}

/** The account's contact details and billing address onto the lead's card (the booking's contact). */
function withContactDetails(card: PassengerCard, details: LoginUserDetails): PassengerCard {
  const values: PassengerFormValues = { ...card.values }
  fillBlank(values, 'email', details.email)
  fillBlank(values, 'confirmEmail', details.email)
  fillBlank(values, 'mobilePhone', details.mobilePhone)
  fillBlank(values, 'homePhone', details.homePhone)
  let address = card.address
  const given = details.address
  if (given && address && !address.addressLine1 && !address.town && !address.postCode) {
    address = {
      ...address,
      addressLine1: given.addressLines[0] ?? '',
      addressLine2: given.addressLines.slice(1).join(', '),
      town: given.town ?? '',
      county: given.county ?? '',
      country: given.country ?? address.country,
      postCode: given.postCode ?? '',
      addressVerified: false,
    }
  }
  return { ...card, values, address }
}

function sameCard(a: PassengerCard, b: PassengerCard): boolean {
  return a.address === b.address && Object.keys(b.values).every((field) => a.values[field] === b.values[field])
}

/**
 * Checkout §1, §4, §6 (issue 29 items 5, 10): the signed-in customer's details prefill the checkout, only into
 * fields still empty. Their title, sex and date of birth go to the first passenger whose name matches theirs
 * (case-insensitively): those are that person's. Their e-mail, phones and address go to the lead's card whoever
 * the lead is, as the customer logging in is the one booking and the lead gives the booking's contact details.
 */
export function prefillFromCustomer(state: PassengerDetailsState, details: LoginUserDetails): PassengerDetailsState {
  const customer = { firstName: details.firstName ?? '', lastName: details.lastName ?? '' }
  const namedIndex = state.cards.findIndex(
    (card) => !isPassengerComplete(card) && (sameName(card.values, customer) || sameName(card.quoteName, customer)),
  )
  let changed = false
  const cards = state.cards.map((card, index) => {
    if (isPassengerComplete(card)) return card
    let next = card
    if (index === namedIndex) next = withPersonalDetails(next, details)
    if (card.lead) next = withContactDetails(next, details)
    if (sameCard(card, next)) return card
    changed = true
    return { ...next, revision: card.revision + 1 }
  })
  return changed ? { ...state, cards } : state
}

const SERVER_ERROR_KEY = /^passengers\.(\d+)\.(.+)$/

export function passengerDetailsReducer(
  state: PassengerDetailsState,
  action: PassengerDetailsAction,
): PassengerDetailsState {
  switch (action.type) {
    case 'quoteChanged':
      return syncQuote(state, action.quote)
    case 'visasLoaded':
      return {
        ...state,
        cards: state.cards.map((card) => {
          const values = withVisaFields(card.values, action.visas)
          return values === card.values ? card : { ...card, values, revision: card.revision + 1 }
        }),
      }
    case 'valuesChanged':
      if (action.revision !== undefined && action.revision !== state.cards[action.index]?.revision) return state
      return updateCard(state, action.index, (card) => ({
        ...card,
        values: action.values,
        address: card.lead && action.address !== undefined ? action.address : card.address,
      }))
    case 'saved':
      return updateCard(state, action.index, (card) => ({
        ...card,
        submitted: true,
        valid: true,
        summaryView: true,
        saved: action.input,
        serverErrors: null,
      }))
    case 'saveFailed':
      return updateCard(state, action.index, (card) => ({ ...card, submitted: true, valid: false, summaryView: false }))
    case 'edit':
      return updateCard(state, action.index, (card) => ({ ...card, summaryView: false, saved: null }))
    case 'excursionsChanged':
      return resetAll(state)
    case 'loginBoxClosed':
      return state.loginBoxOpen ? { ...state, loginBoxOpen: false } : state
    case 'customerDetailsLoaded':
      return action.details ? prefillFromCustomer(state, action.details) : state
    case 'serverRejected': {
      const byIndex = new Map<number, Record<string, string[]>>()
      for (const [key, messages] of Object.entries(action.fieldErrors)) {
        const match = SERVER_ERROR_KEY.exec(key)
        if (!match) continue
        const index = Number(match[1])
        const errors = byIndex.get(index) ?? {}
        errors[match[2]!] = messages
        byIndex.set(index, errors)
      }
      if (byIndex.size === 0) return state
      return {
        ...state,
        cards: state.cards.map((card, index) => {
          const errors = byIndex.get(index)
          return errors ? { ...card, summaryView: false, valid: false, saved: null, serverErrors: errors } : card
        }),
      }
    }
    case 'serverErrorsShown':
      return updateCard(state, action.index, (card) => (card.serverErrors ? { ...card, serverErrors: null } : card))
  }
}
