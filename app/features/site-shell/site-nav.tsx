import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react'
import { useLocation, useNavigate } from 'react-router'
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
 *
 * Rendering cost: the menu holds some 200 links and is part of every page, so it is built for a cheap server render
 * (bench/README.md "Fresh renders"). Its links are plain anchors with one client-side navigation handler instead of
 * NavLinks (each NavLink resolves its path against the route tree, several times per render), and the mobile
 * drawer's links are rendered when it is first opened (it is hidden until then, and opening it needs the script
 * anyway), instead of a second hidden copy of every link in each page's HTML. A link's text beside an expression is
 * written as one string (`{`${label} `}`): JSX text around an expression makes adjacent text nodes, which React's
 * server render separates with `<!-- -->` markers (some 600 on a listing page, with the filter counts).
 */
export function SiteNav({ menu, contact }: { menu: SiteMenu; contact: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [drawerRendered, setDrawerRendered] = useState(false)
  const [openPanel, setOpenPanel] = useState<PanelKey | null>(null)
  const [tab, setTab] = useState(0)
  const [ready, setReady] = useState(false)
  const nav = useRef<HTMLElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const panelButtons = useRef<Partial<Record<PanelKey, HTMLButtonElement | null>>>({})
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const id = useId()
  const menuLinkContext: MenuLinkContextValue = { pathname, search, navigate }

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
    <MenuLinkContext.Provider value={menuLinkContext}>
      <nav ref={nav} className="site-nav" aria-label="Main" data-ready={ready || undefined}>
        <div className="site-nav__bar container">
          <button
            ref={toggle}
            type="button"
            className="menu-toggle"
            aria-expanded={drawerOpen}
            aria-controls={`${id}-drawer`}
            onClick={() => {
              setDrawerRendered(true)
              setDrawerOpen((open) => !open)
            }}
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
                      <MenuAnchor url={destination.url} className="mega-panel__all">
                        {`All ${destination.label} holidays `}
                        <Count value={destination.count} />
                      </MenuAnchor>
                      <MenuLinks
                        links={destination.countries}
                        className="mega-panel__links mega-panel__links--columns"
                      />
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
          {drawerRendered ? (
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
          ) : null}
          <div className="mobile-nav__contact container">{contact}</div>
        </div>
      </nav>
    </MenuLinkContext.Provider>
  )
}

interface MenuLinkContextValue {
  pathname: string
  search: string
  navigate: ReturnType<typeof useNavigate>
}
const MenuLinkContext = createContext<MenuLinkContextValue | null>(null)

/** Whether a menu link is the page being shown: same path, and the same query when the link has one. */
export function isCurrentMenuLink(url: string, location: { pathname: string; search: string }): boolean {
  const [path, query = ''] = url.split('?', 2) as [string, string?]
  const samePath = path.replace(/\/+$/, '') === location.pathname.replace(/\/+$/, '')
  return samePath && (query === '' || `?${query}` === location.search)
}

/**
 * A menu link: a plain anchor (crawlable, works before hydration and without script) that navigates in the app on a
 * plain left click, as a <Link> would; a modified click (new tab, new window) is left to the browser.
 */
function MenuAnchor({ url, className, children }: { url: string; className: string; children: ReactNode }) {
  const context = useContext(MenuLinkContext)
  const current = context ? isCurrentMenuLink(url, context) : false
  const onClick = (event: ReactMouseEvent<HTMLAnchorElement>) => {
    if (!context || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void context.navigate(url)
  }
  return (
    <a
      href={url}
      className={current ? `${className} active` : className}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
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
        <MenuAnchor url="/tours" className={className}>
          All holidays
        </MenuAnchor>
      </li>
      <li>
        <MenuAnchor url="/brochures" className={className}>
          Brochures
        </MenuAnchor>
      </li>
    </>
  )
}

function MenuLinks({ links, className }: { links: MenuLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.url}>
          <MenuAnchor url={link.url} className="menu-link">
            {`${link.label} `}
            <Count value={link.count} />
          </MenuAnchor>
        </li>
      ))}
    </ul>
  )
}

function Count({ value }: { value: number }) {
  return (
    <span className="menu-link__count">
      {`(${value}`}
      <span className="visually-hidden">{` ${value === 1 ? 'tour' : 'tours'}`}</span>)
    </span>
  )
}
