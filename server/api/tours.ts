import {
  ADDON_DEPARTURE_PATH,
  ADDON_LIST_PATH,
  DEPARTURE_LEGS_PATH,
  DEPARTURE_MORE_DETAILS_PATH,
  DEPARTURES_PATH,
  EXCURSIONS_FOR_TOUR_PATH,
  TRAVEL_OPTIONS_PATH,
  addOnDepartureQuery,
  addOnListQuery,
  departureIdQuery,
  departureLegsQuery,
  departuresQuery,
  excursionsQuery,
  travelOptionsQuery,
} from '../../app/features/departures/index.server'
import {
  getAddOnList,
  getDepartureAddOns,
  getDepartureLegs,
  getDepartureMoreDetails,
  getDepartures,
  getExcursionsForDeparture,
  getTravelOptions,
} from '../../app/features/departures/index.server'
import { endpoint, notFound, ok, type Endpoint, type EndpointResult } from '../endpoint'
import type { ApiDependencies } from './router'

/*
 * The tour page's endpoints (discovery §7, checkout §7), declared with server/endpoint.ts: the query is parsed
 * with the departures contract's schema (400 with fieldErrors), the departures services answer, and anything the
 * request's brand and market cannot see is a 404.
 */
export function tourEndpoints(deps: ApiDependencies): Endpoint[] {
  return [
    endpoint({
      method: 'GET',
      path: TRAVEL_OPTIONS_PATH,
      query: travelOptionsQuery,
      handler: async ({ query, context }) =>
        okOr404(await getTravelOptions(deps.db, context.brand, query.tourCode), 'No such tour.'),
    }),
    endpoint({
      method: 'GET',
      path: DEPARTURES_PATH,
      query: departuresQuery,
      handler: async ({ query, context }) => {
        const result = await getDepartures(deps.db, context.brand, {
          tourCode: query.tourCode,
          transportType: query.transportType,
          locations: {
            airport: query.airport,
            pickup: query.pickup,
            station: query.station,
            meetingPoint: query.meetingPoint,
          },
        })
        return result.kind === 'ok' ? ok(result.response) : notFound(result.message)
      },
    }),
    endpoint({
      method: 'GET',
      path: DEPARTURE_MORE_DETAILS_PATH,
      query: departureIdQuery,
      handler: async ({ query, context }) => {
        const details = await getDepartureMoreDetails(deps.db, context.brand, query.departureId)
        return details ? ok({ details }) : notFound('No such departure.')
      },
    }),
    endpoint({
      method: 'GET',
      path: DEPARTURE_LEGS_PATH,
      query: departureLegsQuery,
      handler: async ({ query, context }) => {
        const result = await getDepartureLegs(deps.db, context.brand, query)
        return result.kind === 'ok' ? ok(result.response) : notFound(result.message)
      },
    }),
    endpoint({
      method: 'GET',
      path: ADDON_LIST_PATH,
      query: addOnListQuery,
      handler: async ({ query, context }) =>
        okOr404(await getAddOnList(deps.db, context.brand, query.tourCode), 'No such tour.'),
    }),
    endpoint({
      method: 'GET',
      path: ADDON_DEPARTURE_PATH,
      query: addOnDepartureQuery,
      handler: async ({ query, context }) =>
        okOr404(
          await getDepartureAddOns(deps.db, context.brand, query),
          'No departure with that tour code, filo and transport code.',
        ),
    }),
    endpoint({
      method: 'GET',
      path: EXCURSIONS_FOR_TOUR_PATH,
      query: excursionsQuery,
      handler: async ({ query, context }) =>
        okOr404(await getExcursionsForDeparture(deps.db, context.brand, query.departureId), 'No such departure.'),
    }),
  ]
}

/** The services answer null (or undefined) for what this brand and market cannot see. */
function okOr404(body: unknown, message: string): EndpointResult {
  return body === null || body === undefined ? notFound(message) : ok(body)
}
