import { readFile } from 'node:fs/promises'
import type { ImageSize } from '../../../app/lib/media-urls'

/*
 * The demo catalogue's WebP renditions (docs/decisions/0046-webp-renditions-of-demo-artwork.md): raster copies of
 * some of its generated pictures, made once from the SVG artwork by tools/demo-catalogue/cli/render-webp-renditions.ts
 * in Chromium and committed under renditions/. The media source serves them at `/media/tours/{code}/{index}-{size}.webp`;
 * the catalogue names them for the donations, whose block the spec wants in WebP (checkout §9).
 */

/** The pictures that have WebP renditions: the donations' (catalogue.server.ts names `DONATION-{code}`, picture 0). */
export const WEBP_RENDITIONS: ReadonlyArray<{ code: string; index: number }> = [
  { code: 'DONATION-TREES', index: 0 },
  { code: 'DONATION-TRAVELFDN', index: 0 },
  { code: 'DONATION-FOOTPATHS', index: 0 },
]

/** The sizes made for each: the two a picture shown at most a few rem wide offers in its srcset. */
export const WEBP_RENDITION_SIZES: readonly ImageSize[] = ['small', 'medium']

export function renditionFileUrl(code: string, index: number, size: ImageSize): URL {
  return new URL(`./renditions/${code}/${index}-${size}.webp`, import.meta.url)
}

export function hasWebpRendition(code: string, index: number, size: ImageSize): boolean {
  return (
    WEBP_RENDITION_SIZES.includes(size) &&
    WEBP_RENDITIONS.some((picture) => picture.code === code && picture.index === index)
  )
}

/** The rendition's bytes, or null when the picture has none. */
export async function readWebpRendition(code: string, index: number, size: ImageSize): Promise<Buffer | null> {
  if (!hasWebpRendition(code, index, size)) return null
  return readFile(renditionFileUrl(code, index, size))
}
