import { describe, expect, it } from 'vitest'
import type { LoginUserDetails } from '../../auth/index'
import { toPassengerInput } from './passenger-details-form'
import {
  allPassengersComplete,
  editableIndex,
  excursionsKeyOf,
  initialPassengerDetailsState,
  isPassengerComplete,
  passengerDetailsReducer,
  savedPassengers,
  type PassengerDetailsAction,
  type PassengerDetailsState,
} from './passenger-details-state'
import { storedPassengerOf } from './passenger-storage'
import { companionValues, leadValues, passengerQuote, visas } from './passenger-details-test-data'

/* The step's pure state (checkout §4): completeness, the editable card, edit, excursions reset, login prefill. */

const start = (count = 3) => initialPassengerDetailsState({ quote: passengerQuote(count), showLoginBox: true, visas })
const run = (state: PassengerDetailsState, ...actions: PassengerDetailsAction[]) =>
  actions.reduce(passengerDetailsReducer, state)
const input = (index: number) =>
  toPassengerInput(index === 0 ? leadValues() : companionValues(), {
    passengerId: 100 + index,
    lead: index === 0,
    visas,
  })
const save = (index: number): PassengerDetailsAction => ({ type: 'saved', index, input: input(index) })

describe('completeness (checkout §4)', () => {
  it.each([
    [{ submitted: true, valid: true, summaryView: true }, true],
    [{ submitted: true, valid: true, summaryView: false }, false],
    [{ submitted: true, valid: false, summaryView: true }, false],
    [{ submitted: false, valid: true, summaryView: true }, false],
  ])('%o → complete %s', (flags, complete) => {
    expect(isPassengerComplete(flags)).toBe(complete)
  })

  it('one card per quote passenger, the lead flagged, visas unanswered, marketing ticked', () => {
    const state = start()
    expect(state.cards.map((card) => [card.passengerId, card.lead])).toEqual([
      [100, true],
      [101, false],
      [102, false],
    ])
    expect(state.cards[1]!.values).toMatchObject({ firstName: 'Bob', 'visa-7': '', 'visa-9': '', marketingEmail: true })
    expect(state.cards[0]!.address).not.toBeNull()
    expect(state.cards[1]!.address).toBeNull()
  })

  it.each<[string, PassengerDetailsAction[], number, boolean]>([
    ['nothing saved', [], 0, false],
    ['the first saved', [save(0)], 1, false],
    ['a failed save keeps the card editable', [{ type: 'saveFailed', index: 0 }], 0, false],
    ['all saved', [save(0), save(1), save(2)], -1, true],
    ['all saved, then Edit on the second', [save(0), save(1), save(2), { type: 'edit', index: 1 }], 1, false],
    ['all saved, then excursions changed', [save(0), save(1), save(2), { type: 'excursionsChanged' }], 0, false],
  ])('%s → editable %s, all complete %s', (_name, actions, editable, all) => {
    const state = run(start(), ...actions)
    expect(editableIndex(state)).toBe(editable)
    expect(allPassengersComplete(state)).toBe(all)
    expect(savedPassengers(state) !== null).toBe(all)
  })

  it('savedPassengers lists every passenger in quote order', () => {
    const state = run(start(), save(0), save(1), save(2))
    expect(savedPassengers(state)!.map((passenger) => passenger.passengerId)).toEqual([100, 101, 102])
  })
})

describe('the quote under the step', () => {
  it('new excursion choices reset every card; the same quote again changes nothing', () => {
    const saved = run(
      start(),
      { type: 'valuesChanged', index: 1, values: companionValues() },
      save(0),
      save(1),
      save(2),
    )
    const same = run(saved, { type: 'quoteChanged', quote: { ...passengerQuote(), subtotal: 1 } })
    expect(allPassengersComplete(same)).toBe(true)
    const quote = passengerQuote()
    const withExcursion = {
      ...quote,
      excursions: [
        { id: 1, code: 'TAJ', name: 'Taj Mahal', price: 5000, passengers: [{ passengerId: 100, selected: true }] },
      ],
    }
    const reset = run(saved, { type: 'quoteChanged', quote: withExcursion })
    expect(editableIndex(reset)).toBe(0)
    expect(reset.cards[1]!.values.title).toBe('Mr')
  })

  it('excursionsKeyOf ignores order and unticked passengers', () => {
    const line = (code: string, selected: number[]) => ({
      id: 1,
      code,
      name: code,
      price: 1,
      passengers: [100, 101].map((passengerId) => ({ passengerId, selected: selected.includes(passengerId) })),
    })
    expect(excursionsKeyOf({ excursions: [line('A', [101, 100]), line('B', [])] })).toBe(
      excursionsKeyOf({ excursions: [line('B', []), line('A', [100, 101])] }),
    )
    expect(excursionsKeyOf({ excursions: [line('A', [100])] })).not.toBe(
      excursionsKeyOf({ excursions: [line('A', [101])] }),
    )
  })

  it('restores typed values from storage for the passenger of the same name only', () => {
    const stored = {
      0: storedPassengerOf(leadValues(), {
        quoteName: { firstName: 'Ann', lastName: 'Smith' },
        lead: true,
        address: null,
      }),
      1: storedPassengerOf(companionValues(), {
        quoteName: { firstName: 'Someone', lastName: 'Else' },
        lead: false,
        address: null,
      }),
    }
    const state = initialPassengerDetailsState({ quote: passengerQuote(), stored, showLoginBox: false })
    expect(state.cards[0]!.values).toMatchObject({ title: 'Mrs', email: 'ann@example.com', yearOfBirth: '1960' })
    expect(state.cards[1]!.values.title).toBe('')
    expect(state.loginBoxOpen).toBe(false)
  })
})

