import type { CheckoutVisa, QuoteResponse } from '../contract/checkout-contract'
import { type PassengerFormValues, emptyPassengerValues } from './passenger-details-form'

/* Fixtures for the passenger details step's tests: a quote of three travellers and two visas. */

export const DEPARTURE_DATE = '2027-06-01'

export const visas: CheckoutVisa[] = [
  { id: 7, name: 'India e-Visa', description: 'Apply at least 4 weeks before travel.', price: 8500, currency: 'GBP' },
  { id: 9, name: 'Nepal visa', description: '', price: 4000, currency: 'GBP' },
]

const names = [
  { firstName: 'Ann', lastName: 'Smith' },
  { firstName: 'Bob', lastName: 'Smith' },
  { firstName: 'Cara', lastName: 'Jones' },
]

export function passengerQuote(count = 3, quoteId = 41): QuoteResponse {
  return {
    quoteId,
    departureId: 5,
    cultureCode: 'en-GB',
    currency: 'GBP',
    filo: 'LHR',
    initialTourCode: 'IND',
    tourCode: 'IND',
    departureTransportCode: 'FLY',
    passengers: names.slice(0, count).map((name, index) => ({
      passengerId: 100 + index,
      roomId: 1,
      roomKey: 'room-1',
      key: `p${index}`,
      lead: index === 0,
      firstName: name.firstName,
      lastName: name.lastName,
      donated: false,
    })),
    rooms: [{ id: 1, key: 'room-1', name: 'Twin', occupancy: count, pricePerPerson: 100000, supplement: 0 }],
    excursions: [],
    visas: [],
    addOns: [],
    subtotal: 100000 * count,
    donationId: null,
    takeFinalBalance: false,
    transactionId: null,
    donations: [],
    donationIds: [],
    holdExpiresAt: null,
  }
}

/** A complete, valid card for a companion (not the lead). */
export function companionValues(name = names[1]!): PassengerFormValues {
  return {
    ...emptyPassengerValues(name),
    title: 'Mr',
    dayOfBirth: '3',
    monthOfBirth: '5',
    yearOfBirth: '1960',
    sex: 'Male',
    mobilityLimitations: 'no',
    dietaryRequests: 'no',
    'visa-7': 'Visa required',
    'visa-9': 'No visa required',
  }
}

/** A complete, valid card for the lead. */
export function leadValues(): PassengerFormValues {
  return {
    ...companionValues(names[0]),
    title: 'Mrs',
    sex: 'Female',
    email: 'ann@example.com',
    confirmEmail: 'ann@example.com',
    mobilePhone: '07700 900123',
    homePhone: '020 7946 0000',
    termsAndConditions: true,
  }
}
