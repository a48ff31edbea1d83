// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { routeMapLabel, TourMap } from './tour-map'
import type { TourMapData } from './tour-map-view'
import { buildStops } from './tour-map-stops'

afterEach(cleanup)

const days = [
  { dayNumber: 1, location: 'Cologne', title: 'Day 1: Cologne' },
  { dayNumber: 2, location: 'Koblenz', title: 'Day 2: Koblenz' },
  { dayNumber: 3, location: 'Koblenz', title: 'Day 3: The Rhine Gorge' },
  { dayNumber: 4, location: 'Strasbourg', title: 'Day 4: Strasbourg' },
  { dayNumber: 5, location: 'Strasbourg', title: 'Day 5: Fly home' },
]
const accommodations = [{ name: 'MS Rhine Serenade', location: 'River Rhine', nights: 4 }]

const data: TourMapData = {
  tour: { code: 'MJ1906', name: 'Rhine River Cruise', url: '/tours/rhine-river-cruise-mj1906', durationDays: 5 },
  countries: ['Germany', 'France'],
  stops: buildStops(days, accommodations),
  accommodations,
  seo: { title: 't', description: 'd', canonicalUrl: '/maps/MJ1906' },
}

function renderMap(map: TourMapData) {
  const router = createMemoryRouter([{ path: '/', element: <TourMap data={map} /> }])
  return render(<RouterProvider router={router} />)
}

describe('TourMap', () => {
  it('draws the route as a labelled picture and lists the stops in order with days and nights', () => {
    renderMap(data)
    expect(screen.getByRole('heading', { level: 1, name: 'Rhine River Cruise' })).toBeTruthy()
    const pictures = screen.getAllByRole('img')
    expect(pictures).toHaveLength(2) // the wide and the tall drawing; CSS shows one
    for (const picture of pictures) {
      expect(picture.tagName.toLowerCase()).toBe('svg')
      expect(picture.getAttribute('aria-label')).toBe(routeMapLabel('Rhine River Cruise', data.stops))
      expect(picture.querySelectorAll('.route-map__marker')).toHaveLength(3)
    }
    const list = screen.getByRole('heading', { name: 'Your route, stop by stop' }).nextElementSibling as HTMLElement
    expect(list.tagName).toBe('OL')
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list)
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'CologneStart',
      'Koblenz',
      'StrasbourgEnd',
    ])
    expect(items[0]!.textContent).toContain('Day 1')
    expect(items[0]!.textContent).toContain('1 night')
    expect(items[1]!.textContent).toContain('Days 2–3')
    expect(items[1]!.textContent).toContain('2 nights')
    expect(items[1]!.textContent).toContain('Day 3: The Rhine Gorge')
    expect(items[2]!.textContent).toContain('Days 4–5')
    expect(items[2]!.textContent).toContain('1 night')
    expect(screen.getByRole('heading', { name: 'Where you stay' })).toBeTruthy()
    expect(screen.getByText('MS Rhine Serenade')).toBeTruthy()
    const back = screen.getByRole('link', { name: 'Back to Rhine River Cruise' })
    expect(back.getAttribute('href')).toBe('/tours/rhine-river-cruise-mj1906')
  })

  it('says in words what the picture shows', () => {
    expect(routeMapLabel('Lakes', [{ name: 'Windermere' }])).toBe(
      'Route map of Lakes: the whole holiday is based in Windermere.',
    )
    expect(routeMapLabel('Rhine', [{ name: 'Cologne' }, { name: 'Koblenz' }, { name: 'Strasbourg' }])).toBe(
      'Route map of Rhine, 3 stops from Cologne to Strasbourg: 1 Cologne, 2 Koblenz, 3 Strasbourg.',
    )
  })

  it('shows no drawing when the itinerary has no places yet', () => {
    renderMap({ ...data, stops: [], accommodations: [] })
    expect(screen.queryAllByRole('img')).toHaveLength(0)
    expect(screen.getByText(/being finalised/)).toBeTruthy()
  })
})
