import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDatabase } from '../db/database.server'
import { renderTourPicture } from '../tools/demo-catalogue/artwork/tour-artwork'
import { createMediaRouter, demoArtworkSource, type MediaSource, type TourPicture } from './media'

/** A database that knows one tour's scene and counts how often it is asked. */
function databaseWithScenes(scenes: Record<string, string>) {
  const asked: string[] = []
  const db = {
    selectFrom: () => ({
      select: () => ({
        where: (_column: string, _op: string, code: string) => ({
          executeTakeFirst: async () => {
            asked.push(code)
            return code in scenes ? { scene: scenes[code] } : undefined
          },
        }),
      }),
    }),
  } as unknown as AppDatabase
  return { db, asked }
}

describe('the media router with a media source', () => {
  const requested: TourPicture[] = []
  const source: MediaSource = {
    async tourPicture(picture) {
      requested.push(picture)
      return picture.code === 'NONE' ? null : { body: `<svg>${picture.code}</svg>`, contentType: 'image/svg+xml' }
    },
  }
  let origin: string
  let close: () => void
  beforeAll(async () => {
    const app = express().use('/media', createMediaRouter({} as AppDatabase, { source }))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())

  it('serves what the source gives for a picture URL, cached hard', async () => {
    const response = await fetch(`${origin}/media/tours/MJ1001/3-medium.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=86400')
    expect(await response.text()).toBe('<svg>MJ1001</svg>')
    expect(requested.at(-1)).toEqual({ code: 'MJ1001', index: 3, size: 'medium', format: 'svg' })
  })

  it('asks the source for a WebP rendition by its extension (ADR 0046)', async () => {
    await fetch(`${origin}/media/tours/DONATION-TREES/0-small.webp`)
    expect(requested.at(-1)).toEqual({ code: 'DONATION-TREES', index: 0, size: 'small', format: 'webp' })
  })

  it('answers 404 when the source has no such picture', async () => {
    expect((await fetch(`${origin}/media/tours/NONE/0-small.svg`)).status).toBe(404)
  })

  it('answers 404 without asking the source for a URL that names no picture', async () => {
    const before = requested.length
    for (const path of [
      '/media/tours/MJ1001/16-small.svg',
      '/media/tours/MJ1001/1-huge.svg',
      '/media/tours/a_b/0-small.svg',
      '/media/tours/MJ1001/1-small.png',
    ]) {
      expect((await fetch(`${origin}${path}`)).status, path).toBe(404)
    }
    expect(requested.length).toBe(before)
  })
})

describe('demoArtworkSource', () => {
  it('draws the tour in its stored scene, reading each code from the database once', async () => {
    const { db, asked } = databaseWithScenes({ MJ1001: 'desert' })
    const source = demoArtworkSource(db)
    const picture = await source.tourPicture({ code: 'MJ1001', index: 2, size: 'small', format: 'svg' })
    expect(picture).toEqual({
      body: renderTourPicture({ code: 'MJ1001', index: 2, size: 'small', storedScene: 'desert' }),
      contentType: 'image/svg+xml',
    })
    await source.tourPicture({ code: 'MJ1001', index: 3, size: 'large', format: 'svg' })
    expect(asked).toEqual(['MJ1001'])
  })

  it('gives codes that are not tours a picture of their own', async () => {
    const { db } = databaseWithScenes({})
    const picture = await demoArtworkSource(db).tourPicture({
      code: 'BROCHURE-EUR',
      index: 0,
      size: 'medium',
      format: 'svg',
    })
    expect(picture?.body).toBe(renderTourPicture({ code: 'BROCHURE-EUR', index: 0, size: 'medium', storedScene: null }))
  })

  it.each([
    ['DONATION-TREES', 'small'],
    ['DONATION-FOOTPATHS', 'medium'],
  ] as const)('serves the committed WebP rendition of %s (%s) as image/webp', async (code, size) => {
    const picture = await demoArtworkSource(databaseWithScenes({}).db).tourPicture({
      code,
      index: 0,
      size,
      format: 'webp',
    })
    expect(picture?.contentType).toBe('image/webp')
    const body = picture?.body as Buffer
    // A WebP file: a RIFF container of type WEBP, as long as its header says.
    expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP')
    expect(body.readUInt32LE(4) + 8).toBe(body.length)
  })

  it('has no WebP for a picture without a rendition (a tour, a size not made)', async () => {
    const source = demoArtworkSource(databaseWithScenes({ MJ1001: 'desert' }).db)
    expect(await source.tourPicture({ code: 'MJ1001', index: 0, size: 'small', format: 'webp' })).toBeNull()
    expect(await source.tourPicture({ code: 'DONATION-TREES', index: 0, size: 'large', format: 'webp' })).toBeNull()
    expect(await source.tourPicture({ code: 'DONATION-TREES', index: 1, size: 'small', format: 'webp' })).toBeNull()
  })
})
