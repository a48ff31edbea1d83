import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { formatMoney } from '../../lib/money'
import type { AccountBooking, BookingExcursionsAnswer } from './account-contract'
import { accountClient, messageOf } from './account-client'
import type { AccountTexts } from './account-texts'
import { Announcement, ContentHtml, SectionHeading } from './account-ui'
import {
  excursionsRequestOf,
  isSelectionChanged,
  selectionOf,
  selectionPriceChange,
  toggleExcursion,
} from './excursion-selection'

/*
 * Booked excursions (issue 12; checkout §3, §9): every excursion of the departure with a tick per passenger, changed
 * while the departure is at least 10 days away (then the server's closed message instead). Saving sends the whole
 * selection; the server prices it and answers the re-priced booking, whose balance is announced.
 */

export function ExcursionsSection({
  booking,
  excursions,
  text,
}: {
  booking: AccountBooking
  excursions: BookingExcursionsAnswer
  text: AccountTexts['excursions']
}) {
  const revalidator = useRevalidator()
  const [selection, setSelection] = useState(() => selectionOf(excursions))
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [balance, setBalance] = useState(booking.payment.balance)
  const money = (minor: number) => formatMoney(minor, excursions.currency)
  const changed = isSelectionChanged(excursions, selection)
  const change = selectionPriceChange(excursions, selection)
  const closed = !excursions.changeable

  function save() {
    setSaved(null)
    setFailure(null)
    setBusy(true)
    accountClient.updateExcursions(excursionsRequestOf(booking.bookingReference, selection)).then(
      (answer) => {
        setBusy(false)
        setBalance(answer.payment.balance)
        setSaved(
          `${text.data.successMessage ?? 'Your excursions have been updated.'} Your balance is now ${money(
            answer.payment.balance,
          )}.`,
        )
        void revalidator.revalidate()
      },
      (error: unknown) => {
        setBusy(false)
        setFailure(messageOf(error))
      },
    )
  }

  return (
    <>
      <SectionHeading>{text.title ?? 'Excursions'}</SectionHeading>
      <ContentHtml html={text.bodyHtml} />
      {closed ? (
        <p className="account-message account-message--info" data-testid="excursions-closed">
          {excursions.closedMessage}
        </p>
      ) : null}
      {excursions.excursions.length === 0 ? (
        <ContentHtml html={text.data.noExcursionsHtml ?? '<p>There are no excursions for this holiday.</p>'} />
      ) : (
        <form
          noValidate
          aria-labelledby="account-section-heading"
          onSubmit={(event) => {
            event.preventDefault()
            if (!busy && !closed) save()
          }}
        >
          {excursions.excursions.map((excursion) => {
            const chosen = selection[excursion.excursionId] ?? []
            return (
              <fieldset
                key={excursion.excursionId}
                className="account-card account-excursion"
                disabled={closed || busy}
              >
                <legend className="account-excursion__legend">
                  <span className="account-excursion__name">{excursion.name}</span>
                  <span className="account-excursion__price"> {money(excursion.price)} per person</span>
                </legend>
                {excursion.description ? (
                  <p className="account-excursion__description">{excursion.description}</p>
                ) : null}
                <p className="account-excursion__who">Who would like to go?</p>
                <ul className="account-checks">
                  {excursion.passengers.map((passenger) => {
                    const checkboxId = `excursion-${excursion.excursionId}-${passenger.passengerId}`
                    return (
                      <li key={passenger.passengerId} className="account-check">
                        <input
                          id={checkboxId}
                          type="checkbox"
                          className="account-check__input"
                          checked={chosen.includes(passenger.passengerId)}
                          onChange={(event) => {
                            setSaved(null)
                            setSelection((current) =>
                              toggleExcursion(
                                current,
                                excursion.excursionId,
                                passenger.passengerId,
                                event.target.checked,
                              ),
                            )
                          }}
                        />
                        <label htmlFor={checkboxId} className="account-check__label">
                          {passenger.name}
                          <span className="visually-hidden"> on {excursion.name}</span>
                        </label>
                      </li>
                    )
                  })}
                </ul>
              </fieldset>
            )
          })}
          <dl className="account-totals">
            <div>
              <dt>Balance</dt>
              <dd data-testid="excursions-balance">{money(balance)}</dd>
            </div>
            {changed ? (
              <div>
                <dt>Change from these excursions</dt>
                <dd>
                  {change >= 0 ? '+' : '−'}
                  {money(Math.abs(change))} (confirmed when you save)
                </dd>
              </div>
            ) : null}
          </dl>
          {closed ? null : (
            <button type="submit" className="button button--primary account-button" disabled={busy || !changed}>
              {busy ? 'Saving…' : (text.data.submitLabel ?? 'Save excursions')}
            </button>
          )}
          <Announcement message={saved} kind="success" />
          <Announcement message={failure} kind="error" />
        </form>
      )}
    </>
  )
}
