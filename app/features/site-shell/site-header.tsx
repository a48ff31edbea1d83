import { useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import { AUTH_PAGES, SignOutButton, loginPathFor } from '../auth/index.shell'
import { openSearchModal } from '../holiday-search'
import type { SiteShell } from './site-shell.server'

export interface HeaderBrand {
  id: string
  name: string
  isCoach: boolean
  phone: string
}

/** Who is signed in, as the header shows it (root loader); null when signed out. */
export interface HeaderCustomer {
  /** Their name, or their e-mail address when they have not given a name. */
  name: string
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * Header: logo, phone with opening times, site search, wishlist and account links, and the continent navigation
 * (a disclosure menu below the large breakpoint). Escape closes whatever is open and returns focus to its button.
 * Signed in, the account links are the customer's name, 'My bookings' and 'Sign out'; signed out, 'My account' logs
 * in and comes back to this page. A signed-in render is never shared (app/entry.server.tsx, server/page-cache.ts).
 */
export function SiteHeader({
  brand,
  shell,
  customer = null,
}: {
  brand: HeaderBrand
  shell: SiteShell
  customer?: HeaderCustomer | null
}) {
  const [menuOpen, setMenuOpen] = useState(false)
  const [hoursOpen, setHoursOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const hoursButton = useRef<HTMLButtonElement>(null)
  const location = useLocation()
  const menuId = useId()
  const hoursId = useId()
  const searchId = useId()

  useEffect(() => {
    setMenuOpen(false)
    setHoursOpen(false)
  }, [location.pathname, location.search])

  useEffect(() => {
    if (!menuOpen && !hoursOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (hoursOpen) {
        setHoursOpen(false)
        hoursButton.current?.focus()
      } else {
        setMenuOpen(false)
        menuButton.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen, hoursOpen])

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="site-header__logo" aria-label={`${brand.name} home`}>
          <BrandMark coach={brand.isCoach} />
          <span className="site-header__brand">{brand.name}</span>
        </Link>

        <form className="site-search" role="search" action="/search" method="get">
          <label htmlFor={searchId} className="visually-hidden">
            Search holidays
          </label>
          <input
            id={searchId}
            className="site-search__input"
            type="search"
            name="SearchTerm"
            placeholder="Search destinations or tours"
            autoComplete="off"
            maxLength={100}
          />
          <button type="submit" className="button button--primary site-search__button">
            Search
          </button>
        </form>

        <div className="site-header__contact">
          <a className="site-header__phone" href={telHref(brand.phone)}>
            <span className="site-header__phone-label">Call us free</span>
            <span className="site-header__phone-number">{brand.phone}</span>
          </a>
          {shell.openingTimes.bodyHtml ? (
            <div className="dropdown">
              <button
                ref={hoursButton}
                type="button"
                className="dropdown__toggle"
                aria-expanded={hoursOpen}
                aria-controls={hoursId}
                onClick={() => setHoursOpen((open) => !open)}
              >
                {shell.openingTimes.title ?? 'Opening times'}
              </button>
              <div
                id={hoursId}
                className="dropdown__panel"
                hidden={!hoursOpen}
                dangerouslySetInnerHTML={{ __html: shell.openingTimes.bodyHtml }}
              />
            </div>
          ) : null}
        </div>

        <nav className="site-header__utility" aria-label="Your account">
          <button
            type="button"
            className="utility-link"
            style={{ padding: 0, border: 0, background: 'none', font: 'inherit', cursor: 'pointer' }}
            aria-label="Find my holiday"
            title="Find my holiday"
            onClick={openSearchModal}
          >
            <FindIcon />
          </button>
          <NavLink to="/wishlist" className="utility-link">
            <HeartIcon />
            <span>Wishlist</span>
          </NavLink>
          {customer ? (
            <>
              <span className="utility-link site-header__customer" title={customer.name}>
                <span>{customer.name}</span>
              </span>
              <NavLink to={AUTH_PAGES.myBookings} className="utility-link">
                <PersonIcon />
                <span>My bookings</span>
              </NavLink>
              <SignOutButton className="utility-link utility-link--button" />
            </>
          ) : (
            <MyAccountLink />
          )}
        </nav>

        <button
          ref={menuButton}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          <span>Menu</span>
        </button>
      </div>

      <nav id={menuId} className="primary-nav" data-open={menuOpen} aria-label="Destinations">
        <ul className="primary-nav__list container">
          {shell.continents.map((continent) => (
            <li key={continent.url}>
              <NavLink to={continent.url} className="primary-nav__link" prefetch="intent">
                {continent.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/tours" className="primary-nav__link" end>
              All holidays
            </NavLink>
          </li>
          <li>
            <NavLink to="/brochures" className="primary-nav__link">
              Brochures
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  )
}

/**
 * 'My account' for a signed-out visitor: the login page, coming back here afterwards. The link itself carries only
 * this page's path (the document may be a shared, cached one, rendered for a visitor whose query string differed
 * in marketing parameters); a click carries the query too (a search, a filter) as the browser has it now.
 */
function MyAccountLink() {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    if (event.altKey) return
    event.preventDefault()
    void navigate(loginPathFor(`${pathname}${search}`))
  }
  return (
    <Link to={loginPathFor(pathname)} className="utility-link" onClick={onClick}>
      <PersonIcon />
      <span>My account</span>
    </Link>
  )
}

function BrandMark({ coach }: { coach: boolean }) {
  return coach ? (
    <svg className="brand-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="4" y="12" width="40" height="22" rx="5" fill="currentColor" />
      <rect x="9" y="16" width="8" height="7" rx="1.5" fill="#fff" />
      <rect x="20" y="16" width="8" height="7" rx="1.5" fill="#fff" />
      <rect x="31" y="16" width="8" height="7" rx="1.5" fill="#fff" />
      <circle cx="14" cy="36" r="4" fill="currentColor" stroke="#fff" strokeWidth="2" />
      <circle cx="34" cy="36" r="4" fill="currentColor" stroke="#fff" strokeWidth="2" />
    </svg>
  ) : (
    <svg className="brand-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="20" fill="currentColor" />
      <path d="M6 28c6-6 12-9 18-9s12 3 18 9" stroke="#fff" strokeWidth="2.5" fill="none" />
      <path d="M24 4v40" stroke="#fff" strokeWidth="2" opacity=".6" />
      <circle cx="31" cy="14" r="3.5" fill="#f4c95d" />
    </svg>
  )
}

function HeartIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.5 1.1 4.2 2.3.7-1.2 2.1-2.3 4.2-2.3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  )
}

function FindIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h9M17 7h3M4 17h3M11 17h9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="15" cy="7" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="9" cy="17" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

function PersonIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
