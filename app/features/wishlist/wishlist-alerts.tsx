import { useState } from 'react'
import { ApiError, createApiClient } from '../../lib/api-client'
import type { ListingItem } from '../search'
import { WISHLIST_ALERTS_PATH, type WishlistAlertsResponse } from './wishlist-contract'

/*
 * The wishlist page's alert controls (issue 27; ADR 0056), signed in only: one switch per saved tour shown, off by
 * default, for an e-mail when one of its departures drops in price or has few places left (at most one a week per
 * tour). Each switch says its state to assistive technology (role switch, aria-checked) and a failure in words.
 */

const api = createApiClient()

export const ALERTS_FAILED_MESSAGE = 'We could not change this alert. Please try again.'

export function WishlistAlerts({
  items,
  alerts,
}: {
  items: readonly Pick<ListingItem, 'tourCode' | 'name'>[]
  alerts: Readonly<Record<string, boolean>>
}) {
  if (items.length === 0) return null
  return (
    <section className="wishlist-alerts" aria-labelledby="wishlist-alerts-title">
      <h2 id="wishlist-alerts-title" className="wishlist-alerts__title">
        E-mail alerts
      </h2>
      <p className="wishlist-alerts__intro">
        Switch an alert on and we will e-mail you when a departure of that holiday drops in price or has only a few
        places left: at most one e-mail a week for each holiday.
      </p>
      <ul className="wishlist-alerts__list">
        {items.map((item) => (
          <AlertSwitch key={item.tourCode} item={item} initiallyOn={alerts[item.tourCode] === true} />
        ))}
      </ul>
    </section>
  )
}

function AlertSwitch({ item, initiallyOn }: { item: Pick<ListingItem, 'tourCode' | 'name'>; initiallyOn: boolean }) {
  const [on, setOn] = useState(initiallyOn)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const errorId = `wishlist-alert-error-${item.tourCode}`

  async function toggle() {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      const answer = await api.post<WishlistAlertsResponse>(WISHLIST_ALERTS_PATH, {
        tourCode: item.tourCode,
        on: !on,
      })
      setOn(answer.alertsOn)
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status < 500 ? failure.message : ALERTS_FAILED_MESSAGE)
    } finally {
      setBusy(false)
    }
  }

  return (
    <li className="wishlist-alerts__item">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-busy={busy || undefined}
        aria-describedby={error ? errorId : undefined}
        className="wishlist-alerts__switch"
        onClick={() => void toggle()}
      >
        <span className="wishlist-alerts__track" aria-hidden="true">
          <span className="wishlist-alerts__thumb" />
        </span>
        <span className="wishlist-alerts__label">
          Alerts for {item.name}
          <span className="wishlist-alerts__state" aria-hidden="true">
            {on ? 'On' : 'Off'}
          </span>
        </span>
      </button>
      {error ? (
        <p id={errorId} className="wishlist-alerts__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  )
}
