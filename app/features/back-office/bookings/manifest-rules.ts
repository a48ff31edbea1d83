import { day, type CsvCell } from '../shell/index.rules'

/*
 * A departure's manifest for the tour manager (issue 26), as pure rules over what the server read: who shares which
 * room, how the group travels (a pick-up point, or flights listed outbound first), each traveller's excursions,
 * needs and emergency contacts, and the CSV's columns. The page and the CSV show the same rows.
 *
 * Nationality and passport details are not columns: the checkout does not collect them (checkout §4's passenger
 * form), and a column that is always empty would read as "missing" to a tour manager. MANIFEST_NOT_COLLECTED says so
 * on the page.
 */

export const MANIFEST_NOT_COLLECTED = 'Nationality and passport details are not collected at booking.'

export interface ManifestLeg {
  direction: 'out' | 'return' | string
  sequence: number
  isFlight: boolean
  carrierCode: string | null
  instanceCode: string | null
  departureAirportCode: string | null
  arrivalAirportCode: string | null
  departureTime: string | null
  arrivalTime: string | null
  location: string | null
  date: string | null
}

/** How the group travels to the start: the departure's point (airport, coach pick-up, station) and its legs. */
export interface ManifestTravel {
  /** 'Airport', 'Pick-up point', 'Station' (the transport type's label); null for a land-only departure. */
  pointLabel: string | null
  pointName: string | null
  legs: ManifestLeg[]
}

export interface ManifestContact {
  firstName: string
  lastName: string
  relationship: string | null
  mobileNumber: string | null
  phoneNumber: string | null
}

export interface ManifestPassengerRow {
  id: number
  reference: string
  bookingRoomId: number | null
  title: string | null
  firstName: string
  lastName: string
  dateOfBirth: string | null
  sex: string | null
  isLead: boolean
  email: string | null
  mobilePhone: string | null
  mobilityLimitations: boolean
  mobilityDetails: string | null
  dietaryRequests: boolean
  dietaryRequirements: string | null
}

/** One line of the manifest: a traveller with everything the tour manager needs on the road. */
export interface ManifestTraveller {
  passengerId: number
  reference: string
  title: string
  firstName: string
  lastName: string
  dateOfBirth: string
  sex: string
  lead: boolean
  /** 'Twin (room 1 of BR-000123)': the room type and which of the booking's rooms. */
  room: string
  /** The other travellers in the same room, by name. */
  sharingWith: string
  email: string
  phone: string
  excursions: string
  extensions: string
  mobility: string
  dietary: string
  emergencyContacts: string
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim()

/** A leg as the manifest prints it: 'Out: BA 2490 LGW 2031-09-01 07:15 → 11:40 FAO', or a no-flight entry. */
export function legText(leg: ManifestLeg): string {
  const way = leg.direction === 'out' ? 'Out' : 'Return'
  if (!leg.isFlight) return `${way}: ${[leg.location, leg.date ? day(leg.date) : null].filter(Boolean).join(', ')}`
  // The flight number as the booking system writes it ('AF2879'), or carrier and number when stored apart.
  const flight =
    leg.carrierCode && leg.instanceCode?.startsWith(leg.carrierCode)
      ? leg.instanceCode
      : [leg.carrierCode, leg.instanceCode].filter(Boolean).join(' ')
  const departs = leg.departureTime ? leg.departureTime.replace('T', ' ') : ''
  const arrives = leg.arrivalTime
    ? leg.arrivalTime.slice(0, 10) === departs.slice(0, 10)
      ? leg.arrivalTime.slice(11)
      : leg.arrivalTime.replace('T', ' ')
    : ''
  return `${way}: ${[flight, leg.departureAirportCode, departs].filter(Boolean).join(' ')} → ${[arrives, leg.arrivalAirportCode].filter(Boolean).join(' ')}`
}

/** The legs outbound first, each way in its own sequence (issue 26: never the return flight as "Flight 1"). */
export function legsInOrder(legs: readonly ManifestLeg[]): ManifestLeg[] {
  const rank = (leg: ManifestLeg) => (leg.direction === 'out' ? 0 : 1)
  return [...legs].sort((a, b) => rank(a) - rank(b) || a.sequence - b.sequence)
}

/** How the group travels, in one line: the point it leaves from and the flights or legs, outbound first. */
export function travelText(travel: ManifestTravel): string {
  const point = travel.pointName ? `${travel.pointLabel ?? 'From'}: ${travel.pointName}` : ''
  const legs = legsInOrder(travel.legs).map(legText)
  return [point, ...legs].filter(Boolean).join('; ')
}

/**
 * Room sharing: each traveller's room as 'Twin (room 1 of BR-000123)' — the booking's rooms numbered in the order
 * they were booked — and the others in it. A traveller with no room (a hand-written row) has neither.
 */
export function roomSharing(
  passengers: readonly Pick<ManifestPassengerRow, 'id' | 'reference' | 'bookingRoomId' | 'firstName' | 'lastName'>[],
  rooms: readonly { id: number; reference: string; name: string }[],
): Map<number, { room: string; sharingWith: string }> {
  const numberOf = new Map<number, { label: string }>()
  const counted = new Map<string, number>()
  for (const room of [...rooms].sort((a, b) => a.id - b.id)) {
    const n = (counted.get(room.reference) ?? 0) + 1
    counted.set(room.reference, n)
    numberOf.set(room.id, { label: `${room.name} (room ${n} of ${room.reference})` })
  }
  const result = new Map<number, { room: string; sharingWith: string }>()
  for (const passenger of passengers) {
    const room = passenger.bookingRoomId === null ? undefined : numberOf.get(passenger.bookingRoomId)
    const others = room
      ? passengers.filter((other) => other.id !== passenger.id && other.bookingRoomId === passenger.bookingRoomId)
      : []
    result.set(passenger.id, { room: room?.label ?? '', sharingWith: others.map(fullName).join(', ') })
  }
  return result
}

/** An emergency contact in one cell: 'Mary Lovelace (mother) 07700 900456'. */
export function contactText(contact: ManifestContact): string {
  const relationship = contact.relationship?.trim() ? ` (${contact.relationship.trim()})` : ''
  const phones = [contact.mobileNumber, contact.phoneNumber].filter((phone) => phone?.trim()).join(' / ')
  return `${fullName(contact)}${relationship}${phones ? ` ${phones}` : ''}`
}

/** A need as collected: the details when given, 'yes' when the box was ticked without them, else empty. */
export const needText = (flag: boolean, details: string | null): string => (flag ? details?.trim() || 'yes' : '')

export const MANIFEST_CSV_HEADERS = [
  'Booking reference',
  'Title',
  'First name',
  'Last name',
  'Date of birth',
  'Sex',
  'Lead passenger',
  'Room',
  'Sharing with',
  'E-mail',
  'Mobile phone',
  'Travel',
  'Excursions',
  'Tour extensions',
  'Mobility needs',
  'Dietary needs',
  'Emergency contacts',
] as const

/** The CSV cells of one traveller, in MANIFEST_CSV_HEADERS' order (the travel line is the departure's). */
export function manifestCsvRow(traveller: ManifestTraveller, travel: string): CsvCell[] {
  return [
    traveller.reference,
    traveller.title,
    traveller.firstName,
    traveller.lastName,
    traveller.dateOfBirth,
    traveller.sex,
    traveller.lead ? 'yes' : 'no',
    traveller.room,
    traveller.sharingWith,
    traveller.email,
    traveller.phone,
    travel,
    traveller.excursions,
    traveller.extensions,
    traveller.mobility,
    traveller.dietary,
    traveller.emergencyContacts,
  ]
}
