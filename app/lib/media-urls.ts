/*
 * The URL shape of generated tour pictures, `/media/tours/{code}/{index}-{size}.{svg|webp}` (docs/decisions/0006;
 * WebP for the pictures that have a committed raster rendition, ADR 0046), and the pixel sizes components reserve
 * for them. Browser-safe and free of drawing code: pages and the catalogue only
 * name pictures; the server's media source draws them (server/media.ts).
 */

export type ImageSize = 'small' | 'medium' | 'large'
/** svg: drawn by the media source on request; webp: a raster rendition (docs/decisions/0046). */
export type ImageFormat = 'svg' | 'webp'

export const IMAGE_SIZES: Record<ImageSize, { width: number; height: number }> = {
  small: { width: 400, height: 267 },
  medium: { width: 800, height: 533 },
  large: { width: 1600, height: 1067 },
}

/** The highest picture index a tour can have in a URL (16 pictures is far more than any gallery shows). */
export const MAX_ARTWORK_INDEX = 15

const SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSize[]

export function isImageSize(value: string): value is ImageSize {
  return (SIZE_NAMES as string[]).includes(value)
}

export function artworkUrl(tourCode: string, index: number, size: ImageSize, format: ImageFormat = 'svg'): string {
  return `/media/tours/${encodeURIComponent(tourCode)}/${index}-${size}.${format}`
}

/** Parses the file part of an artwork URL. Strict, because the result feeds a renderer whose output is cached:
 * '03-small.svg' or '1-small.svg?x' would otherwise create duplicate cache entries for the same picture. The code is
 * accepted as-is; it only seeds the drawing and is never written into the SVG. */
export function parseArtworkPath(
  code: string,
  file: string,
): { index: number; size: ImageSize; format: ImageFormat } | null {
  if (code.length === 0) return null
  const match = /^(0|[1-9]\d?)-([a-z]+)\.(svg|webp)$/.exec(file)
  if (!match) return null
  const index = Number(match[1])
  const size = match[2] ?? ''
  if (index > MAX_ARTWORK_INDEX || !isImageSize(size)) return null
  return { index, size, format: match[3] as ImageFormat }
}
