import { Link } from 'react-router'
import { pushDataLayer } from '../../lib/analytics'
import { Carousel } from './carousel'
import { HeaderVideo } from './header-video'
import type { HeroBanner, HeroSlide } from './home-data'

/*
 * The home page's hero header (issue 13): the carousel of slides from content blocks, and the clickable banner
 * under it with the header video behind it. Clicks are tracked (discovery §7): `carousel_hero_header` for a slide's
 * link, `banner_hero_header` for the banner.
 */

export function heroSlideClickPayload(slide: Pick<HeroSlide, 'title' | 'ctaUrl'>, index: number) {
  return { slideIndex: index + 1, slideTitle: slide.title, linkUrl: slide.ctaUrl }
}

export function HeroHeader({ title, subtitle, slides }: { title: string; subtitle: string; slides: HeroSlide[] }) {
  // The page's heading stays put above the rotating slides, so it is always there to read (and never on top of a
  // slide's own caption).
  return (
    <section className="hero-header" aria-labelledby="hero-title">
      <div className="hero-header__intro">
        <div className="container">
          <h1 id="hero-title" className="hero__title">
            {title}
          </h1>
          {subtitle ? <p className="hero__subtitle">{subtitle}</p> : null}
        </div>
      </div>
      <Carousel
        variant="hero"
        label="Featured holidays and offers"
        className="hero-carousel"
        slides={slides.map((slide, index) => (
          <div className="hero" key={slide.title}>
            {slide.imageUrl ? (
              <img
                className="hero__image"
                src={slide.imageUrl}
                alt=""
                width={1600}
                height={1067}
                // The first slide is the page's largest paint; the others wait until they are needed.
                {...(index === 0
                  ? { fetchPriority: 'high' as const }
                  : { loading: 'lazy' as const, decoding: 'async' as const })}
              />
            ) : null}
            <div className="hero__content container">
              <h2 className="hero__slide-title">{slide.title}</h2>
              {slide.subtitle ? <p className="hero__slide-subtitle">{slide.subtitle}</p> : null}
              <Link
                to={slide.ctaUrl}
                className="button button--accent"
                onClick={() => pushDataLayer('carousel_hero_header', heroSlideClickPayload(slide, index))}
              >
                {slide.ctaText}
              </Link>
            </div>
          </div>
        ))}
      />
    </section>
  )
}

export function HeroBannerLink({ banner }: { banner: HeroBanner }) {
  return (
    <section className="hero-banner" aria-labelledby="hero-banner-title">
      <HeaderVideo />
      <Link
        to={banner.link.url}
        className="hero-banner__link container"
        onClick={() => pushDataLayer('banner_hero_header', { bannerTitle: banner.title, linkUrl: banner.link.url })}
      >
        <h2 id="hero-banner-title" className="hero-banner__title">
          {banner.title}
        </h2>
        {banner.text ? <span className="hero-banner__text">{banner.text}</span> : null}
        <span className="hero-banner__cta">{banner.link.name}</span>
      </Link>
    </section>
  )
}
