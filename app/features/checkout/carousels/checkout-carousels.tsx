import { useRef } from 'react'
import { CarouselControls, useCarouselMotion, useLazyEmbla } from '../../../components/ui/lazy-carousel'
import { HOTEL_CAROUSEL, TOUR_ICONS_CAROUSEL } from '../../../lib/constants'
import type { CheckoutHotel } from '../flow/index.rules'
import { emblaActivation, emblaDurationFor, HOTELS_PER_VIEW, tickerSpeed, TOUR_ICONS_PER_VIEW } from './carousel-rules'

/*
 * The checkout's carousels (checkout §9; issue 29 item 11), on Embla like the home page's (home/carousel.tsx) and
 * in the same way: the stylesheet (checkout-carousels.css) lays the slides out, so the server-rendered page already
 * shows them where they stay and nothing moves when the script arrives; Embla and its plugin are fetched by a
 * dynamic import after hydration, so they ship with no page that does not show them.
 *   Tour icons ticker  the tour's highlights, each with its icon, moving continuously (Swiper speed 7000 with
 *                      autoplay delay 0 and loop: one slide's width every 7 s, no stop), on Embla's auto-scroll
 *                      plugin; 1, then 2 / 3 / 4 per view from 768 / 1024 / 1440 px.
 *   Hotel carousel     the tour's hotels, one per view, the next every 5 s (autoplay plugin), previous / next
 *                      buttons and a dot per slide.
 * Both start only where the slide count reaches the slides per view (emblaActivation), never move for a visitor who
 * prefers reduced motion, stop while hovered or focused, and have a visible pause / play button (WCAG 2.2.2: both
 * would move for longer than 5 s). The lazy Embla, the motion rules and the controls are the home carousel's
 * (components/ui/lazy-carousel.tsx).
 */

function PauseButton({
  rotating,
  hidden,
  subject,
  onToggle,
}: {
  rotating: boolean
  hidden: boolean
  /** What it pauses, for a screen reader ('the highlights'); the visible word is enough beside the title. */
  subject: string
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      className="checkout-carousel__pause"
      onClick={onToggle}
      // Kept in the layout while there is nothing to move, so its row never changes height.
      hidden={hidden}
    >
      {rotating ? 'Pause' : 'Play'}
      <span className="visually-hidden"> {subject}</span>
    </button>
  )
}

