/*
 * The departures API's transport types (discovery §3): their codes, the location each one's departures are chosen
 * by, and the departures table's second column. A module of its own so that departures-contract.ts (the browser's)
 * and departures-schemas.ts (Zod) both read it without importing each other.
 */

export const TRANSPORT_TYPE_CODES = ['FLIGHT', 'COACH', 'RAIL', 'SELF'] as const
export type TransportTypeCode = (typeof TRANSPORT_TYPE_CODES)[number]

/** The query-parameter name each transport type's departures URL reads the chosen location from. */
export const LOCATION_TYPES = ['airport', 'pickup', 'station', 'meetingPoint'] as const
export type LocationType = (typeof LOCATION_TYPES)[number]

export const LOCATION_TYPE_BY_TRANSPORT: Readonly<Record<TransportTypeCode, LocationType>> = {
  FLIGHT: 'airport',
  COACH: 'pickup',
  RAIL: 'station',
  SELF: 'meetingPoint',
}

/** Column header of the second column: flights show the departure airport, every other type the duration. */
export const SECONDARY_LABELS = ['Duration', 'Airport'] as const
export type SecondaryLabel = (typeof SECONDARY_LABELS)[number]

export function secondaryLabelFor(transportType: TransportTypeCode): SecondaryLabel {
  return transportType === 'FLIGHT' ? 'Airport' : 'Duration'
}
