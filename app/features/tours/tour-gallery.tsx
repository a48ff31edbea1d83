import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { isEmblaActive, useLazyEmbla } from '../../components/ui/lazy-carousel'
import { GALLERY_AUTOPLAY_MS, GALLERY_SLIDES, GALLERY_SLIDES_SMALL, GALLERY_SMALL_MAX_WIDTH } from '../../lib/constants'
import { IMAGE_SIZES } from '../../lib/media-urls'
import type { TourImage } from './tour-page-view'
import { usePrefersReducedMotion } from '../../lib/hooks/use-media-query'

/*
 * The tour gallery (discovery §2.11, §9): autoplays every 5000 ms, 2 slides per view (1 at 768 px and below), with
 * previous/next buttons, Left/Right keys, swipe (Embla's drag) and a visible pause/play button (WCAG 2.2.2).
 * Autoplay also pauses while the pointer is over the gallery or focus is inside it, and never starts for visitors
 * who prefer reduced motion. Following the WAI-ARIA carousel pattern, the slide counter is a polite live region
 * only while the gallery is not rotating by itself, so screen readers are not interrupted every five seconds.
 * The slides are laid out by CSS (tour-page.css), so the server-rendered gallery already looks right, and Embla with
 * its autoplay plugin arrives by a dynamic import after hydration (components/ui/lazy-carousel.tsx), out of the tour
 * page's first-load JavaScript (issue 28).
 */

const SLIDE_SIZES = `(max-width: ${GALLERY_SMALL_MAX_WIDTH}px) 100vw, ${Math.round(100 / GALLERY_SLIDES)}vw`

export function TourGallery({ images, tourName }: { images: TourImage[]; tourName: string }) {
  const reducedMotion = usePrefersReducedMotion()
  const viewportRef = useRef<HTMLDivElement>(null)
  const embla = useLazyEmbla(viewportRef, images.length > 1, async () => {
    const { default: Autoplay } = await import('embla-carousel-autoplay')
    return {
      options: { loop: true, align: 'start', slidesToScroll: 1 },
      plugins: [
        Autoplay({
          delay: GALLERY_AUTOPLAY_MS,
          playOnInit: false,
          // Pausing is managed below: the pause button, hover, focus and reduced motion decide together.
          stopOnInteraction: false,
          stopOnFocusIn: false,
          stopOnMouseEnter: false,
        }),
      ],
    }
  })
  const [selected, setSelected] = useState(0)
  const [canScroll, setCanScroll] = useState(images.length > 1)
  // 'auto' follows the visitor's motion preference until they press play or pause themselves.
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto')
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const playButtonRef = useRef<HTMLButtonElement>(null)
  const statusId = useId()
  const rotating = choice === 'play' || (choice === 'auto' && !reducedMotion)
  const shouldPlay = canScroll && rotating && !hovered && !focused
  const shouldPlayRef = useRef(shouldPlay)
  shouldPlayRef.current = shouldPlay

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    const onInit = () => {
      setCanScroll(embla.scrollSnapList().length > 1)
      onSelect()
    }
    // A drag stops Embla's autoplay; resume it afterwards unless something else keeps the gallery paused.
    const onPointerUp = () => {
      if (shouldPlayRef.current) embla.plugins()?.autoplay?.play()
    }
    onInit()
    embla.on('select', onSelect).on('reInit', onInit).on('pointerUp', onPointerUp)
    return () => {
      embla.off('select', onSelect).off('reInit', onInit).off('pointerUp', onPointerUp)
    }
  }, [embla])

  useEffect(() => {
    const autoplay = embla && isEmblaActive(embla) ? embla.plugins()?.autoplay : undefined
    if (!autoplay) return
    if (shouldPlay) autoplay.play()
    else autoplay.stop()
  }, [embla, shouldPlay])

  const previous = useCallback(() => embla?.scrollPrev(), [embla])
  const next = useCallback(() => embla?.scrollNext(), [embla])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      previous()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      next()
    }
  }

  if (images.length === 0) return null
  const current = images[selected] ?? images[0]!
  const playing = shouldPlay
  const slidesStyle = {
    '--gallery-slides-wide': GALLERY_SLIDES,
    '--gallery-slides-small': GALLERY_SLIDES_SMALL,
  } as CSSProperties

  return (
    <section
      className="gallery"
      aria-roledescription="carousel"
      data-carousel="gallery"
      data-ready={embla ? 'true' : undefined}
      aria-label={`Photos of ${tourName}`}
      style={slidesStyle}
      onKeyDown={onKeyDown}
      // Focus anywhere in the gallery pauses it, except on the play/pause button itself, which would otherwise
      // make 'Play' appear to do nothing.
      onFocus={(event) => setFocused(event.target !== playButtonRef.current)}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null
        if (!event.currentTarget.contains(next) || next === playButtonRef.current) setFocused(false)
      }}
    >
      <div
        className="gallery__viewport"
        ref={viewportRef}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <div className="gallery__container">
          {images.map((image, index) => (
            <div
              key={image.largeUrl}
              className="gallery__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${images.length}`}
              data-active={index === selected || undefined}
            >
              {/* The photo opens larger in the site's image popup (discovery §2.11 "image links open in a popup":
                  site-shell/image-popup.tsx); a drag of the slider is not a click (Embla cancels it). */}
              <a className="gallery__open" href={image.largeUrl} data-image-popup="" draggable={false}>
                <img
                  src={image.mediumUrl}
                  srcSet={`${image.smallUrl} ${IMAGE_SIZES.small.width}w, ${image.mediumUrl} ${IMAGE_SIZES.medium.width}w, ${image.largeUrl} ${IMAGE_SIZES.large.width}w`}
                  sizes={SLIDE_SIZES}
                  alt={image.altText}
                  width={IMAGE_SIZES.medium.width}
                  height={IMAGE_SIZES.medium.height}
                  loading={index < GALLERY_SLIDES ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding={index === 0 ? 'sync' : 'async'}
                  draggable={false}
                />
                <span className="visually-hidden">(open larger)</span>
              </a>
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 ? (
        <div className="gallery__controls">
          <button
            type="button"
            className="gallery__button"
            onClick={previous}
            disabled={!canScroll}
            aria-label="Previous photo"
          >
            <span className="gallery__arrow gallery__arrow--previous" aria-hidden="true" />
          </button>
          <p id={statusId} className="gallery__status" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
            <span>
              {selected + 1} / {images.length}
            </span>
            <span className="visually-hidden">: {current.altText}</span>
          </p>
          <button
            type="button"
            className="gallery__button"
            onClick={next}
            disabled={!canScroll}
            aria-label="Next photo"
          >
            <span className="gallery__arrow gallery__arrow--next" aria-hidden="true" />
          </button>
          <button
            ref={playButtonRef}
            type="button"
            className="gallery__button gallery__button--play"
            onClick={() => setChoice(rotating ? 'pause' : 'play')}
            aria-label={rotating ? 'Pause slideshow' : 'Play slideshow'}
            disabled={!canScroll}
            data-playing={playing}
          >
            <span className={rotating ? 'gallery__icon-pause' : 'gallery__icon-play'} aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </section>
  )
}
