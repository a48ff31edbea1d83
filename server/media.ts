import { Router } from 'express'
import { hashString, parseArtworkPath, renderTourArtwork, SCENES, type Scene } from '../app/features/media/tour-artwork'
import type { AppDatabase } from '../db/database.server'

/*
 * Generated media. Tour artwork is drawn on request from the tour's code and scene (deterministic, so it can be
 * cached hard by browsers and CDNs); brochure PDFs are served from the database, where the catalogue stored them.
 */
const SCENE_CACHE_LIMIT = 5_000

export function createMediaRouter(db: AppDatabase): Router {
  const media = Router()
  const sceneByCode = new Map<string, Scene>()

  async function sceneFor(code: string): Promise<Scene> {
    const cached = sceneByCode.get(code)
    if (cached) return cached
    const tour = await db.selectFrom('tours').select('scene').where('code', '=', code).executeTakeFirst()
    // Artwork for things that are not tours (brochure covers, donations) still needs a stable scene.
    const scene = (SCENES as readonly string[]).includes(tour?.scene ?? '')
      ? (tour!.scene as Scene)
      : SCENES[hashString(code) % SCENES.length]!
    if (sceneByCode.size >= SCENE_CACHE_LIMIT) sceneByCode.clear()
    sceneByCode.set(code, scene)
    return scene
  }

  media.get('/tours/:code/:file', async (req, res, next) => {
    try {
      const code = req.params.code
      const parsed = /^[A-Za-z0-9-]{1,40}$/.test(code) ? parseArtworkPath(code, req.params.file) : null
      if (!parsed) return res.status(404).type('text/plain').send('Not found')
      const svg = renderTourArtwork({
        seed: `${code}:${parsed.index}`,
        scene: await sceneFor(code),
        size: parsed.size,
        variant: parsed.index,
      })
      res.set('Cache-Control', 'public, max-age=604800, stale-while-revalidate=86400').type('image/svg+xml').send(svg)
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
