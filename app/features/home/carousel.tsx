import type { EmblaOptionsType } from 'embla-carousel'
import { useRef, type ReactNode } from 'react'
import { CarouselControls, useCarouselMotion, useLazyEmbla } from '../../components/ui/lazy-carousel'
import { HERO_AUTOPLAY_MS } from '../../lib/constants'

/*
 * The home page's carousels (discovery §9; issue 13), on Embla loaded lazily: the slides are laid out by CSS
 * (carousels.css) so the server-rendered page already shows the right number per view, and Embla with its autoplay
 * plugin is fetched by a dynamic import after hydration, on the home page only, so no other page's first-load
 * JavaScript grows. Variants:
 *   hero        1 per view, autoplay every HERO_AUTOPLAY_MS, paused while hovered or focused, never under reduced
 *               motion, with a visible pause/play button (WCAG 2.2.2);
 *   responsive  3 / 2 / 1 per view at 1074 / 1073 / 722 px (RESPONSIVE_CAROUSEL_SLIDES);
 *   general     2, then 3 / 4 / 5 per view from 768 / 1024 / 1440 px (CAROUSEL_BREAKPOINTS);
 *   cards       a grid, which becomes a one-per-view slider with dots at the xs breakpoint (≤ 575 px).
 * It follows the WAI-ARIA carousel pattern: a labelled carousel, slides "n of N" (list items, so a card row is still
 * a list), buttons for previous, next and each slide. The lazy Embla, the motion rules and the controls are shared
 * with the checkout's carousels (components/ui/lazy-carousel.tsx).
 */

export type CarouselVariant = 'hero' | 'responsive' | 'general' | 'cards'

/** Embla is active at every width except for the card list, which is a slider only at ≤ 575 px (BREAKPOINTS.xs). */
const OPTIONS: Record<CarouselVariant, EmblaOptionsType> = {
  hero: { loop: true, align: 'start' },
  responsive: { align: 'start', containScroll: 'trimSnaps' },
  general: { align: 'start', containScroll: 'trimSnaps' },
  cards: {
    align: 'start',
    containScroll: 'trimSnaps',
    active: false,
    breakpoints: { '(max-width: 575px)': { active: true } },
  },
}

export interface CarouselProps {
  variant: CarouselVariant
  label: string
  slides: ReactNode[]
  className?: string
  /** Called with the newly selected slide index (after the first). */
  onSelect?: (index: number) => void
}

export function Carousel({ variant, label, slides, className, onSelect }: CarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null)
  const embla = useLazyEmbla(viewportRef, slides.length > 1, async () => ({
    options: OPTIONS[variant],
    plugins:
      variant === 'hero'
        ? [
            (await import('embla-carousel-autoplay')).default({
              delay: HERO_AUTOPLAY_MS,
              playOnInit: false,
              stopOnInteraction: false,
              // Hover and focus are followed by useCarouselMotion, with the pause button and reduced motion.
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
  }))
  const motion = useCarouselMotion(embla, 'autoplay', { moves: variant === 'hero', onSelect })
  const { selected, snaps, rotating, playing } = motion

  const showControls = embla !== null && snaps > 1
  return (
    <div
      className={['carousel', `carousel--${variant}`, className].filter(Boolean).join(' ')}
      // The hero is a landmark of its own; a card row's section is already the region named by its heading.
      role={variant === 'hero' ? 'region' : 'group'}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={variant}
      data-ready={embla ? 'true' : undefined}
      data-selected={selected}
      data-autoplay={variant === 'hero' ? (playing ? 'playing' : 'stopped') : undefined}
      {...motion.rootHandlers}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <ul className="carousel__container" role="list">
          {slides.map((slide, index) => (
            <li
              // Slides are a fixed list from the server: the index is their identity.
              key={index}
              className="carousel__slide"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {showControls ? (
        <CarouselControls
          block="carousel"
          embla={embla}
          count={snaps}
          selected={selected}
          labels={{ previous: 'Previous', next: 'Next', dot: (index) => `Go to slide ${index + 1}` }}
          before={
            variant === 'hero' ? (
              <button type="button" className="carousel__button carousel__pause" onClick={motion.toggle}>
                {rotating ? 'Pause slides' : 'Play slides'}
              </button>
            ) : null
          }
        />
      ) : null}
    </div>
  )
}
