import { data, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { CONTENT_BLOCK_SCHEMAS, contentBlockSchema, INFO_PAGE_BLOCK_PREFIX } from '../../content/index.server'
import {
  announceCatalogueChange,
  chosenBrandOf,
  formFields,
  readProtectedForm,
  recordAudit,
} from '../shell/index.server'
import { contentGroupOf, dataForEditing, validateContentEdit, type ContentEditInput } from './content-rules'
import { requireStaff } from '../staff/index.server'

/*
 * Editing the content blocks of each brand (issue 14; action content.edit): every key the registry knows (checkout
 * step texts, warnings, confirmation variants, brochure page texts, account pages, information pages 'page.{slug}'),
 * checked against the key's schema before it is saved (content-rules.ts), with a preview that renders the edit
 * without saving it. A save writes the block and its audit row in one transaction, then moves the catalogue version
 * on: the rendered-page cache of every process keys on it, so the new text is served within its version check.
 */

export interface ContentListPageData {
  brandId: string
  brandName: string
  q: string
  groups: { name: string; blocks: { key: string; title: string | null; stored: boolean }[] }[]
}

const qSchema = z.string().trim().max(100).catch('')

async function brandScope(context: AppLoadContext, request: Request) {
  const session = await requireStaff(context, request, 'content.edit')
  const { brandId, brandName } = await chosenBrandOf(context, request)
  return { session, brandId, brandName }
}

export async function loadContentListPage(context: AppLoadContext, request: Request): Promise<ContentListPageData> {
  const { brandId, brandName } = await brandScope(context, request)
  const q = qSchema.parse(new URL(request.url).searchParams.get('q') ?? '').toLowerCase()
  const stored = await context.db
    .selectFrom('contentBlocks')
    .select(['key', 'title'])
    .where('brandId', '=', brandId)
    .execute()
  const storedByKey = new Map(stored.map((row) => [row.key, row.title]))
  const keys = new Set<string>(Object.keys(CONTENT_BLOCK_SCHEMAS))
  for (const row of stored) if (contentBlockSchema(row.key)) keys.add(row.key)
  const groups = new Map<string, ContentListPageData['groups'][number]['blocks']>()
  for (const key of [...keys].sort()) {
    const title = storedByKey.get(key) ?? null
    if (q && !key.toLowerCase().includes(q) && !(title ?? '').toLowerCase().includes(q)) continue
    const group = contentGroupOf(key)
    if (!groups.has(group)) groups.set(group, [])
    groups.get(group)!.push({ key, title, stored: storedByKey.has(key) })
  }
  return {
    brandId,
    brandName,
    q,
    groups: [...groups].map(([name, blocks]) => ({ name, blocks })),
  }
}

export interface ContentEditPageData {
  brandId: string
  brandName: string
  key: string
  stored: boolean
  title: string
  bodyHtml: string
  dataJson: string
  /** The fields the key's data takes, for the editor's hint. */
  dataFields: string[]
  /** Where the block shows on the public site, when it is a page of its own. */
  publicPath: string | null
  csrfToken: string
}

function keyOf(keyText: string): string {
  if (!contentBlockSchema(keyText)) throw data({ message: 'No such content block.' }, { status: 404 })
  return keyText
}

function dataFieldsOf(key: string): string[] {
  const schema = contentBlockSchema(key)
  const shape = schema && 'shape' in schema ? (schema.shape as Record<string, unknown>) : {}
  return Object.keys(shape)
}

const publicPathOf = (key: string) =>
  key.startsWith(INFO_PAGE_BLOCK_PREFIX) ? `/${key.slice(INFO_PAGE_BLOCK_PREFIX.length)}` : null

export async function loadContentEditPage(
  context: AppLoadContext,
  request: Request,
  keyText: string,
): Promise<ContentEditPageData> {
  const { brandId, brandName } = await brandScope(context, request)
  const key = keyOf(keyText)
  const row = await context.db
    .selectFrom('contentBlocks')
    .select(['title', 'bodyHtml', 'dataJson'])
    .where('brandId', '=', brandId)
    .where('key', '=', key)
    .executeTakeFirst()
  return {
    brandId,
    brandName,
    key,
    stored: Boolean(row),
    title: row?.title ?? '',
    bodyHtml: row?.bodyHtml ?? '',
    dataJson: dataForEditing(row?.dataJson ?? null),
    dataFields: dataFieldsOf(key),
    publicPath: publicPathOf(key),
    csrfToken: context.csrfToken,
  }
}

export type ContentEditActionData =
  | { kind: 'saved' }
  | {
      kind: 'preview'
      title: string | null
      bodyHtml: string | null
      /** The checked data as JSON (null when empty): the preview parses it back, as the site does. */
      dataJson: string | null
      values: ContentEditInput
    }
  | { kind: 'invalid'; fieldErrors: Partial<Record<keyof ContentEditInput, string>>; values: ContentEditInput }

const intentSchema = z.enum(['preview', 'save'])

export async function submitContentEdit(context: AppLoadContext, request: Request, keyText: string) {
  const { session, brandId } = await brandScope(context, request)
  const key = keyOf(keyText)
  const form = await readProtectedForm(request, context.csrfToken)
  const fields = formFields(form, ['intent', 'title', 'bodyHtml', 'dataJson'])
  const intent = intentSchema.safeParse(fields.intent)
  if (!intent.success) throw data({ message: 'Unknown action.' }, { status: 400 })
  const values: ContentEditInput = {
    title: fields.title ?? '',
    bodyHtml: fields.bodyHtml ?? '',
    dataJson: fields.dataJson ?? '',
  }
  const checked = validateContentEdit(key, values)
  if (!checked.ok)
    return data<ContentEditActionData>({ kind: 'invalid', fieldErrors: checked.fieldErrors, values }, { status: 400 })
  const { edit } = checked
  if (intent.data === 'preview')
    return data<ContentEditActionData>({
      kind: 'preview',
      title: edit.title,
      bodyHtml: edit.bodyHtml,
      dataJson: edit.dataJson,
      values,
    })

  await context.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('contentBlocks')
      .select(['id', 'title', 'bodyHtml', 'dataJson'])
      .where('brandId', '=', brandId)
      .where('key', '=', key)
      .executeTakeFirst()
    const row = { title: edit.title, bodyHtml: edit.bodyHtml, dataJson: edit.dataJson }
    // The unique (brand, key) constraint makes two first saves at once one row: the later one updates it.
    await trx
      .insertInto('contentBlocks')
      .values({ brandId, key, ...row })
      .onConflict((conflict) => conflict.columns(['brandId', 'key']).doUpdateSet(row))
      .execute()
    await recordAudit(trx, {
      staffId: session.staff.id,
      brandId,
      action: before ? 'content.edit' : 'content.create',
      entity: 'content_block',
      entityId: key,
      before: before ? { title: before.title, bodyHtml: before.bodyHtml, dataJson: before.dataJson } : null,
      after: row,
    })
  })
  await announceCatalogueChange(context.db)
  return data<ContentEditActionData>({ kind: 'saved' })
}
