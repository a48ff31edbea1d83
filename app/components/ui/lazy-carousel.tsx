import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel'
import { useEffect, useRef, useState, type FocusEvent, type ReactNode, type RefObject } from 'react'
import { usePrefersReducedMotion } from '../../lib/hooks/use-media-query'

/*
 * What the site's carousels share (the home page's, the checkout's and the tour gallery; issue 28): Embla fetched by
 * a dynamic import after hydration, so it is in no page's first-load JavaScript (bench/README.md), while the
 * stylesheet lays the server-rendered slides out where they stay; the motion rules (a plugin that plays only while
 * the visitor has not paused it, does not prefer reduced motion unless they pressed play, and is neither hovering
 * nor focused inside the carousel: WCAG 2.2.2); and the previous / dots / next controls.
 */

export type EmblaSetup = { options: EmblaOptionsType; plugins: EmblaPluginType[] }

/** Whether Embla is active at this width (an inactive one has no engine or plugins to ask). */
export function isEmblaActive(embla: EmblaCarouselType): boolean {
  return (
    (embla.internalEngine() as ReturnType<EmblaCarouselType['internalEngine']> | undefined)?.options.active === true
  )
}

/**
 * Embla on the viewport once its code has arrived: null before, on the server, and while `enabled` is false (a
 * carousel with nothing to move). `setup` gives the options and imports the plugins; it is read when Embla starts.
 */
export function useLazyEmbla(
  viewportRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  setup: () => EmblaSetup | Promise<EmblaSetup>,
): EmblaCarouselType | null {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  const setupRef = useRef(setup)
  setupRef.current = setup
  useEffect(() => {
    const viewport = viewportRef.current
    // Embla needs IntersectionObserver (every browser the site supports has it; jsdom does not): without it the
    // slides stay where the stylesheet put them, readable and still.
    if (!viewport || !enabled || typeof IntersectionObserver === 'undefined') return
    let cancelled = false
    let api: EmblaCarouselType | null = null
    void Promise.all([import('embla-carousel'), setupRef.current()]).then(
      ([{ default: EmblaCarousel }, { options, plugins }]) => {
        if (cancelled) return
        api = EmblaCarousel(viewport, options, plugins)
        setEmbla(api)
      },
    )
    return () => {
      cancelled = true
      api?.destroy()
      setEmbla(null)
    }
  }, [viewportRef, enabled])
  return embla
}

/**
 * What Embla shows (selected snap, number of snaps) and whether its motion plugin runs, kept in step with its
 * events; and the motion itself (see above). `moves` is false for a carousel without a motion plugin.
 */
export function useCarouselMotion(
  embla: EmblaCarouselType | null,
  plugin: 'autoScroll' | 'autoplay',
  { moves = true, onSelect }: { moves?: boolean; onSelect?: (index: number) => void } = {},
) {
  const [selected, setSelected] = useState(0)
  const [snaps, setSnaps] = useState(0)
  const [playing, setPlaying] = useState(false)
  // Bumped on every re-initialisation (a breakpoint, a resize): Embla starts its plugins afresh, stopped.
  const [generation, setGeneration] = useState(0)
  // null until the visitor presses pause or play themselves; until then reduced motion decides.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const canMove = snaps > 1
  const rotating = moves && canMove && (choice === 'play' || (choice === null && !reducedMotion))
  const shouldPlay = rotating && !hovered && !focused
  const onSelectRef = useRef(onSelect)
  onSelectRef.current = onSelect

  useEffect(() => {
    if (!embla) return
    const update = () => {
      setSnaps(isEmblaActive(embla) ? embla.scrollSnapList().length : 0)
      setSelected(embla.selectedScrollSnap())
    }
    const select = () => {
      update()
      onSelectRef.current?.(embla.selectedScrollSnap())
    }
    const reInit = () => {
      update()
      setPlaying(false)
      setGeneration((value) => value + 1)
    }
    const play = () => setPlaying(true)
    const stop = () => setPlaying(false)
    update()
    embla.on('select', select).on('reInit', reInit).on(`${plugin}:play`, play).on(`${plugin}:stop`, stop)
    return () => {
      embla.off('select', select).off('reInit', reInit).off(`${plugin}:play`, play).off(`${plugin}:stop`, stop)
    }
  }, [embla, plugin])

  useEffect(() => {
    const motion = embla && isEmblaActive(embla) ? embla.plugins()?.[plugin] : undefined
    if (!motion) return
    if (shouldPlay) motion.play()
    else motion.stop()
  }, [embla, plugin, shouldPlay, generation])

  return {
    selected,
    snaps,
    canMove,
    rotating,
    playing,
    toggle: () => setChoice(rotating ? 'pause' : 'play'),
    rootHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      },
    },
  }
}

/**
 * Previous, a dot per slide, next: the carousels' controls, named by the carousel's class (`block`: 'carousel',
 * 'checkout-carousel'). Until Embla is there (`embla` null) every button is disabled.
 */
export function CarouselControls({
  block,
  embla,
  count,
  selected,
  labels,
  before,
}: {
  block: string
  embla: EmblaCarouselType | null
  /** Dots: one per snap (or per slide). */
  count: number
  selected: number
  labels: { previous: string; next: string; dot: (index: number) => string }
  /** Shown first in the row (the hero's pause button). */
  before?: ReactNode
}) {
  // A visitor who prefers reduced motion is taken to the slide at once rather than slid there (WCAG 2.3.3).
  const jump = usePrefersReducedMotion()
  return (
    <div className={`${block}__controls`}>
      {before}
      <button
        type="button"
        className={`${block}__button ${block}__prev`}
        onClick={() => embla?.scrollPrev(jump)}
        disabled={!embla?.canScrollPrev()}
      >
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{labels.previous}</span>
      </button>
      <div className={`${block}__dots`}>
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className={`${block}__dot`}
            aria-label={labels.dot(index)}
            aria-current={index === selected ? 'true' : undefined}
            disabled={!embla}
            onClick={() => embla?.scrollTo(index, jump)}
          />
        ))}
      </div>
      <button
        type="button"
        className={`${block}__button ${block}__next`}
        onClick={() => embla?.scrollNext(jump)}
        disabled={!embla?.canScrollNext()}
      >
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">{labels.next}</span>
      </button>
    </div>
  )
}
