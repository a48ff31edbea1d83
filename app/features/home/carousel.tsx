import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { HERO_AUTOPLAY_MS } from '../../lib/constants'
import { usePrefersReducedMotion } from '../../lib/hooks/use-media-query'

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
 * a list), buttons for previous, next and each slide.
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

function isActive(embla: EmblaCarouselType): boolean {
  return (
    (embla.internalEngine() as ReturnType<EmblaCarouselType['internalEngine']> | undefined)?.options.active === true
  )
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
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  const [selected, setSelected] = useState(0)
  const [snaps, setSnaps] = useState(0)
  const [playing, setPlaying] = useState(false)
  // null until the visitor presses pause or play themselves; until then reduced motion decides.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const rotating = variant === 'hero' && slides.length > 1 && (choice === 'play' || (choice === null && !reducedMotion))
  const shouldPlay = rotating && !hovered && !focused
  const onSelectRef = useRef(onSelect)
  onSelectRef.current = onSelect

  useEffect(() => {
    const viewport = viewportRef.current
    if (!viewport || slides.length < 2) return
    let cancelled = false
    let api: EmblaCarouselType | null = null
    void Promise.all([
      import('embla-carousel'),
      variant === 'hero' ? import('embla-carousel-autoplay') : Promise.resolve(null),
    ]).then(([{ default: EmblaCarousel }, autoplayModule]) => {
      if (cancelled) return
      const plugins = autoplayModule
        ? [
            autoplayModule.default({
              delay: HERO_AUTOPLAY_MS,
              playOnInit: false,
              stopOnInteraction: false,
              // Hover and focus are followed below, together with the pause button and reduced motion.
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : []
      api = EmblaCarousel(viewport, OPTIONS[variant], plugins)
      setEmbla(api)
    })
    return () => {
      cancelled = true
      api?.destroy()
    }
  }, [variant, slides.length])

  useEffect(() => {
    if (!embla) return
    const update = () => {
      // An inactive Embla (the card list above 575 px) has no engine or plugins to ask.
      setSnaps(isActive(embla) ? embla.scrollSnapList().length : 0)
      setSelected(embla.selectedScrollSnap())
    }
    const select = () => {
      update()
      onSelectRef.current?.(embla.selectedScrollSnap())
    }
    const play = () => setPlaying(true)
    const stop = () => setPlaying(false)
    update()
    embla.on('select', select).on('reInit', update).on('autoplay:play', play).on('autoplay:stop', stop)
    return () => {
      embla.off('select', select).off('reInit', update).off('autoplay:play', play).off('autoplay:stop', stop)
    }
  }, [embla])

  useEffect(() => {
    const autoplay = embla && isActive(embla) ? embla.plugins()?.autoplay : undefined
    if (!autoplay) return
    if (shouldPlay) autoplay.play()
    else autoplay.stop()
  }, [embla, shouldPlay])

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
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
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
        <div className="carousel__controls">
          {variant === 'hero' ? (
            <button
              type="button"
              className="carousel__button carousel__pause"
              onClick={() => setChoice(rotating ? 'pause' : 'play')}
            >
              {rotating ? 'Pause slides' : 'Play slides'}
            </button>
          ) : null}
          <button
            type="button"
            className="carousel__button carousel__prev"
            onClick={() => embla.scrollPrev()}
            disabled={!embla.canScrollPrev()}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous</span>
          </button>
          <div className="carousel__dots">
            {Array.from({ length: snaps }, (_, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla.scrollTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__button carousel__next"
            onClick={() => embla.scrollNext()}
            disabled={!embla.canScrollNext()}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}
