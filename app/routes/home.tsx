import { Link } from 'react-router'
import type { Route } from './+types/home'
import { sharedPageHeaders } from '../lib/cache-control'
import { getHomePage } from '../features/home/index.server'
import { HolidaySearchPanel } from '../features/holiday-search'
import { TourCard } from '../features/tours'
import type { TourCard as TourCardData } from '../features/tours/index.server'

// The home page is the same for every visitor of a brand: served from the page cache (app/lib/cache-control.ts).
export const headers: Route.HeadersFunction = sharedPageHeaders

export async function loader({ context }: Route.LoaderArgs) {
  return { brandName: context.brand.name, home: await getHomePage(context.db, context.brand) }
}

export const meta: Route.MetaFunction = ({ data }) => {
  const title = data ? `${data.brandName} | ${data.home.hero.title}` : 'Holidays'
  const description = data?.home.hero.subtitle ?? ''
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ]
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        {home.hero.imageUrl ? (
          <img
            className="hero__image"
            src={home.hero.imageUrl}
            alt=""
            width={1600}
            height={1067}
            fetchPriority="high"
          />
        ) : null}
        <div className="hero__content container">
          <h1 id="hero-title" className="hero__title">
            {home.hero.title}
          </h1>
          {home.hero.subtitle ? <p className="hero__subtitle">{home.hero.subtitle}</p> : null}
          <Link to={home.hero.ctaUrl} className="button button--accent button--large">
            {home.hero.ctaText}
          </Link>
        </div>
      </section>

      <HolidaySearchPanel band />

      {home.introHtml ? (
        <section className="container intro" dangerouslySetInnerHTML={{ __html: home.introHtml }} />
      ) : null}

      <TourCardSection id="featured-title" title="Featured holidays" tours={home.featured} />

      {home.continents.length ? (
        <section className="section section--tinted" aria-labelledby="continents-title">
          <div className="container">
            <h2 id="continents-title" className="section__title">
              Where would you like to go?
            </h2>
            <ul className="continent-grid" role="list">
              {home.continents.map((continent) => (
                <li key={continent.url}>
                  <Link to={continent.url} className="continent-tile">
                    {continent.imageUrl ? (
                      <img src={continent.imageUrl} alt="" width={800} height={533} loading="lazy" decoding="async" />
                    ) : null}
                    <span className="continent-tile__name">{continent.name}</span>
                    <span className="continent-tile__count">
                      {continent.tourCount} {continent.tourCount === 1 ? 'holiday' : 'holidays'}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <TourCardSection id="offers-title" title="Latest offers" tours={home.offers} />
    </>
  )
}

function TourCardSection({ id, title, tours }: { id: string; title: string; tours: TourCardData[] }) {
  if (!tours.length) return null
  return (
    <section className="container section" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      <ul className="card-grid" role="list">
        {tours.map((tour) => (
          <li key={tour.code}>
            <TourCard layout="tile" tour={tour} kicker={tour.countries} />
          </li>
        ))}
      </ul>
    </section>
  )
}
