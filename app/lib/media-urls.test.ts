import { describe, expect, it } from 'vitest'
import { IMAGE_SIZES, MAX_ARTWORK_INDEX, artworkUrl, parseArtworkPath, type ImageSize } from './media-urls'

const SIZES = Object.keys(IMAGE_SIZES) as ImageSize[]

describe('artworkUrl and parseArtworkPath', () => {
  it('round-trip every index and size', () => {
    for (const code of ['MJ-ALP-01', 'CCH 12/é']) {
      for (let index = 0; index <= MAX_ARTWORK_INDEX; index++) {
        for (const size of SIZES) {
          const url = artworkUrl(code, index, size)
          const match = /^\/media\/tours\/([^/]+)\/([^/]+)$/.exec(url)
          expect(match, url).not.toBeNull()
          expect(decodeURIComponent(match?.[1] ?? '')).toBe(code)
          expect(parseArtworkPath(code, match?.[2] ?? '')).toEqual({ index, size, format: 'svg' })
          const webp = artworkUrl(code, index, size, 'webp')
          expect(webp).toBe(url.replace(/\.svg$/, '.webp'))
          expect(parseArtworkPath(code, webp.split('/').at(-1) ?? '')).toEqual({ index, size, format: 'webp' })
        }
      }
    }
    expect(artworkUrl('CCH 12/é', 3, 'medium')).toBe('/media/tours/CCH%2012%2F%C3%A9/3-medium.svg')
  })

  it('rejects anything that is not exactly <index>-<size>.svg or .webp', () => {
    const bad = [
      '../x',
      '99-small.svg',
      '1-huge.svg',
      '16-small.svg',
      '03-small.svg',
      '-1-small.svg',
      '1-small.SVG',
      '1-small.svg.gz',
      '1-small.svgz',
      '1_small.svg',
      '1-small',
      'small.svg',
      '1-small.svg/',
      '1-.svg',
      '',
      ' 1-small.svg',
      '1-small.WEBP',
      '1-small.png',
      '1-small.webp.svg',
    ]
    for (const file of bad) expect(parseArtworkPath('MJ-1', file), file).toBeNull()
    expect(parseArtworkPath('', '1-small.svg')).toBeNull()
  })
})
