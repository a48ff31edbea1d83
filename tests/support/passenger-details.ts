/*
 * The body of `passengerDetailsResponse` (checkout §4, issue 9) for a quote of test travellers, as the checkout's
 * travellers step sends it: every traveller's title, date of birth and sex, and the lead's contact details, address
 * and terms. One definition for the integration tests, the journey helper, the fault suite and the booking bench.
 * No test-runner imports.
 */

export interface QuotedPassenger {
  passengerId: number
  firstName: string
  lastName: string
  lead: boolean
}

export interface PassengerDetailsChange {
  /** The lead passenger's e-mail (and its confirmation). */
  leadEmail?: string
  /** Marketing opt-ins of the lead (off unless given). */
  marketing?: boolean
  visaIds?: number[]
  /** Fields merged into the lead's entry (to make it invalid, say). */
  lead?: object
  /** Fields merged into every other traveller's entry. */
  other?: object
}

export function passengerDetailsBody(
  quote: { quoteId: number; passengers: readonly QuotedPassenger[] },
  change: PassengerDetailsChange = {},
) {
  const leadEmail = change.leadEmail ?? 'ada@example.com'
  const marketing = change.marketing ?? false
  return {
    quoteId: quote.quoteId,
    passengers: quote.passengers.map((passenger, index) => ({
      passengerId: passenger.passengerId,
      title: index === 0 ? 'Ms' : 'Mr',
      firstName: passenger.firstName,
      lastName: passenger.lastName,
      dayOfBirth: 10,
      monthOfBirth: 12,
      yearOfBirth: 1970 + index,
      sex: index === 0 ? 'Female' : 'Male',
      mobilityLimitations: false,
      dietaryRequests: false,
      visaIds: change.visaIds ?? [],
      ...(passenger.lead
        ? {
            email: leadEmail,
            confirmEmail: leadEmail,
            mobilePhone: '07700 900123',
            homePhone: '020 7946 0000',
            address: {
              addressLines: ['12 St James Square'],
              town: 'London',
              county: '',
              country: 'GB',
              postCode: 'SW1Y 4JH',
              addressVerified: false,
            },
            termsAndConditions: true,
            marketingMail: marketing,
            marketingEmail: marketing,
            ...change.lead,
          }
        : change.other),
    })),
  }
}
