import { useCallback, useEffect, useState } from 'react'
import { Dialog } from '../../components/ui/dialog'

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
  const close = useCallback(() => setImage(null), [])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = imagePopupTarget(event)
      if (!target) return
      event.preventDefault()
      setImage(target)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  return (
    <Dialog open={image !== null} onClose={close} title={image?.alt || 'Image'} className="image-popup">
      {image ? <img className="image-popup__image" src={image.src} alt={image.alt} /> : null}
    </Dialog>
  )
}
