import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'
import { NavLink, useLocation } from 'react-router'
import { MEGA_MENU_MIN_WIDTH, MENU_RESIZE_DEBOUNCE_MS, MENU_SETUP_DELAY_MS, tabIndexForKey } from './menu-keyboard'
import type { MenuLink, SiteMenu } from './site-menu'

type PanelKey = 'destinations' | 'styles' | 'offers'

/**
 * The main navigation (discovery §2.11), sticky once scrolled past its place (CSS: it sits directly in <body>).
 *
 * - From the large breakpoint (1024 px): a mega menu. 'Destinations', 'Travel styles' and 'Offers' are disclosure
 *   buttons (WAI-ARIA APG disclosure navigation), one panel open at a time, opened by click, Enter or Space. The
 *   destinations panel is a vertical tab list of continents (APG tabs, automatic activation: arrows, Home, End)
 *   beside the selected continent's countries. Escape closes the panel and returns focus to its button; a click
 *   outside, or focus leaving the menu, closes it.
 * - Below it: a 'Menu' button opening the same links as an accordion, with the phone number and opening times.
 *
 * Discovery §9: the document listeners (click outside, resize) are set up 100 ms after mount, and a resize is
 * acted on 250 ms after the last one (whatever is open in the layout being left is closed). data-ready marks the
 * set-up menu (the browser tests wait for it).
 */
