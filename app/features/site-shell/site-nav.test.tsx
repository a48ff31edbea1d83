// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MENU_RESIZE_DEBOUNCE_MS, MENU_SETUP_DELAY_MS } from './menu-keyboard'
import type { SiteMenu } from './site-menu'
import { SiteNav, isCurrentMenuLink } from './site-nav'

const menu: SiteMenu = {
  destinations: [
    { label: 'Europe', url: '/destinations/europe', count: 3, countries: [{ label: 'Italy', url: '/i', count: 2 }] },
    { label: 'Asia', url: '/destinations/asia', count: 2, countries: [{ label: 'Japan', url: '/j', count: 2 }] },
    { label: 'Africa', url: '/destinations/africa', count: 1, countries: [{ label: 'Kenya', url: '/k', count: 1 }] },
  ],
  travelStyles: [{ label: 'Rail', url: '/tours?Types=rail', count: 4 }],
  offers: [{ label: 'Early bird', url: '/offers/early-bird', count: 5 }],
}

function renderNav() {
  render(
    <MemoryRouter>
      <p>Page content</p>
      <SiteNav menu={menu} contact={<a href="tel:0800">0800</a>} />
    </MemoryRouter>,
  )
  return screen.getByRole('navigation', { name: 'Main' })
}

const destinations = () => screen.getAllByRole('button', { name: 'Destinations' })[0]!
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('SiteNav mega menu (discovery §2.11, WAI-ARIA APG disclosure and tabs)', () => {
  it('a panel button toggles its panel and shows one panel at a time', () => {
    renderNav()
    const button = destinations()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panelOf(button).hidden).toBe(true)
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(panelOf(button).hidden).toBe(false)
    const styles = screen.getByRole('button', { name: 'Travel styles' })
    fireEvent.click(styles)
    expect(styles.getAttribute('aria-expanded')).toBe('true')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(styles)
    expect(styles.getAttribute('aria-expanded')).toBe('false')
  })

  it('the continent tabs follow the arrow keys, Home and End, with a roving tab stop and automatic activation', () => {
    renderNav()
    fireEvent.click(destinations())
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    expect(screen.getByRole('tabpanel').textContent).toContain('Italy')

    tabs[0]!.focus()
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(tabs[1])
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true')
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1])
    expect(screen.getByRole('tabpanel').textContent).toContain('Japan')

    fireEvent.keyDown(tabs[1]!, { key: 'End' })
    expect(document.activeElement).toBe(tabs[2])
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tabs[0])
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(tabs[2])
    fireEvent.keyDown(tabs[2]!, { key: 'Home' })
    expect(document.activeElement).toBe(tabs[0])
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id)
  })

  it('Escape closes the open panel and returns focus to its button', () => {
    renderNav()
    fireEvent.click(destinations())
    screen.getAllByRole('tab')[1]!.focus()
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(destinations().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(destinations())
  })

  it('a click outside closes the panel once the menu is set up (after 100 ms)', () => {
    renderNav()
    fireEvent.click(destinations())
    act(() => vi.advanceTimersByTime(MENU_SETUP_DELAY_MS))
    fireEvent.click(screen.getAllByRole('tab')[1]!)
    expect(destinations().getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(screen.getByText('Page content'))
    expect(destinations().getAttribute('aria-expanded')).toBe('false')
  })

  it('focus leaving the menu closes the panel', () => {
    renderNav()
    fireEvent.click(destinations())
    fireEvent.blur(destinations(), { relatedTarget: screen.getByText('Page content') })
    expect(destinations().getAttribute('aria-expanded')).toBe('false')
  })

  it('resizing below 1024 px closes the mega panel 250 ms after the last resize', () => {
    renderNav()
    act(() => vi.advanceTimersByTime(MENU_SETUP_DELAY_MS))
    fireEvent.click(destinations())
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 })
    fireEvent(window, new Event('resize'))
    act(() => vi.advanceTimersByTime(MENU_RESIZE_DEBOUNCE_MS - 1))
    expect(destinations().getAttribute('aria-expanded')).toBe('true')
    act(() => vi.advanceTimersByTime(1))
    expect(destinations().getAttribute('aria-expanded')).toBe('false')
  })
})

describe('SiteNav accordion below 1024 px', () => {
  it("'Menu' opens the drawer, whose sections and continents expand as an accordion; Escape closes it", () => {
    const nav = renderNav()
    const toggle = screen.getByRole('button', { name: 'Menu' })
    const drawer = panelOf(toggle)
    expect(drawer.hidden).toBe(true)
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(drawer.hidden).toBe(false)
    const section = screen.getAllByRole('button', { name: 'Destinations' })[1]!
    expect(drawer.contains(section)).toBe(true)
    fireEvent.click(section)
    expect(section.getAttribute('aria-expanded')).toBe('true')
    const europe = screen.getByRole('button', { name: 'Europe' })
    fireEvent.click(europe)
    expect(europe.getAttribute('aria-expanded')).toBe('true')
    expect(panelOf(europe).textContent).toContain('All Europe holidays')
    expect(nav.contains(europe)).toBe(true)
    toggle.focus()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(drawer.hidden).toBe(true)
    expect(document.activeElement).toBe(toggle)
  })
})

describe('SiteNav links', () => {
  it('the drawer holds no copy of the links until it is first opened (the page HTML carries each menu link once)', () => {
    renderNav()
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(panelOf(toggle).querySelectorAll('a[href="/offers/early-bird"]')).toHaveLength(0)
    expect(document.querySelectorAll('a[href="/offers/early-bird"]')).toHaveLength(1)
    fireEvent.click(toggle)
    expect(panelOf(toggle).querySelectorAll('a[href="/offers/early-bird"]')).toHaveLength(1)
  })

  it('a plain click navigates in the app and marks the link current; a modified click is left to the browser', () => {
    function Where() {
      const location = useLocation()
      return <output>{location.pathname + location.search}</output>
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <SiteNav menu={menu} contact={null} />
        <Where />
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Travel styles' }))
    const rail = screen.getByRole('link', { name: /Rail/ })
    expect(rail.getAttribute('aria-current')).toBeNull()
    const modified = fireEvent.click(rail, { ctrlKey: true })
    expect(modified).toBe(true) // not prevented: the browser opens a new tab
    expect(screen.getByRole('status').textContent).toBe('/')
    fireEvent.click(rail)
    expect(screen.getByRole('status').textContent).toBe('/tours?Types=rail')
    expect(screen.getByRole('link', { name: /Rail/, hidden: true }).getAttribute('aria-current')).toBe('page')
  })

  it('is current only for its own path, and its own query when it has one', () => {
    expect(isCurrentMenuLink('/tours?Types=rail', { pathname: '/tours', search: '?Types=rail' })).toBe(true)
    expect(isCurrentMenuLink('/tours?Types=rail', { pathname: '/tours', search: '' })).toBe(false)
    expect(isCurrentMenuLink('/tours', { pathname: '/tours', search: '?Types=rail' })).toBe(true)
    expect(isCurrentMenuLink('/destinations/europe', { pathname: '/destinations/europe/', search: '' })).toBe(true)
    expect(isCurrentMenuLink('/destinations/europe', { pathname: '/destinations/europe/italy', search: '' })).toBe(
      false,
    )
  })
})
