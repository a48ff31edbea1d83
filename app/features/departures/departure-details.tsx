import type { ReactNode } from 'react'
import type { Departure, DepartureDetails, JourneyStep } from './departures-contract'
import { fallbackBookingUrl, isSoldOut } from './departures-table-state'
import { journeyStops } from './flight-connections'

const BOOK_NOW = 'Book now'

/** Renders a sold-out departure's alternative to 'Book now' (the tour page gives the waitlist's join form). */
export type SoldOutAction = (departure: Departure, details: DepartureDetails | undefined) => ReactNode

/**
 * An opened departure row: what a traveller needs to decide (how they get there and back, room prices, the deposit,
 * seats left when few) and the 'book now' link into the checkout. When the details could not be loaded (discovery §8:
 * silently ignored) the row still shows what the list knows and, if the departure is bookable, the same link built
 * from the row's own ids.
 */
export function DepartureDetailsPanel({
  departure,
  details,
  loading,
  onBookNow,
  soldOutAction,
}: {
  departure: Departure
  details: DepartureDetails | undefined
  loading: boolean
  /** 'Book now' chosen (the tour page sends add_to_cart, discovery §7). */
  onBookNow?: () => void
  /** What a departure on sale but sold out offers instead of 'Book now' (the waitlist, issue 27). */
  soldOutAction?: SoldOutAction
}) {
  const bookNow = details
    ? details.bookNowLink
    : departure.open && departure.available
      ? { url: fallbackBookingUrl(departure), name: BOOK_NOW }
      : null

  return (
    <div className="departure-details" aria-busy={loading}>
      {details ? (
        <div className="departure-details__grid">
          <Journey title="Outbound" steps={details.outbound} />
          <Journey title="Return" steps={details.inbound} />
          {details.rooms.length ? (
            <div className="departure-details__block">
              <h3 className="departure-details__title">Rooms</h3>
              <ul className="departure-details__list" role="list">
                {details.rooms.map((room) => (
                  <li key={`${room.name}-${room.occupancy}`}>
                    <span>{room.name}</span>{' '}
                    {room.available ? (
                      <span className="departure-details__price">
                        from <strong>{room.fromPriceFormatted}</strong> pp
                      </span>
                    ) : (
                      <span className="departure-details__muted">Sold out</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : loading ? (
        <p className="departure-details__muted">Loading departure details…</p>
      ) : null}

      <div className="departure-details__footer">
        <p className="departure-details__summary">
          {details ? (
            <>
              {details.date} to {details.endDate} · Deposit {details.depositFormatted}
            </>
          ) : (
            <>
              {departure.date} to {departure.endDate}
            </>
          )}
          {details?.seatsLeft ? (
            <strong className="departure-details__seats">
              {' '}
              · Only {details.seatsLeft} {details.seatsLeft === 1 ? 'seat' : 'seats'} left
            </strong>
          ) : null}
        </p>
        {bookNow ? (
          <a className="button button--accent departure-details__book" href={bookNow.url} onClick={onBookNow}>
            {bookNow.name}
            <span className="visually-hidden"> the {departure.date} departure</span>
          </a>
        ) : soldOutAction && departure.open && isSoldOut(departure) ? (
          soldOutAction(departure, details)
        ) : (
          <p className="departure-details__muted">This departure cannot be booked online.</p>
        )}
      </div>
    </div>
  )
}

function Journey({ title, steps }: { title: string; steps: JourneyStep[] }) {
  if (steps.length === 0) return null
  const stops = journeyStops(steps)
  return (
    <div className="departure-details__block">
      <h3 className="departure-details__title">{title}</h3>
      {stops ? <p className="departure-details__stops">{stops}</p> : null}
      <ol className="departure-details__list" role="list">
        {steps.map((step, index) =>
          step.kind === 'flight' ? (
            <li key={index}>
              {step.layover ? (
                <span className="departure-details__layover">
                  Layover in {step.departureAirport.name} ({step.departureAirport.code}): {step.layover}
                  <br />
                </span>
              ) : null}
              <span className="departure-details__strong">
                {step.carrierName} {step.flightNumber}
              </span>
              <br />
              {step.departureAirport.name} ({step.departureAirport.code}) {step.departureTime}, {step.departureDate}
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden"> to </span>
              {step.arrivalAirport.name} ({step.arrivalAirport.code}) {step.arrivalTime}
              {step.arrivalDate !== step.departureDate ? `, ${step.arrivalDate}` : ''}
            </li>
          ) : (
            <li key={index}>
              <span className="departure-details__strong">{step.location}</span>
              <br />
              {step.date}
              {step.time ? `, ${step.time}` : ''}
            </li>
          ),
        )}
      </ol>
    </div>
  )
}
