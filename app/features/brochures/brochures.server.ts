import type { BrandContext } from '../../context'
import type { AppDatabase } from '../../../db/database.server'
import { asBool } from '../../../db/schema'
import { getContentBlocks } from '../content/content.server'
import {
  DEFAULT_THANK_YOU_URL,
  safeLocalPath,
  type BrochurePageContent,
  type LinkData,
  type ThankYouContent,
} from './brochure-content'
import { brochureDownloadLink, type Brochure } from './brochure-schema'

/** The brochures of a brand, in catalogue order, in the spec's shape. `selected` marks any the page asks to preselect. */
export async function listBrochures(
  db: AppDatabase,
  brandId: string,
  options: { selected?: readonly string[] } = {},
): Promise<Brochure[]> {
  const selected = new Set(options.selected ?? [])
  const rows = await db
    .selectFrom('brochures')
    .select(['uniqueId', 'code', 'name', 'description', 'imageUrl', 'canPost', 'canDownload'])
    .where('brandId', '=', brandId)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map((row) => {
    const canPost = asBool(row.canPost)
    const canDownload = asBool(row.canDownload)
    return {
      uniqueId: row.uniqueId,
      code: row.code,
      name: row.name,
      description: row.description,
      imageUrl: row.imageUrl,
      canPost,
      canDownload,
      downloadLink: canDownload ? brochureDownloadLink(row.uniqueId) : null,
      selected: canPost && selected.has(row.uniqueId),
    }
  })
}

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback)

function link(value: unknown): LinkData | null {
  if (!value || typeof value !== 'object') return null
  const { url, name, target } = value as Record<string, unknown>
  if (typeof url !== 'string' || typeof name !== 'string') return null
  return { url, name, target: typeof target === 'string' ? target : null }
}

export async function getBrochurePageContent(db: AppDatabase, brand: BrandContext): Promise<BrochurePageContent> {
  const { 'brochures.page': block } = await getContentBlocks(db, brand.id, ['brochures.page'])
  const data = block?.data ?? {}
  return {
    title: block?.title ?? 'Order a free brochure',
    introductionHtml: text(data.introductionHtml, block?.bodyHtml ?? ''),
    formFillIntroductionHtml: text(data.formFillIntroductionHtml),
    disclaimerHtml: text(data.disclaimerHtml),
    countryDownloadWarning: text(data.countryDownloadWarning),
    brochurePrivacy: text(data.brochurePrivacy),
    privacyLinkMessage: text(data.privacyLinkMessage),
    privacyPolicyLink: link(data.privacyPolicyLink),
    thankYouUrl: safeLocalPath(data.thankYouUrl, DEFAULT_THANK_YOU_URL),
    brandNameFormatted: brand.nameFormatted,
  }
}

export async function getThankYouContent(db: AppDatabase, brandId: string): Promise<ThankYouContent> {
  const { 'brochures.thankYou': block } = await getContentBlocks(db, brandId, ['brochures.thankYou'])
  return {
    title: block?.title ?? 'Thank you for your request',
    bodyHtml: block?.bodyHtml ?? '<p>Your brochures are on their way.</p>',
    link: link(block?.data.link),
  }
}
