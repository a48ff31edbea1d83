import { lazy, Suspense, useId, type MouseEvent } from 'react'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import { AUTH_PAGES, loginPathFor } from '../auth/index.shell'
import { openSearchModal } from '../holiday-search'
import { Stylesheet } from '../../components/ui/stylesheet'
import { HeaderDropdown } from './header-dropdown'
import { telHref, usePhoneLinkRefresh } from './phone-link'
import type { SiteShell } from './site-shell.server'
import { SiteNav } from './site-nav'
import siteShellStylesHref from './site-shell.css?url'

/*
 * Only a signed-in customer's header has 'Sign out' (such a render is theirs alone, never shared): its code, with the
 * sign-out call and the API client, is its own chunk rather than part of every visitor's first load (bench/README.md
 * "First-load JavaScript"). The server renders it in place; the browser hydrates it when the chunk arrives. (Its own
 * chunk once it is imported from an auth entry that the static import below does not also load.)
 */
const SignOutButton = lazy(() => import('../auth/index.session').then((module) => ({ default: module.SignOutButton })))

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

/**
 * Header (discovery §2.11): logo, site search, phone with the opening-times dropdown (from 1024 px; below it they
 * are in the menu), and 'Find my holiday', 'Wishlist' and the my-account dropdown at every width from 320 px, each
 * a 44 px target. Then the main navigation (site-nav.tsx), which sticks to the top once scrolled past.
 * Signed in, the account dropdown is the customer's name with 'My bookings' and 'Sign out'; signed out, 'My
 * account' offers logging in (coming back to this page) and registering. A signed-in render is never shared
 * (app/entry.server.tsx, server/page-cache.ts).
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
  const searchId = useId()
  usePhoneLinkRefresh()

  return (
    <>
      <Stylesheet href={siteShellStylesHref} />
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
              placeholder="Search holidays"
              autoComplete="off"
              maxLength={100}
            />
            <button type="submit" className="button button--primary site-search__button">
              <SearchIcon />
              <span className="site-search__button-label">Search</span>
            </button>
          </form>

          <div className="site-header__contact">
            <Contact brand={brand} shell={shell} />
          </div>

          <nav className="site-header__utility" aria-label="Your account">
            <button type="button" className="utility-link" onClick={openSearchModal}>
              <FindIcon />
              <span className="utility-link__label">Find my holiday</span>
            </button>
            <NavLink to="/wishlist" className="utility-link">
              <HeartIcon />
              <span className="utility-link__label">Wishlist</span>
            </NavLink>
            <HeaderDropdown
              className="account-menu"
              buttonClassName="utility-link"
              panelClassName="account-menu__panel"
              label={
                <>
                  <PersonIcon />
                  <span className="utility-link__label site-header__customer" title={customer?.name}>
                    {customer ? customer.name : 'My account'}
                  </span>
                </>
              }
            >
              <ul className="account-menu__list">
                {customer ? (
                  <>
                    <li>
                      <NavLink to={AUTH_PAGES.myBookings} className="account-menu__link">
                        My bookings
                      </NavLink>
                    </li>
                    <li>
                      <Suspense fallback={null}>
                        <SignOutButton className="account-menu__link account-menu__button" />
                      </Suspense>
                    </li>
                  </>
                ) : (
                  <>
                    <li>
                      <LogInLink />
                    </li>
                    <li>
                      <Link to={AUTH_PAGES.register} className="account-menu__link">
                        Create an account
                      </Link>
                    </li>
                    <li>
                      <Link to={AUTH_PAGES.myBookings} className="account-menu__link">
                        My bookings
                      </Link>
                    </li>
                  </>
                )}
              </ul>
            </HeaderDropdown>
          </nav>
        </div>
      </header>
      <SiteNav menu={shell.menu} contact={<Contact brand={brand} shell={shell} />} />
    </>
  )
}

/** The phone link (its tel: address follows the number shown: phone-link.ts) and the opening-times dropdown. */
function Contact({ brand, shell }: { brand: HeaderBrand; shell: SiteShell }) {
  return (
    <>
      <a className="site-header__phone" href={telHref(brand.phone)} data-phone-link="">
        <span className="site-header__phone-label">Call us free</span>
        <span className="site-header__phone-number" data-phone-number="">
          {brand.phone}
        </span>
      </a>
      {shell.openingTimes.bodyHtml ? (
        <HeaderDropdown label={shell.openingTimes.title ?? 'Opening times'} className="opening-times">
          <div dangerouslySetInnerHTML={{ __html: shell.openingTimes.bodyHtml }} />
        </HeaderDropdown>
      ) : null}
    </>
  )
}

/**
 * 'Log in' for a signed-out visitor: the login page, coming back here afterwards. The link itself carries only
 * this page's path (the document may be a shared, cached one, rendered for a visitor whose query string differed
 * in marketing parameters); a click carries the query too (a search, a filter) as the browser has it now.
 */
function LogInLink() {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    if (event.altKey) return
    event.preventDefault()
    void navigate(loginPathFor(`${pathname}${search}`))
  }
  return (
    <Link to={loginPathFor(pathname)} className="account-menu__link" onClick={onClick}>
      Log in
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

function SearchIcon() {
  return (
    <svg className="icon site-search__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
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
