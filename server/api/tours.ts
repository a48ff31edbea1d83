import { Router, type Request, type Response } from 'express'
import type { z } from 'zod'
import type { BrandContext } from '../../app/context'
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
} from '../../app/features/departures/departures-contract'
import { getAddOnList, getDepartureAddOns } from '../../app/features/departures/addons.server'
import {
  getDepartureLegs,
  getDepartureMoreDetails,
  getDepartures,
  getTravelOptions,
} from '../../app/features/departures/departures.server'
import { getExcursionsForDeparture } from '../../app/features/departures/excursions.server'
import { sendApiError, sendValidationError } from '../api-errors'
import { brandFor } from '../app'
import type { ApiDependencies } from './router'

/*
 * The tour page's endpoints (discovery §7, checkout §7): thin handlers that parse the query with the contract's
 * schema (400 with fieldErrors), ask the departures services, and answer 404 for anything the request's brand and
 * market cannot see.
 */
export function tourApi(deps: ApiDependencies): Router {
  const router = Router({ caseSensitive: false })
  const brandOf = (res: Response): BrandContext =>
    brandFor(deps.brands, res.locals.brandHost, { brandId: deps.config.DEFAULT_BRAND, marketCode: 'GB' })

  /** Parses req.query or answers 400; the handler returns the JSON body, or null for 404. */
  function get<S extends z.ZodType>(
    path: string,
    schema: S,
    notFound: string,
    handle: (input: z.output<S>, brand: BrandContext, req: Request) => Promise<unknown>,
  ) {
    router.get(path, async (req, res) => {
      const parsed = schema.safeParse(req.query)
      if (!parsed.success) return sendValidationError(res, parsed.error)
      const body = await handle(parsed.data, brandOf(res), req)
      if (body === null || body === undefined) return sendApiError(res, 404, 'not_found', notFound)
      if (isNotFound(body)) return sendApiError(res, 404, 'not_found', body.message)
      res.json(body)
    })
  }

  get(TRAVEL_OPTIONS_PATH, travelOptionsQuery, 'No such tour.', (input, brand) =>
    getTravelOptions(deps.db, brand, input.tourCode),
  )

  get(DEPARTURES_PATH, departuresQuery, 'No such tour.', async (input, brand) => {
    const result = await getDepartures(deps.db, brand, {
      tourCode: input.tourCode,
      transportType: input.transportType,
      locations: {
        airport: input.airport,
        pickup: input.pickup,
        station: input.station,
        meetingPoint: input.meetingPoint,
      },
    })
    return result.kind === 'ok' ? result.response : notFound(result.message)
  })

  get(DEPARTURE_MORE_DETAILS_PATH, departureIdQuery, 'No such departure.', async (input, brand) => {
    const details = await getDepartureMoreDetails(deps.db, brand, input.departureId)
    return details ? { details } : null
  })

  get(DEPARTURE_LEGS_PATH, departureLegsQuery, 'No such departure.', async (input, brand) => {
    const result = await getDepartureLegs(deps.db, brand, input)
    return result.kind === 'ok' ? result.response : notFound(result.message)
  })

  get(ADDON_LIST_PATH, addOnListQuery, 'No such tour.', (input, brand) => getAddOnList(deps.db, brand, input.tourCode))

  get(
    ADDON_DEPARTURE_PATH,
    addOnDepartureQuery,
    'No departure with that tour code, filo and transport code.',
    (input, brand) => getDepartureAddOns(deps.db, brand, input),
  )

  get(EXCURSIONS_FOR_TOUR_PATH, excursionsQuery, 'No such departure.', (input, brand) =>
    getExcursionsForDeparture(deps.db, brand, input.departureId),
  )

  return router
}

const NOT_FOUND = Symbol('not found')
type NotFound = { [NOT_FOUND]: true; message: string }

function notFound(message: string): NotFound {
  return { [NOT_FOUND]: true, message }
}

function isNotFound(value: unknown): value is NotFound {
  return typeof value === 'object' && value !== null && NOT_FOUND in value
}
