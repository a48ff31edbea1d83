import { money } from '../shell/index.rules'

/*
 * How the audit log reads (issue 23): each changed thing links to its own screen, and amounts stored in minor
 * units ("amountMinor": 5000) read as money ("amount": "£50.00"), in the currency the entry names (pounds when it
 * names none: every brand sells in pounds but the Canadian market, whose entries carry their currency).
 */

/** The screen of an audited thing, or null when it has none (or the entry names no single thing). */
export function auditEntityHref(entity: string, entityId: string | null, brandId: string | null): string | null {
  const brand = brandId ? `?brand=${encodeURIComponent(brandId)}` : ''
  const id = entityId ? encodeURIComponent(entityId) : null
  switch (entity) {
    case 'booking':
      return id ? `/admin/bookings/${id}${brand}` : null
    case 'customer':
      return id ? `/admin/customers/${id}${brand}` : null
    case 'departure':
      return id ? `/admin/departures/${id}${brand}` : null
    case 'tour':
      return id ? `/admin/tours/${id}${brand}` : null
    case 'content_block':
      return id ? `/admin/content/${id}${brand}` : null
    case 'staff':
      return '/admin/staff'
    case 'brochure_request':
      return `/admin/brochure-requests${brand}`
    case 'email_outbox':
      return `/admin/outbox${brand}`
    case 'booking-enquiry':
      return `/admin/enquiries${brand}`
    default:
      return null
  }
}

const MINOR_SUFFIX = /Minor$/

function readable(value: unknown, currency: string): unknown {
  if (Array.isArray(value)) return value.map((item) => readable(item, currency))
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const own = typeof record.currency === 'string' ? record.currency : currency
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) =>
      MINOR_SUFFIX.test(key) && typeof item === 'number' && Number.isInteger(item)
        ? [key.replace(MINOR_SUFFIX, ''), money(item, own)]
        : [key, readable(item, own)],
    ),
  )
}

/** An entry's stored before/after value as staff read it: money as money, everything else as stored. */
export function auditValueText(json: string | null): string {
  if (json === null) return '—'
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return json
  }
  return JSON.stringify(readable(value, 'GBP'))
}
