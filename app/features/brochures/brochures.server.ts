import type { BrandContext } from '../../context'
import type { AppDatabase } from '../../../db/database.server'
import { asBool } from '../../../db/schema'
import { getContentBlock, type ContentLink } from '../content/index.server'
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

function link(value: ContentLink | undefined): LinkData | null {
  return value ? { url: value.url, name: value.name, target: value.target ?? null } : null
}

export async function getBrochurePageContent(db: AppDatabase, brand: BrandContext): Promise<BrochurePageContent> {
  const { title, bodyHtml, data } = await getContentBlock(db, brand.id, 'brochures.page')
  return {
    title: title ?? 'Order a free brochure',
    introductionHtml: data.introductionHtml ?? bodyHtml ?? '',
    formFillIntroductionHtml: data.formFillIntroductionHtml ?? '',
    disclaimerHtml: data.disclaimerHtml ?? '',
    countryDownloadWarning: data.countryDownloadWarning ?? '',
    brochurePrivacy: data.brochurePrivacy ?? '',
    privacyLinkMessage: data.privacyLinkMessage ?? '',
    privacyPolicyLink: link(data.privacyPolicyLink),
    thankYouUrl: safeLocalPath(data.thankYouUrl, DEFAULT_THANK_YOU_URL),
    brandNameFormatted: brand.nameFormatted,
  }
}

export async function getThankYouContent(db: AppDatabase, brandId: string): Promise<ThankYouContent> {
  const { title, bodyHtml, data } = await getContentBlock(db, brandId, 'brochures.thankYou')
  return {
    title: title ?? 'Thank you for your request',
    bodyHtml: bodyHtml ?? '<p>Your brochures are on their way.</p>',
    link: link(data.link),
  }
}
