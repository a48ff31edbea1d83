import { useEffect, useRef, useState } from 'react'
import { BREAKPOINTS } from '../../lib/constants'
import { usePrefersReducedMotion } from '../../lib/hooks/use-media-query'

/*
 * The header video (issue 13): a short generated clip shipped with the site (public/video, made by
 * tools/header-video/generate.mjs; no external URL). Its source is added only above the small breakpoint
 * (BREAKPOINTS.xs.max), so a phone never downloads it; it is decorative (hidden from assistive technology), muted,
 * and plays only without a reduced-motion preference, with a visible pause/play button (WCAG 2.2.2).
 */

export const HEADER_VIDEO_SOURCES = [{ src: '/video/home-header.webm', type: 'video/webm' }] as const
const ABOVE_SMALL = `(min-width: ${BREAKPOINTS.xs.max + 1}px)`

export function HeaderVideo() {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [loaded, setLoaded] = useState(false)
  const [paused, setPaused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    const query = window.matchMedia(ABOVE_SMALL)
    const load = () => {
      if (query.matches) setLoaded(true)
    }
    load()
    query.addEventListener('change', load)
    return () => query.removeEventListener('change', load)
  }, [])

  // <source> children added after the element exists are only read by load().
  useEffect(() => {
    if (loaded) videoRef.current?.load()
  }, [loaded])

  useEffect(() => {
    const video = videoRef.current
    if (!video || !loaded) return
    if (reducedMotion || paused) video.pause()
    // A browser refusing autoplay leaves the still first frame: nothing to report.
    else void video.play().catch(() => undefined)
  }, [loaded, reducedMotion, paused])

  return (
    <div className="header-video" data-video-loaded={loaded ? 'true' : 'false'}>
      <video ref={videoRef} className="header-video__video" muted loop playsInline preload="none" aria-hidden="true">
        {loaded
          ? HEADER_VIDEO_SOURCES.map((source) => <source key={source.src} src={source.src} type={source.type} />)
          : null}
      </video>
      {loaded && !reducedMotion ? (
        <button type="button" className="header-video__toggle" onClick={() => setPaused((now) => !now)}>
          {paused ? 'Play background video' : 'Pause background video'}
        </button>
      ) : null}
    </div>
  )
}
