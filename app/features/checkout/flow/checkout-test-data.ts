import type { DepartureAddOn, DepartureLegsResponse, Excursion } from '../../departures/index'
import type {
  AvailableRoomsResponse,
  Donation,
  QuoteResponse,
  RoomsResponseRequest,
} from '../contract/checkout-contract'
import type { CheckoutPageData } from './checkout-page-data'

/*
 * Test data for the checkout's component tests: the page data a loader answers, and API answers shaped by the
 * contract. Not imported by the app.
 */

export const pageData: CheckoutPageData = {
  keys: { departureId: 5, filo: 'FI', transportCode: 'LHR', tourCode: 'MJ1' },
  brand: { name: 'Meridian Journeys', brandNameFormatted: 'meridian', phone: '0800 123 4567', cultureCode: 'en-GB' },
  tour: { code: 'MJ1', name: 'Namibia Explorer', path: '/tours/namibia-explorer-mj1' },
  holiday: {
    highlights: ['Explore Sossusvlei, red dunes at dawn', 'Marvel at Etosha, a salt pan full of game'],
    hotels: [
      { name: 'Desert Lodge', location: 'Sesriem', nights: 2, rating: 4 },
      { name: 'Etosha Safari Camp', location: 'Okaukuejo', nights: 1, rating: null },
    ],
  },
  departure: {
    date: '12th May 2027',
    isoDate: '2027-05-12',
    endDate: '22nd May 2027',
    durationDays: 11,
    transportTypeName: 'Flight',
    currency: 'GBP',
    priceMinor: 299_900,
    wasPriceMinor: null,
    onSale: true,
  },
  analytics: {
    tourCode: 'MJ1',
    tourName: 'Namibia Explorer',
    brand: 'Meridian Journeys',
    continent: 'Africa',
    country: 'Namibia',
    currency: 'GBP',
    variant: 'Flight',
  },
  texts: {
    addons: {
      title: 'Make more of your holiday',
      descriptionHtml: '<p>Add a few nights.</p>',
      skipButtonText: 'No thanks',
    },
    flights: { title: 'Your travel arrangements', descriptionHtml: null },
    travellers: { title: 'Select Room Types', descriptionHtml: '<p>Choose a room.</p>' },
    excursions: { title: 'Optional excursions', descriptionHtml: null, skipButtonText: 'Skip excursions' },
    passengerDetails: { title: 'Passenger details', descriptionHtml: null },
    donations: { title: 'Give something back', descriptionHtml: null },
    priceBreakdown: {
      title: 'Price breakdown',
      descriptionHtml: null,
      introductionHtml: null,
      label: 'Subtotal',
      subtotalMismatchHtml: '<p>We cannot show a live breakdown. Call <a href="tel:08001234567">0800 123 4567</a>.</p>',
    },
    bookingError: { title: 'Sorry, something went wrong', descriptionHtml: '<p>Please call us.</p>' },
    passengerCards: {
      visaDescription: '<p>Some countries need a visa.</p>',
      dietaryDescription: null,
      medicalConditionWarning: '<p>Your booking will be reserved.</p>',
      termsAndConditionsLink: { url: '/booking-conditions', name: 'booking conditions' },
      under18ErrorMessage: null,
    },
    payment: { title: 'Payment', descriptionHtml: '<p>Pay a deposit or in full.</p>' },
    medicalWarning: { title: 'Your booking will be reserved', descriptionHtml: '<p>Medical: we will call you.</p>' },
    generalWarning: { title: 'Your booking will be reserved', descriptionHtml: '<p>General: we will call you.</p>' },
    confirmations: [
      {
        type: 'reserved',
        title: 'Your holiday is reserved',
        descriptionHtml: '<p>No payment has been taken yet.</p>',
        nextStepsTitle: 'What happens next?',
        nextStepsDescriptionHtml: '<p>We will call you.</p>',
        nextStepsLink: null,
      },
      {
        type: 'paid',
        title: 'Your holiday is booked',
        descriptionHtml: '<p>Paid in full.</p>',
        nextStepsTitle: 'Getting ready to travel',
        nextStepsDescriptionHtml: '<p>Documents two weeks before.</p>',
        nextStepsLink: { url: '/my-bookings', name: 'View your booking' },
      },
      {
        type: 'deposit',
        title: 'Your holiday is booked',
        descriptionHtml: '<p>Deposit received.</p>',
        nextStepsTitle: 'Paying your balance',
        nextStepsDescriptionHtml: '<p>The balance is due later.</p>',
        nextStepsLink: { url: '/my-bookings', name: 'Go to My Bookings' },
      },
    ],
  },
  login: { userIsLoggedIn: false, box: null },
  paymentSubmitUrl: '/umbraco/api/checkoutapi/payment',
  cancellationTerms: [
    'More than 84 days before departure: you lose your deposit.',
    '56 to 84 days before departure: we charge 50% of the holiday price.',
    'Fewer than 56 days before departure: we charge the full holiday price.',
  ],
  confirmation: null,
  firstStep: 'addon',
}

export const twinRoom = {
  id: 2,
  code: 'TWN',
  name: 'Twin Room',
  occupancy: 2,
  pricePerPerson: 100_000,
  supplement: 0,
  left: 3,
}
export const singleRoom = {
  id: 1,
  code: 'SGL',
  name: 'Single Room',
  occupancy: 1,
  pricePerPerson: 120_000,
  supplement: 20_000,
  left: 2,
}

export const availableRooms: AvailableRoomsResponse = {
  rooms: [twinRoom, singleRoom],
  maxAvailable: 9,
  status: 'Available',
  currency: 'GBP',
}