export function SiteNav({ menu, contact }: { menu: SiteMenu; contact: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [openPanel, setOpenPanel] = useState<PanelKey | null>(null)
  const [tab, setTab] = useState(0)
  const [ready, setReady] = useState(false)
  const nav = useRef<HTMLElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const panelButtons = useRef<Partial<Record<PanelKey, HTMLButtonElement | null>>>({})
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const { pathname, search } = useLocation()
  const id = useId()

  useEffect(() => {
    setDrawerOpen(false)
    setOpenPanel(null)
  }, [pathname, search])

  useEffect(() => {
    if (!openPanel && !drawerOpen) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (openPanel) {
        setOpenPanel(null)
        panelButtons.current[openPanel]?.focus()
      } else {
        setDrawerOpen(false)
        toggle.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [openPanel, drawerOpen])

  useEffect(() => {
    let resizeTimer: ReturnType<typeof setTimeout> | undefined
    const onClick = (event: MouseEvent) => {
      if (nav.current?.contains(event.target as Node)) return
      setOpenPanel(null)
      setDrawerOpen(false)
    }
    const onResize = () => {
      clearTimeout(resizeTimer)
      resizeTimer = setTimeout(() => {
        if (window.innerWidth >= MEGA_MENU_MIN_WIDTH) setDrawerOpen(false)
        else setOpenPanel(null)
      }, MENU_RESIZE_DEBOUNCE_MS)
    }
    const setup = setTimeout(() => {
      document.addEventListener('click', onClick)
      window.addEventListener('resize', onResize)
      setReady(true)
    }, MENU_SETUP_DELAY_MS)
    return () => {
      clearTimeout(setup)
      clearTimeout(resizeTimer)
      document.removeEventListener('click', onClick)
      window.removeEventListener('resize', onResize)
    }
  }, [])

  const panelId = (key: PanelKey) => `${id}-${key}`
  const togglePanel = (key: PanelKey) => setOpenPanel((current) => (current === key ? null : key))
  const onMegaBlur = (event: FocusEvent<HTMLUListElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpenPanel(null)
  }
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexForKey(event.key, tab, menu.destinations.length)
    if (next === null) return
    event.preventDefault()
    setTab(next)
    tabs.current[next]?.focus()
  }
  const selectedTab = Math.min(tab, Math.max(menu.destinations.length - 1, 0))

  const panelButton = (key: PanelKey, label: string) => (
    <button
      ref={(element) => {
        panelButtons.current[key] = element
      }}
      type="button"
      className="mega-nav__button"
      aria-expanded={openPanel === key}
      aria-controls={panelId(key)}
      onClick={() => togglePanel(key)}
    >
      {label}
      <span className="mega-nav__chevron" aria-hidden="true" />
    </button>
  )

  return (
    <nav ref={nav} className="site-nav" aria-label="Main" data-ready={ready || undefined}>
      <div className="site-nav__bar container">
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={drawerOpen}
          aria-controls={`${id}-drawer`}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          <span>Menu</span>
        </button>

        <ul className="mega-nav" onBlur={onMegaBlur}>
          {menu.destinations.length > 0 ? (
            <li>
              {panelButton('destinations', 'Destinations')}
              <div
                id={panelId('destinations')}
                className="mega-panel mega-panel--tabs"
                hidden={openPanel !== 'destinations'}
              >
                <div className="mega-panel__tabs" role="tablist" aria-label="Continents" aria-orientation="vertical">
                  {menu.destinations.map((destination, index) => (
                    <button
                      key={destination.url}
                      ref={(element) => {
                        tabs.current[index] = element
                      }}
                      id={`${id}-tab-${index}`}
                      type="button"
                      role="tab"
                      className="mega-panel__tab"
                      aria-selected={index === selectedTab}
                      aria-controls={`${id}-tabpanel-${index}`}
                      tabIndex={index === selectedTab ? 0 : -1}
                      onClick={() => setTab(index)}
                      onKeyDown={onTabKeyDown}
                    >
                      {destination.label}
                    </button>
                  ))}
                </div>
                {menu.destinations.map((destination, index) => (
                  <div
                    key={destination.url}
                    id={`${id}-tabpanel-${index}`}
                    role="tabpanel"
                    className="mega-panel__tabpanel"
                    aria-labelledby={`${id}-tab-${index}`}
                    hidden={index !== selectedTab}
                  >
                    <NavLink to={destination.url} className="mega-panel__all" prefetch="intent">
                      All {destination.label} holidays <Count value={destination.count} />
                    </NavLink>
                    <MenuLinks links={destination.countries} className="mega-panel__links mega-panel__links--columns" />
                  </div>
                ))}
              </div>
            </li>
          ) : null}
          {menu.travelStyles.length > 0 ? (
            <li>
              {panelButton('styles', 'Travel styles')}
              <div id={panelId('styles')} className="mega-panel" hidden={openPanel !== 'styles'}>
                <MenuLinks links={menu.travelStyles} className="mega-panel__links mega-panel__links--columns" />
              </div>
            </li>
          ) : null}
          {menu.offers.length > 0 ? (
            <li>
              {panelButton('offers', 'Offers')}
              <div id={panelId('offers')} className="mega-panel" hidden={openPanel !== 'offers'}>
                <MenuLinks links={menu.offers} className="mega-panel__links mega-panel__links--offers" />
              </div>
            </li>
          ) : null}
          <FixedLinks className="mega-nav__link" />
        </ul>
      </div>

      <div id={`${id}-drawer`} className="mobile-nav" hidden={!drawerOpen}>
        <ul className="mobile-nav__list container">
          {menu.destinations.length > 0 ? (
            <li>
              <AccordionItem summary="Destinations" className="mobile-nav__section">
                <ul className="mobile-nav__list">
                  {menu.destinations.map((destination) => (
                    <li key={destination.url}>
                      <AccordionItem
                        summary={destination.label}
                        className="mobile-nav__section mobile-nav__section--nested"
                      >
                        <MenuLinks
                          links={[
                            { ...destination, label: `All ${destination.label} holidays` },
                            ...destination.countries,
                          ]}
                          className="mobile-nav__links"
                        />
                      </AccordionItem>
                    </li>
                  ))}
                </ul>
              </AccordionItem>
            </li>
          ) : null}
          {menu.travelStyles.length > 0 ? (
            <li>
              <AccordionItem summary="Travel styles" className="mobile-nav__section">
                <MenuLinks links={menu.travelStyles} className="mobile-nav__links" />
              </AccordionItem>
            </li>
          ) : null}
          {menu.offers.length > 0 ? (
            <li>
              <AccordionItem summary="Offers" className="mobile-nav__section">
                <MenuLinks links={menu.offers} className="mobile-nav__links" />
              </AccordionItem>
            </li>
          ) : null}
          <FixedLinks className="mobile-nav__link" />
        </ul>
        <div className="mobile-nav__contact container">{contact}</div>
      </div>
    </nav>
  )
}

/**
 * One accordion section of the mobile menu: a button with aria-expanded over its panel. No region role on the
 * panel (WAI-ARIA APG accordion: optional, and noise with this many panels; the footer has a 'Destinations' region).
 */
function AccordionItem({ summary, className, children }: { summary: string; className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div className={`disclosure ${className}`} data-open={open}>
      <button
        type="button"
        className="disclosure__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="disclosure__summary">{summary}</span>
        <span className="disclosure__icon" aria-hidden="true" />
      </button>
      <div id={panelId} className="disclosure__panel" hidden={!open}>
        {children}
      </div>
    </div>
  )
}

function FixedLinks({ className }: { className: string }) {
  return (
    <>
      <li>
        <NavLink to="/tours" className={className} end>
          All holidays
        </NavLink>
      </li>
      <li>
        <NavLink to="/brochures" className={className}>
          Brochures
        </NavLink>
      </li>
    </>
  )
}

function MenuLinks({ links, className }: { links: MenuLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.url}>
          <NavLink to={link.url} className="menu-link" prefetch="intent">
            {link.label} <Count value={link.count} />
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

function Count({ value }: { value: number }) {
  return (
    <span className="menu-link__count">
      ({value}
      <span className="visually-hidden"> {value === 1 ? 'tour' : 'tours'}</span>)
    </span>
  )
}
