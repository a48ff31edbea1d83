import { z } from 'zod'
import { MARKETING_FORM_ID_COACH, MARKETING_FORM_ID_DEFAULT } from '../../../lib/constants'
import { daysInOrder } from '../shell/index.rules'

/*
 * The back office's marketing lists (issue 14): marketing leads, newsletter sign-ups and booking-failed enquiries.
 * Pure rules only: reading the lists' query strings (nonsense is ignored, never an error), the label of a lead's
 * form, and the CSV columns of the two downloads. The queries are in marketing-admin.server.ts.
 */

export const MARKETING_PAGE_SIZE = 25

const isoDate = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
const page = z.coerce.number().int().min(1).max(10_000).catch(1)
const search = z.string().trim().max(100).catch('')

const leadQuerySchema = z.object({ q: search, from: isoDate.catch(''), to: isoDate.catch(''), page })
const NEWSLETTER_STATUSES = ['all', 'subscribed', 'unsubscribed'] as const
const newsletterQuerySchema = z.object({ q: search, status: z.enum(NEWSLETTER_STATUSES), page })
const enquiryQuerySchema = z.object({ status: z.enum(['open', 'handled', 'all']).catch('open'), page })

export type LeadListQuery = z.output<typeof leadQuerySchema>
export type NewsletterListQuery = z.output<typeof newsletterQuerySchema>
export type EnquiryListQuery = z.output<typeof enquiryQuerySchema>
export type NewsletterStatus = NewsletterListQuery['status']
export type EnquiryStatus = EnquiryListQuery['status']

const paramsOf = (params: URLSearchParams) => Object.fromEntries(params)

/** `?q=&from=&to=&page=` of /admin/leads and its CSV; `from` after `to` is read the other way round. */
export function parseLeadQuery(params: URLSearchParams): LeadListQuery {
  const query = leadQuerySchema.parse({ q: '', from: '', to: '', page: 1, ...paramsOf(params) })
  return daysInOrder(query)
}

/**
 * `?q=&status=all|subscribed|unsubscribed&page=` of /admin/newsletter and its CSV. A missing or unknown status is
 * `defaultStatus`: everyone on the page, the subscribed only in the download.
 */
export function parseNewsletterQuery(
  params: URLSearchParams,
  options: { defaultStatus?: NewsletterStatus } = {},
): NewsletterListQuery {
  const fallback = options.defaultStatus ?? 'all'
  const status = newsletterQuerySchema.shape.status.catch(fallback).parse(params.get('status') ?? fallback)
  return { ...newsletterQuerySchema.omit({ status: true }).parse({ q: '', page: 1, ...paramsOf(params) }), status }
}

/** `?status=open|handled|all&page=` of /admin/enquiries: open unless told otherwise. */
export function parseEnquiryQuery(params: URLSearchParams): EnquiryListQuery {
  return enquiryQuerySchema.parse({ status: 'open', page: 1, ...paramsOf(params) })
}

/** The list's query string for page `n`, the brand first; empty values and page 1's defaults are left out. */
export function pageLink(brandId: string, query: Record<string, string | number>, n: number): string {
  const params = new URLSearchParams({ brand: brandId })
  for (const [key, value] of Object.entries(query)) if (key !== 'page' && value !== '') params.set(key, String(value))
  params.set('page', String(n))
  return `?${params}`
}

/** The same filters as a link (the CSV download), without the page. */
export function filterLink(path: string, brandId: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams({ brand: brandId })
  for (const [key, value] of Object.entries(query)) if (key !== 'page' && value !== '') params.set(key, String(value))
  return `${path}?${params}`
}

/** The lead forms the site has (discovery §4 form ids): what staff call them. */
const FORM_LABELS: Record<number, string> = {
  [MARKETING_FORM_ID_DEFAULT]: 'Brochure download form',
  [MARKETING_FORM_ID_COACH]: 'Brochure download form (coach brand)',
}

export function marketingFormLabel(formId: number): string {
  return FORM_LABELS[formId] ?? `Form ${formId}`
}

export interface LeadCsvRow {
  id: number
  createdAt: string
  formId: number
  firstName: string | null
  lastName: string | null
  email: string
  phone: string | null
  country: string | null
  brochureName: string | null
  referral: string | null
  inquirySubcategory: string | null
}

export const LEAD_CSV_HEADERS = [
  'Created',
  'Form',
  'Form id',
  'First name',
  'Last name',
  'E-mail',
  'Phone',
  'Country',
  'Brochure',
  'Referral source',
  'Referral detail',
] as const

export function leadCsvCells(row: LeadCsvRow): (string | number | null)[] {
  return [
    row.createdAt,
    marketingFormLabel(row.formId),
    row.formId,
    row.firstName,
    row.lastName,
    row.email,
    row.phone,
    row.country,
    row.brochureName,
    row.referral,
    row.inquirySubcategory,
  ]
}

export interface NewsletterCsvRow {
  email: string
  createdAt: string
  sourcePath: string | null
  unsubscribedAt: string | null
}

export const NEWSLETTER_CSV_HEADERS = ['E-mail', 'Signed up', 'Signed up on page', 'Status', 'Unsubscribed'] as const

export function newsletterCsvCells(row: NewsletterCsvRow): (string | null)[] {
  return [
    row.email,
    row.createdAt,
    row.sourcePath,
    row.unsubscribedAt ? 'unsubscribed' : 'subscribed',
    row.unsubscribedAt,
  ]
}

/** The download's file name: `leads-meridian-2031-09-01.csv`. */
export function csvFileName(kind: 'leads' | 'newsletter', brandId: string, now: Date): string {
  return `${kind}-${brandId}-${now.toISOString().slice(0, 10)}.csv`
}