/** The tour's highlights as a continuous ticker, on the 'Your Holiday' steps. */
export function TourIconsTicker({ highlights, tourName }: { highlights: string[]; tourName: string }) {
  const viewportRef = useRef<HTMLDivElement>(null)
  const embla = useLazyEmbla(viewportRef, highlights.length > 0, async () => {
    const { default: AutoScroll } = await import('embla-carousel-auto-scroll')
    const slideWidth = () => viewportRef.current?.querySelector('li')?.getBoundingClientRect().width ?? 0
    return {
      options: {
        loop: TOUR_ICONS_CAROUSEL.loop,
        align: 'start',
        dragFree: true,
        ...emblaActivation(highlights.length, TOUR_ICONS_PER_VIEW),
      },
      plugins: [
        AutoScroll({
          // Read again whenever Embla re-initialises (a resize changes the slides' width, so the speed).
          get speed() {
            return tickerSpeed(slideWidth())
          },
          startDelay: TOUR_ICONS_CAROUSEL.autoplayDelayMs,
          playOnInit: false,
          // Hover, focus, reduced motion and the pause button are followed by useCarouselMotion.
          stopOnInteraction: false,
          stopOnMouseEnter: false,
          stopOnFocusIn: false,
        }),
      ],
    }
  })
  const motion = useCarouselMotion(embla, 'autoScroll')
  if (highlights.length === 0) return null
  return (
    <section
      className="checkout-carousel checkout-ticker"
      aria-roledescription="carousel"
      aria-labelledby="checkout-ticker-title"
      data-carousel="tour-icons"
      data-ready={embla ? 'true' : undefined}
      data-motion={motion.playing ? 'playing' : 'stopped'}
      {...motion.rootHandlers}
    >
      <div className="checkout-carousel__head">
        <h2 className="checkout-carousel__title" id="checkout-ticker-title">
          Highlights of {tourName}
        </h2>
        <PauseButton
          rotating={motion.rotating}
          hidden={!motion.canMove}
          subject="the highlights"
          onToggle={motion.toggle}
        />
      </div>
      <div className="checkout-carousel__viewport" ref={viewportRef}>
        <ul className="checkout-carousel__container" role="list">
          {highlights.map((highlight, index) => (
            <li
              key={index}
              className="checkout-carousel__slide checkout-ticker__slide"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${highlights.length}`}
            >
              <HighlightIcon />
              <span className="checkout-ticker__text">{highlight}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** A compass rose: the mark every highlight of the ticker carries. */
function HighlightIcon() {
  return (
    <svg className="checkout-ticker__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M12 4.5 14.2 12 12 19.5 9.8 12Z" fill="currentColor" />
      <path d="M4.5 12 12 9.8 19.5 12 12 14.2Z" fill="currentColor" opacity="0.45" />
    </svg>
  )
}

/** The tour's hotels, one per view, on the rooms step. */
export function HotelCarousel({ hotels }: { hotels: CheckoutHotel[] }) {
  const viewportRef = useRef<HTMLDivElement>(null)
  const embla = useLazyEmbla(viewportRef, hotels.length > 0, async () => {
    const { default: Autoplay } = await import('embla-carousel-autoplay')
    return {
      options: {
        align: 'start',
        duration: emblaDurationFor(HOTEL_CAROUSEL.speedMs),
        ...emblaActivation(hotels.length, HOTELS_PER_VIEW),
      },
      plugins: [
        Autoplay({
          delay: HOTEL_CAROUSEL.autoplayDelayMs,
          playOnInit: false,
          stopOnInteraction: false,
          stopOnMouseEnter: false,
          stopOnFocusIn: false,
        }),
      ],
    }
  })
  const motion = useCarouselMotion(embla, 'autoplay')
  if (hotels.length === 0) return null
  // The buttons are in the server's markup already (disabled until Embla is there), so they take their place from
  // the first paint; with a single hotel there is nothing to move and no controls.
  const withControls = hotels.length > 1
  const ready = embla !== null && motion.canMove
  return (
    <section
      className="checkout-carousel checkout-hotels"
      aria-roledescription="carousel"
      aria-labelledby="checkout-hotels-title"
      data-carousel="hotels"
      data-ready={embla ? 'true' : undefined}
      data-selected={motion.selected}
      data-motion={motion.playing ? 'playing' : 'stopped'}
      {...motion.rootHandlers}
    >
      <div className="checkout-carousel__head">
        <h2 className="checkout-carousel__title" id="checkout-hotels-title">
          Where you will stay
        </h2>
        {withControls ? (
          <PauseButton
            rotating={motion.rotating}
            hidden={!motion.canMove}
            subject="the hotels"
            onToggle={motion.toggle}
          />
        ) : null}
      </div>
      <div className="checkout-carousel__viewport" ref={viewportRef}>
        <ul className="checkout-carousel__container" role="list">
          {hotels.map((hotel, index) => (
            <li
              key={index}
              className="checkout-carousel__slide"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${hotels.length}`}
            >
              <HotelCard hotel={hotel} />
            </li>
          ))}
        </ul>
      </div>
      {withControls ? (
        <CarouselControls
          block="checkout-carousel"
          embla={ready ? embla : null}
          count={hotels.length}
          selected={motion.selected}
          labels={{
            previous: 'Previous hotel',
            next: 'Next hotel',
            dot: (index) => `Go to hotel ${index + 1}: ${hotels[index]!.name}`,
          }}
        />
      ) : null}
    </section>
  )
}

function HotelCard({ hotel }: { hotel: CheckoutHotel }) {
  return (
    <article className="checkout-hotel">
      <h3 className="checkout-hotel__name">{hotel.name}</h3>
      {hotel.rating ? (
        <p className="checkout-hotel__rating">
          <span aria-hidden="true">{'★'.repeat(hotel.rating)}</span>
          <span className="visually-hidden">{hotel.rating}-star</span>
        </p>
      ) : null}
      <p className="checkout-hotel__meta">
        {hotel.location} · {hotel.nights} {hotel.nights === 1 ? 'night' : 'nights'}
      </p>
    </article>
  )
}
