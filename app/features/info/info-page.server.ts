import type { AppDatabase } from '../../../db/database.server'
import { getContentBlock, type InfoPageBlockKey } from '../content/index.server'
import { infoPageSections, infoSlugFromPath, type InfoSection } from './info-contents'

export interface InfoPageData {
  slug: string
  /** '/{slug}' */
  path: string
  title: string
  bodyHtml: string
  metaDescription: string | null
  sections: InfoSection[]
}

/** The content-block key of an information page. */
export function infoPageKey(slug: string): InfoPageBlockKey {
  return `page.${slug}`
}

/**
 * The information page at this path for the brand: content block 'page.{slug}' (title, bodyHtml and
 * data.metaDescription); null when the path is not a slug or the brand has no such block (the route answers 404).
 */
export async function getInfoPage(db: AppDatabase, brandId: string, pathname: string): Promise<InfoPageData | null> {
  const slug = infoSlugFromPath(pathname)
  if (!slug) return null
  const block = await getContentBlock(db, brandId, infoPageKey(slug))
  if (!block.title || !block.bodyHtml) return null
  const description = block.data.metaDescription
  return {
    slug,
    path: `/${slug}`,
    title: block.title,
    bodyHtml: block.bodyHtml,
    metaDescription: description?.trim() ? description : null,
    sections: infoPageSections(block.bodyHtml),
  }
}