export const extension: DepartureAddOn = {
  code: 'EXT1',
  name: 'Victoria Falls extension',
  description: 'Three nights by the falls.',
  imageUrl: '',
  price: 45_000,
  priceFormatted: '£450',
  currency: 'GBP',
  departureId: 90,
  transportCode: 'LHR',
  isoDate: '2027-05-22',
  date: '22nd May 2027',
  durationDays: 3,
}

export const perPersonDonation: Donation = {
  id: 1,
  name: 'Plant a tree for every traveller',
  description: 'Trees for the places we visit.',
  imageUrl: '',
  price: 500,
  brandName: 'Meridian Journeys',
  allocationType: 'PerPerson',
  donationExists: true,
}

export const legs: DepartureLegsResponse = {
  departureLegs: [
    {
      departureTime: { date: '2027-05-12T19:05' },
      arrivalTime: { date: '2027-05-12T21:15' },
      flightCarrier: { name: 'KLM', code: 'KL' },
      departureAirport: { code: 'LHR', name: 'London Heathrow' },
      arrivalAirport: { code: 'AMS', name: 'Amsterdam Schiphol' },
      instanceCode: 'KL1100',
    },
    {
      departureTime: { date: '2027-05-12T23:20' },
      arrivalTime: { date: '2027-05-13T11:45' },
      flightCarrier: { name: 'KLM', code: 'KL' },
      departureAirport: { code: 'AMS', name: 'Amsterdam Schiphol' },
      arrivalAirport: { code: 'WDH', name: 'Windhoek' },
      instanceCode: 'KL0327',
    },
  ],
  returnLegs: [
    {
      departureTime: { date: '2027-05-21T12:45' },
      arrivalTime: { date: '2027-05-21T23:10' },
      flightCarrier: { name: 'KLM', code: 'KL' },
      departureAirport: { code: 'WDH', name: 'Windhoek' },
      arrivalAirport: { code: 'LHR', name: 'London Heathrow' },
      instanceCode: 'KL1926',
    },
  ],
  departureNoFlights: [],
  returnNoFlights: [],
}

export const excursions: Excursion[] = [
  {
    id: 3,
    code: 'EX1',
    name: 'Sossusvlei at dawn',
    description: 'The red dunes at sunrise.',
    imageUrl: '',
    price: 4_500,
    priceFormatted: '£45',
    currency: 'GBP',
    dayNumber: 4,
  },
  {
    id: 4,
    code: 'EX2',
    name: 'Etosha night drive',
    description: 'Rhino at the waterhole.',
    imageUrl: '',
    price: 6_000,
    priceFormatted: '£60',
    currency: 'GBP',
    dayNumber: null,
  },
]

/** The quote the server would answer for a rooms request (its prices from availableRooms). */
export function quoteFor(request: RoomsResponseRequest, quoteId = 41): QuoteResponse {
  const byRoom = new Map<string, RoomsResponseRequest['passengers']>()
  for (const passenger of request.passengers) {
    const key = passenger.roomKey ?? String(passenger.roomId)
    byRoom.set(key, [...(byRoom.get(key) ?? []), passenger])
  }
  const rooms = [...byRoom.entries()].map(([key, passengers]) => {
    const type = availableRooms.rooms.find((room) => room.id === passengers[0]!.roomId)!
    return {
      id: type.id,
      key,
      name: type.name,
      occupancy: passengers.length,
      pricePerPerson: type.pricePerPerson,
      supplement: type.supplement,
    }
  })
  const passengers = request.passengers.map((passenger, index) => ({
    passengerId: 100 + index,
    roomId: passenger.roomId,
    roomKey: passenger.roomKey ?? '',
    key: passenger.key ?? '',
    lead: index === 0,
    firstName: passenger.firstName,
    lastName: passenger.lastName,
    donated: false,
  }))
  const roomsTotal = rooms.reduce((sum, room) => sum + room.pricePerPerson * room.occupancy, 0)
  const addOns = (request.addOnDepartureIds ?? []).map((departureId) => ({
    departureId,
    code: extension.code,
    name: extension.name,
    price: extension.price,
    passengers: passengers.length,
  }))
  return {
    quoteId,
    departureId: request.departureId,
    cultureCode: 'en-GB',
    currency: 'GBP',
    filo: request.filo,
    initialTourCode: 'MJ1',
    tourCode: request.tourCode ?? 'MJ1',
    departureTransportCode: request.departureTransportCode,
    passengers,
    rooms,
    excursions: [],
    visas: [],
    addOns,
    subtotal: roomsTotal + addOns.reduce((sum, addOn) => sum + addOn.price * addOn.passengers, 0),
    donationId: null,
    takeFinalBalance: false,
    transactionId: null,
    donations: [],
    donationIds: [],
    holdExpiresAt: '2027-01-01T10:30:00.000Z',
  }
}

/** The quote after an excursions response. */
export function withExcursions(
  quote: QuoteResponse,
  chosen: ReadonlyArray<{ code: string; passengerIds: readonly number[] }>,
): QuoteResponse {
  const lines = chosen.map((choice) => {
    const excursion = excursions.find((candidate) => candidate.code === choice.code)!
    return {
      id: excursion.id,
      code: excursion.code,
      name: excursion.name,
      price: excursion.price,
      passengers: quote.passengers.map((passenger) => ({
        passengerId: passenger.passengerId,
        selected: choice.passengerIds.includes(passenger.passengerId),
      })),
    }
  })
  const extra = lines.reduce(
    (sum, line) => sum + line.price * line.passengers.filter((passenger) => passenger.selected).length,
    0,
  )
  return { ...quote, excursions: lines, subtotal: quote.subtotal - excursionTotal(quote) + extra }
}

function excursionTotal(quote: QuoteResponse): number {
  return quote.excursions.reduce(
    (sum, line) => sum + line.price * line.passengers.filter((passenger) => passenger.selected).length,
    0,
  )
}
