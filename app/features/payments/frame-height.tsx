import { useEffect, useRef, useState, type RefObject } from 'react'

/*
 * The card frame is as tall as the card page inside it (issue 29, item 7): a frame of fixed height made customers
 * scroll inside it to reach "Pay" (640 px of frame for 805 px of form at 1280 px wide). The card page posts its
 * content's height to the window that frames it, as the payment-complete page posts the result: to the page's own
 * origin only. The framing page accepts a height only from its own origin and from the frame it shows, within sane
 * bounds; a provider on another origin never posts one, and its frame keeps the stylesheet's minimum height.
 */

export const FRAME_HEIGHT_MESSAGE_TYPE = 'itinera:card-frame-height'
/** Heights outside these bounds are ignored (a broken page must not collapse the frame or make it endless). */
export const FRAME_HEIGHT_MIN_PX = 200
export const FRAME_HEIGHT_MAX_PX = 6000

export interface FrameHeightMessage {
  type: typeof FRAME_HEIGHT_MESSAGE_TYPE
  height: number
}

export function frameHeightMessage(height: number): FrameHeightMessage {
  return { type: FRAME_HEIGHT_MESSAGE_TYPE, height: Math.ceil(height) }
}

/** The height a message asks for, or null: another origin, another window than the frame, or not a height. */
export function frameHeightOf(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; source: unknown },
): number | null {
  if (event.origin !== expected.origin || event.source === null || event.source !== expected.source) return null
  const data = event.data
  if (typeof data !== 'object' || data === null) return null
  const { type, height } = data as { type?: unknown; height?: unknown }
  if (type !== FRAME_HEIGHT_MESSAGE_TYPE || typeof height !== 'number' || !Number.isFinite(height)) return null
  if (height < FRAME_HEIGHT_MIN_PX || height > FRAME_HEIGHT_MAX_PX) return null
  return Math.ceil(height)
}

/** The framing page's side: the height the frame's page last asked for (null until it asks). */
export function useCardFrameHeight(frame: RefObject<HTMLIFrameElement | null>, url: string): number | null {
  const [height, setHeight] = useState<number | null>(null)
  useEffect(() => {
    setHeight(null)
    const listener = (event: MessageEvent) => {
      const asked = frameHeightOf(event, { origin: window.location.origin, source: frame.current?.contentWindow })
      if (asked !== null) setHeight(asked)
    }
    window.addEventListener('message', listener)
    return () => window.removeEventListener('message', listener)
  }, [frame, url])
  return height
}

/** The card page's side: posts its content's height to the framing page (same origin) whenever it changes. */
export function usePostFrameHeight(): RefObject<HTMLDivElement | null> {
  const root = useRef<HTMLDivElement | null>(null)
  useEffect(() => {
    const element = root.current
    if (!element || window.parent === window || typeof ResizeObserver === 'undefined') return
    let posted = 0
    const post = () => {
      const style = window.getComputedStyle(document.body)
      const height =
        element.getBoundingClientRect().bottom +
        window.scrollY +
        parseFloat(style.paddingBottom || '0') +
        parseFloat(style.marginBottom || '0')
      const message = frameHeightMessage(height)
      if (message.height === posted) return
      posted = message.height
      window.parent.postMessage(message, window.location.origin)
    }
    const observer = new ResizeObserver(post)
    observer.observe(element)
    post()
    return () => observer.disconnect()
  }, [])
  return root
}

/** The card frame as the checkout and My bookings show it: an iframe as tall as the page inside it asks. */
export function CardFrame({ url, title }: { url: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null)
  const height = useCardFrameHeight(frame, url)
  return (
    <iframe
      ref={frame}
      className="card-frame__frame"
      src={url}
      title={title}
      data-testid="card-frame"
      data-sized={height === null ? undefined : 'true'}
      style={height === null ? undefined : { height: `${height}px` }}
    />
  )
}
