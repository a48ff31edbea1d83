import { lazy, Suspense, useCallback, useEffect, useState } from 'react'

/*
 * Every page listens for image links, few visitors click one: the dialog's code is fetched on the first such click
 * (it is out of the pages' first-load JavaScript, bench/README.md "First-load JavaScript"). The link's click is
 * taken at once; the popup opens as soon as the chunk is in.
 */
const ImagePopupDialog = lazy(() => import('./image-popup-dialog'))

/** A link to an image file, or one marked data-image-popup, opens in the popup. */
const IMAGE_HREF = /\.(avif|gif|jpe?g|png|svg|webp)(\?[^#]*)?(#.*)?$/i

/** The image a clicked element's link opens in the popup, or null when the click is not one for the popup. */
export function imagePopupTarget(event: MouseEvent): { src: string; alt: string } | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null
  if (!link.hasAttribute('data-image-popup') && !IMAGE_HREF.test(link.pathname + link.search + link.hash)) return null
  const image = link.querySelector('img')
  const alt = image?.alt || link.getAttribute('aria-label') || link.textContent?.trim() || ''
  return { src: link.href, alt }
}

/**
 * Image links open in a popup (discovery §2.11): a click on a link to an image, anywhere on the page (content
 * blocks included), shows the image in a modal <dialog> instead of leaving the page. Modified clicks (new tab)
 * behave as links do.
 */
export function ImagePopup() {
  const [image, setImage] = useState<{ src: string; alt: string } | null>(null)
  const [wanted, setWanted] = useState(false)
  const close = useCallback(() => setImage(null), [])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = imagePopupTarget(event)
      if (!target) return
      event.preventDefault()
      setWanted(true)
      setImage(target)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ImagePopupDialog image={image} onClose={close} />
    </Suspense>
  )
}
