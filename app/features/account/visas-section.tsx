import { useEffect, useState } from 'react'
import { formatMoney } from '../../lib/money'
import type { AccountBooking, AccountVisa } from './account-contract'
import { accountClient } from './account-client'
import type { AccountTexts } from './account-texts'
import { Announcement, ContentHtml, SectionHeading } from './account-ui'

/*
 * Visas (issue 12; checkout §7 "/umbraco/surface/checkoutapi/visas"): the visa choices for the booking's
 * passengers, read from the visas call with the booking's departure keys. A failed call sets the error (checkout §8
 * "visa failure sets the error").
 */

export const VISAS_FAILED_MESSAGE = 'We could not load the visa information. Please try again later.'

type VisasState = { status: 'loading' } | { status: 'loaded'; visas: AccountVisa[] } | { status: 'failed' }

export function VisasSection({ booking, text }: { booking: AccountBooking; text: AccountTexts['visas'] }) {
  const [state, setState] = useState<VisasState>({ status: 'loading' })
  const { departureId, filo } = booking.departure
  const reference = booking.bookingReference
  useEffect(() => {
    let active = true
    accountClient.visas({ departureId, filo, bookingReference: reference }).then(
      (visas) => {
        if (active) setState({ status: 'loaded', visas: Array.isArray(visas) ? visas : [] })
      },
      () => {
        if (active) setState({ status: 'failed' })
      },
    )
    return () => {
      active = false
    }
  }, [departureId, filo, reference])
  const money = (minor: number) => formatMoney(minor, booking.currency)

  return (
    <>
      <SectionHeading>{text.title ?? 'Visas'}</SectionHeading>
      <ContentHtml html={text.bodyHtml} />
      {state.status === 'loading' ? <p aria-busy="true">Loading visa information…</p> : null}
      <Announcement message={state.status === 'failed' ? VISAS_FAILED_MESSAGE : null} kind="error" />
      {state.status === 'loaded' && state.visas.length === 0 ? (
        <ContentHtml html={text.data.noVisasHtml ?? '<p>No visas are needed for this holiday.</p>'} />
      ) : null}
      {state.status === 'loaded'
        ? state.visas.map((visa) => (
            <section
              key={visa.id}
              className="account-card"
              aria-labelledby={`visa-${visa.id}`}
              data-testid="account-visa"
            >
              <h3 id={`visa-${visa.id}`} className="account-card__title">
                {visa.name}: {money(visa.price)} per person
              </h3>
              <ul className="account-list">
                {visa.passengers.map((passenger) => (
                  <li key={passenger.passengerId}>
                    {passenger.name}: {passenger.required ? 'Visa required' : 'No visa required'}
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
    </>
  )
}