describe('login box and prefill (checkout §4, §6)', () => {
  const customer: LoginUserDetails = {
    clientId: 'c1',
    email: 'bob@example.com',
    title: 'Mr',
    firstName: 'BOB',
    lastName: 'smith',
    mobilePhone: '07700 900999',
    homePhone: null,
    dayOfBirth: 9,
    monthOfBirth: 4,
    yearOfBirth: 1961,
    sex: 'Male',
    address: null,
  }

  it('fills the first passenger whose name matches, case-insensitively; no contact fields for a companion', () => {
    const state = run(start(), { type: 'customerDetailsLoaded', details: customer }, { type: 'loginBoxClosed' })
    expect(state.loginBoxOpen).toBe(false)
    expect(state.cards[1]!.values).toMatchObject({
      title: 'Mr',
      dayOfBirth: '9',
      monthOfBirth: '4',
      yearOfBirth: '1961',
      sex: 'Male',
      email: '',
    })
    expect(state.cards[1]!.revision).toBe(1)
    expect(state.cards[0]!.values.title).toBe('')
  })

  it('the lead gets contact details and address; typed fields are never overwritten', () => {
    const lead = {
      ...customer,
      firstName: 'ann',
      lastName: 'SMITH',
      address: {
        addressLines: ['1 High St', 'Flat 2'],
        town: 'Leeds',
        county: null,
        country: 'GB',
        postCode: 'LS1 1AA',
      },
    }
    const typed = run(start(), {
      type: 'valuesChanged',
      index: 0,
      values: { ...start().cards[0]!.values, title: 'Ms' },
    })
    const state = run(typed, { type: 'customerDetailsLoaded', details: lead })
    expect(state.cards[0]!.values).toMatchObject({
      title: 'Ms',
      email: 'bob@example.com',
      confirmEmail: 'bob@example.com',
      mobilePhone: '07700 900999',
      homePhone: '',
    })
    expect(state.cards[0]!.address).toMatchObject({
      addressLine1: '1 High St',
      addressLine2: 'Flat 2',
      town: 'Leeds',
      postCode: 'LS1 1AA',
    })
  })

  it('values typed over an older revision (a card closing after a prefill) do not undo the prefill', () => {
    const prefilled = run(start(), { type: 'customerDetailsLoaded', details: customer })
    const stale = { ...start().cards[1]!.values }
    const after = run(prefilled, { type: 'valuesChanged', index: 1, values: stale, revision: 0 })
    expect(after.cards[1]!.values.title).toBe('Mr')
    const current = run(prefilled, { type: 'valuesChanged', index: 1, values: stale, revision: 1 })
    expect(current.cards[1]!.values.title).toBe('')
  })

  it("no passenger of the customer's name: the lead still gets the contact details, nobody their own", () => {
    const state = run(start(), { type: 'customerDetailsLoaded', details: { ...customer, firstName: 'Zed' } })
    expect(state.cards[0]!.values).toMatchObject({
      firstName: 'Ann',
      title: '',
      yearOfBirth: '',
      email: 'bob@example.com',
      mobilePhone: '07700 900999',
    })
    expect(state.cards[0]!.revision).toBe(1)
    expect(state.cards.slice(1).map((card) => [card.values.title, card.revision])).toEqual([
      ['', 0],
      ['', 0],
    ])
  })

  it.each([
    ['Ann', "O'Brien-Smith", 'Ann', "O'Brien-Smith"],
    ['Zoë', 'Saint-Just', 'zoë', 'SAINT-JUST'],
    ['Mary-Jane', 'D’Arcy', ' mary-jane ', 'D’Arcy'],
  ])('%s %s on the quote matches the customer %s %s', (quoteFirst, quoteLast, firstName, lastName) => {
    const quote = passengerQuote(2)
    quote.passengers[1] = { ...quote.passengers[1]!, firstName: quoteFirst, lastName: quoteLast }
    const state = initialPassengerDetailsState({ quote, showLoginBox: true, visas })
    const filled = run(state, { type: 'customerDetailsLoaded', details: { ...customer, firstName, lastName } })
    expect(filled.cards[1]!.values).toMatchObject({
      firstName: quoteFirst,
      title: 'Mr',
      yearOfBirth: '1961',
      email: '',
    })
    expect(filled.cards[0]!.values).toMatchObject({ title: '', email: 'bob@example.com' })
  })

  it('a complete lead, a typed e-mail and no details are left alone', () => {
    const typed = run(start(), {
      type: 'valuesChanged',
      index: 0,
      values: { ...start().cards[0]!.values, email: 'typed@example.com' },
    })
    const kept = run(typed, { type: 'customerDetailsLoaded', details: { ...customer, firstName: 'Zed' } })
    expect(kept.cards[0]!.values).toMatchObject({ email: 'typed@example.com', confirmEmail: 'bob@example.com' })
    const saved = run(start(), save(0))
    expect(run(saved, { type: 'customerDetailsLoaded', details: { ...customer, firstName: 'Zed' } })).toBe(saved)
    const state = start()
    expect(run(state, { type: 'customerDetailsLoaded', details: null })).toBe(state)
  })
})

describe('a refusal from the server', () => {
  it('puts the cards named back in edit view with their messages', () => {
    const saved = run(start(), save(0), save(1), save(2))
    const refused = run(saved, {
      type: 'serverRejected',
      fieldErrors: { 'passengers.2.dateOfBirth': ['Please ensure age is 18 years or older'], quoteId: ['x'] },
    })
    expect(editableIndex(refused)).toBe(2)
    expect(refused.cards[2]!.serverErrors).toEqual({ dateOfBirth: ['Please ensure age is 18 years or older'] })
    expect(run(refused, { type: 'serverErrorsShown', index: 2 }).cards[2]!.serverErrors).toBeNull()
  })
})
