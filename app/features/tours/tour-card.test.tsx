// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { TourCard, tourCardLinks, type TourCardTour } from './tour-card'

afterEach(cleanup)

const tour: TourCardTour = {
  name: 'Lakes and Mountains',
  url: '/tours/lakes-and-mountains',
  image: { smallUrl: '/s.jpg', mediumUrl: '/m.jpg', largeUrl: '/l.jpg', altText: 'A lake below mountains' },
  offerText: 'Save £200pp',
  durationDays: 9,
  fromPriceFormatted: '£1,499',
  wasPriceFormatted: '£1,699',
}

describe('TourCard', () => {
  it('as a tile: the place, the name as the link, the price and the struck was price', () => {
    const { container } = render(
      <MemoryRouter>
        <TourCard layout="tile" tour={tour} kicker="Italy" />
      </MemoryRouter>,
    )
    const card = screen.getByRole('article', { name: 'Lakes and Mountains' })
    expect(card.className).toBe('tour-card tour-card--tile')
    expect(within(card).getByText('Italy').className).toBe('tour-card__kicker')
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/tours/lakes-and-mountains')
    expect(within(card).getByRole('img', { name: 'A lake below mountains' }).getAttribute('srcset')).toBe(
      '/s.jpg 400w, /m.jpg 800w',
    )
    expect(card.querySelector('.tour-card__price')!.textContent).toBe('9 days from £1,499 was £1,699')
    expect(within(card).getByText('Save £200pp')).toBeTruthy()
    expect(card.querySelector('.tour-card__description, .tour-card__actions')).toBeNull()
    expect(tourCardLinks(container).map((link) => link.textContent)).toEqual(['Lakes and Mountains'])
  })

  it('as a row: the description with its toggle, the actions and the control over the image', () => {
    render(
      <MemoryRouter>
        <TourCard
          layout="row"
          tour={{ ...tour, wasPriceFormatted: null }}
          description={'Lakes, mountains and vineyards. '.repeat(10)}
          mediaAction={<button type="button">Save</button>}
          actions={<a href="/maps/x">Map</a>}
          eager
        />
      </MemoryRouter>,
    )
    const card = screen.getByRole('article', { name: 'Lakes and Mountains' })
    expect(card.className).toBe('tour-card tour-card--row')
    expect(card.querySelector('s')).toBeNull()
    expect(within(card).getByRole('img').getAttribute('loading')).toBe('eager')
    expect(within(card).getByRole('button', { name: 'Read more about Lakes and Mountains' })).toBeTruthy()
    expect(card.querySelector('.tour-card__media button')!.textContent).toBe('Save')
    expect(card.querySelector('.tour-card__actions a')!.getAttribute('href')).toBe('/maps/x')
  })
})
