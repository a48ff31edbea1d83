import { Link } from 'react-router'
import { Stylesheet } from '../../components/ui/stylesheet'
import { HolidaySearchPanel } from '../holiday-search'
import { TourCard } from '../tours'
import { Carousel, type CarouselVariant } from './carousel'
import stylesHref from './carousels.css?url'
import { HeroBannerLink, HeroHeader } from './hero-header'
import type { ContinentTile, HomePageData } from './home-data'

/*
 * The home page (discovery §2; issue 13): the hero header carousel and banner, the holiday search, the introduction,
 * then card rows as carousels — featured holidays in the general carousel (2/3/4/5 per view), the latest offers in
 * the responsive one (3/2/1) — and the continents as a card list that becomes a dotted slider at ≤ 575 px.
 */

type TourCardData = HomePageData['featured'][number]

export function HomePage({ home }: { home: HomePageData }) {
  return (
    <>
      <Stylesheet href={stylesHref} />
      <HeroHeader title={home.hero.title} subtitle={home.hero.subtitle} slides={home.heroSlides} />
      {home.heroBanner ? <HeroBannerLink banner={home.heroBanner} /> : null}

      <HolidaySearchPanel band />

      {home.introHtml ? (
        <section className="container intro" dangerouslySetInnerHTML={{ __html: home.introHtml }} />
      ) : null}

      <TourCardRow id="featured-title" title="Featured holidays" tours={home.featured} variant="general" />

      {home.continents.length ? (
        <section className="section section--tinted" aria-labelledby="continents-title">
          <div className="container">
            <h2 id="continents-title" className="section__title">
              Where would you like to go?
            </h2>
            <Carousel
              variant="cards"
              label="Continents"
              className="continent-carousel"
              slides={home.continents.map((continent) => (
                <ContinentLink key={continent.url} continent={continent} />
              ))}
            />
          </div>
        </section>
      ) : null}

      <TourCardRow id="offers-title" title="Latest offers" tours={home.offers} variant="responsive" />
    </>
  )
}

function ContinentLink({ continent }: { continent: ContinentTile }) {
  return (
    <Link to={continent.url} className="continent-tile">
      {continent.imageUrl ? (
        <img src={continent.imageUrl} alt="" width={800} height={533} loading="lazy" decoding="async" />
      ) : null}
      <span className="continent-tile__name">{continent.name}</span>
      <span className="continent-tile__count">
        {continent.tourCount} {continent.tourCount === 1 ? 'holiday' : 'holidays'}
      </span>
    </Link>
  )
}

function TourCardRow({
  id,
  title,
  tours,
  variant,
}: {
  id: string
  title: string
  tours: TourCardData[]
  variant: CarouselVariant
}) {
  if (!tours.length) return null
  return (
    <section className="container section" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      <Carousel
        variant={variant}
        label={title}
        slides={tours.map((tour) => (
          <TourCard key={tour.code} layout="tile" tour={tour} kicker={tour.countries} />
        ))}
      />
    </section>
  )
}
