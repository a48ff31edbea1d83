import { IMAGE_SIZES, artworkUrl, parseArtworkPath } from '../../../lib/media-urls'

/*
 * The donation's picture through the same media pipeline as every other product picture (issue 29 item 8): the
 * catalogue names one size of its artwork (`/media/tours/{code}/{index}-{size}.webp`, the WebP rendition checkout §9
 * asks for, ADR 0046; `.svg` for a drawing); the block offers the browser the small and medium renditions in that
 * format with their widths, and says how wide it shows them, as the tour cards do.
 */

/** The donation block shows its picture 4rem square (checkout.css .checkout-donation__image). */
export const DONATION_IMAGE_SIZES = '4rem'

export interface DonationImageSources {
  src: string
  srcSet: string | undefined
  sizes: string | undefined
}

export function donationImageSources(imageUrl: string): DonationImageSources {
  const match = /^\/media\/tours\/([^/]+)\/([^/]+)$/.exec(imageUrl)
  const code = match ? decodeURIComponent(match[1]!) : ''
  const parsed = match ? parseArtworkPath(code, match[2]!) : null
  // Another address (an operator's own picture): shown as it is.
  if (!parsed) return { src: imageUrl, srcSet: undefined, sizes: undefined }
  const small = artworkUrl(code, parsed.index, 'small', parsed.format)
  const medium = artworkUrl(code, parsed.index, 'medium', parsed.format)
  return {
    src: small,
    srcSet: `${small} ${IMAGE_SIZES.small.width}w, ${medium} ${IMAGE_SIZES.medium.width}w`,
    sizes: DONATION_IMAGE_SIZES,
  }
}
