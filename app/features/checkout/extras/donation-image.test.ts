import { describe, expect, it } from 'vitest'
import { donationImageSources } from './donation-image'

describe('the donation picture through the media pipeline (issue 29 item 8)', () => {
  it.each([
    [
      '/media/tours/DONATION-TREES/0-small.svg',
      {
        src: '/media/tours/DONATION-TREES/0-small.svg',
        srcSet: '/media/tours/DONATION-TREES/0-small.svg 400w, /media/tours/DONATION-TREES/0-medium.svg 800w',
        sizes: '4rem',
      },
    ],
    [
      '/media/tours/DONATION-TREES/2-large.svg',
      {
        src: '/media/tours/DONATION-TREES/2-small.svg',
        srcSet: '/media/tours/DONATION-TREES/2-small.svg 400w, /media/tours/DONATION-TREES/2-medium.svg 800w',
        sizes: '4rem',
      },
    ],
    [
      'https://cdn.example.com/trees.webp',
      { src: 'https://cdn.example.com/trees.webp', srcSet: undefined, sizes: undefined },
    ],
    ['/media/tours/X/99-small.svg', { src: '/media/tours/X/99-small.svg', srcSet: undefined, sizes: undefined }],
  ])('%s', (url, expected) => {
    expect(donationImageSources(url)).toEqual(expected)
  })
})
