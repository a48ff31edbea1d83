import { Router } from 'express'
import { parseArtworkPath, type ImageFormat, type ImageSize } from '../app/lib/media-urls'
import type { AppDatabase } from '../db/database.server'

/*
 * Media under /media. Tour pictures (`/media/tours/{code}/{index}-{size}.svg`, or `.webp` for a raster rendition,
 * ADR 0046; named by app/lib/media-urls.ts) come
 * from a media source, an adapter like the address provider: the embedded default draws the demo catalogue's
 * artwork, a tool loaded on the first picture request; a deployment with real photographs passes a source that
 * reads them from its storage (docs/decisions/0010-demo-catalogue-tool-and-media-source.md). Brochure PDFs are
 * served from the database, where the catalogue stored them.
 */

export interface TourPicture {
  code: string
  index: number
  size: ImageSize
  format: ImageFormat
}

export interface MediaFile {
  body: string | Buffer
  contentType: string
}

export interface MediaSource {
  /** The picture a URL names, or null when there is none (404). The same URL must always give the same bytes:
   * pictures are cached hard by browsers and CDNs. */
  tourPicture(picture: TourPicture): Promise<MediaFile | null>
}

const SCENE_CACHE_LIMIT = 5_000

const importDemoArtwork = () => import('../tools/demo-catalogue/artwork/tour-artwork')
const importWebpRenditions = () => import('../tools/demo-catalogue/artwork/webp-renditions')

/**
 * The embedded default: generated artwork in each tour's stored scene. The drawing code is a tool of the demo
 * catalogue, imported only when the first picture is asked for (and again after a failed import). WebP: the
 * catalogue's committed renditions (ADR 0046), read from its files; a picture without one is a 404.
 */
export function demoArtworkSource(db: AppDatabase): MediaSource {
  const sceneByCode = new Map<string, string | null>()
  let artwork: ReturnType<typeof importDemoArtwork> | undefined

  async function storedScene(code: string): Promise<string | null> {
    const cached = sceneByCode.get(code)
    if (cached !== undefined) return cached
    // Codes that are not tours (brochure covers, donations) have no row: the renderer gives them a stable scene.
    const tour = await db.selectFrom('tours').select('scene').where('code', '=', code).executeTakeFirst()
    const scene = tour?.scene ?? null
    if (sceneByCode.size >= SCENE_CACHE_LIMIT) sceneByCode.clear()
    sceneByCode.set(code, scene)
    return scene
  }

  function loadArtwork(): ReturnType<typeof importDemoArtwork> {
    artwork ??= importDemoArtwork().catch((error: unknown) => {
      artwork = undefined
      throw error
    })
    return artwork
  }

  return {
    async tourPicture(picture) {
      if (picture.format === 'webp') {
        const { readWebpRendition } = await importWebpRenditions()
        const body = await readWebpRendition(picture.code, picture.index, picture.size)
        return body ? { body, contentType: 'image/webp' } : null
      }
      const [{ renderTourPicture }, scene] = await Promise.all([loadArtwork(), storedScene(picture.code)])
      const { code, index, size } = picture
      return { body: renderTourPicture({ code, index, size, storedScene: scene }), contentType: 'image/svg+xml' }
    },
  }
}

export function createMediaRouter(db: AppDatabase, options: { source?: MediaSource } = {}): Router {
  const media = Router()
  const source = options.source ?? demoArtworkSource(db)

  media.get('/tours/:code/:file', async (req, res, next) => {
    try {
      const code = req.params.code
      const parsed = /^[A-Za-z0-9-]{1,40}$/.test(code) ? parseArtworkPath(code, req.params.file) : null
      const picture = parsed ? await source.tourPicture({ code, ...parsed }) : null
      if (!picture) return res.status(404).type('text/plain').send('Not found')
      res
        .set('Cache-Control', 'public, max-age=604800, stale-while-revalidate=86400')
        .type(picture.contentType)
        .send(picture.body)
    } catch (error) {
      next(error)
    }
  })

  media.get('/brochures/:file', async (req, res, next) => {
    try {
      const match = /^([A-Za-z0-9-]{1,64})\.pdf$/.exec(req.params.file)
      if (!match) return res.status(404).type('text/plain').send('Not found')
      const file = await db
        .selectFrom('brochureFiles')
        .innerJoin('brochures', 'brochures.id', 'brochureFiles.brochureId')
        .select(['brochureFiles.content', 'brochureFiles.fileName', 'brochureFiles.contentType'])
        .where('brochures.uniqueId', '=', match[1]!)
        .where('brochures.canDownload', '=', 1)
        .executeTakeFirst()
      if (!file) return res.status(404).type('text/plain').send('Not found')
      res
        .set('Cache-Control', 'public, max-age=3600')
        .set('Content-Disposition', `inline; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .type(file.contentType)
        .send(Buffer.from(file.content))
    } catch (error) {
      next(error)
    }
  })

  return media
}
