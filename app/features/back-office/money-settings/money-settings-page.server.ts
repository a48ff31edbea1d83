import { data, type AppLoadContext } from 'react-router'
import { inWriteTransaction } from '../../../../db/write-transaction.server'
import {
  describeCancellationPolicy,
  moneySettingsOf,
  saveMoneySettings,
  type CancellationPolicy,
} from '../../ledger/index.server'
import { announceCatalogueChange, brandsOf, chosenBrand, readProtectedForm, recordAudit } from '../shell/index.server'
import { requireStaff } from '../staff/index.server'
import {
  AMENDMENT_FEE_FIELD,
  APPROVAL_LIMIT_FIELD,
  OVERDUE_CANCEL_FIELD,
  REMINDER_DAYS_FIELD,
  WISHLIST_FEW_PLACES_FIELD,
  bandFieldNames,
  MAX_BANDS,
  parseMoneySettingsForm,
  policyFormRows,
} from './money-settings-rules'

/*
 * /admin/cancellation-policy (issue 25): a brand's cancellation policy and its sales agents' approval limit, for
 * administrators only (`money.settings`; any other role gets the house's 403). Saving writes the settings and an
 * audit row with the before and after in one transaction, then announces a catalogue change: the tour pages, which
 * the page cache keeps, print the policy in their terms. The next cancel of the brand's bookings charges the new
 * policy (the cancel reads the settings under the booking's lock).
 */

export interface MoneySettingsPageData {
  brandId: string
  brandName: string
  csrfToken: string
  policy: CancellationPolicy
  /** The policy as the tour pages and the checkout's confirmation word it. */
  customerWords: string[]
  approvalLimitMinor: number
  /** The brand's reminder days before the due date; null: the standard days (DEFAULT_REMINDER_DAYS_BEFORE). */
  reminderDaysBefore: number[] | null
  /** Days overdue before an unpaid booking is cancelled; null: staff decide. */
  overdueCancelAfterDays: number | null
  /** The wishlist alerts' few-places threshold; null: the default (DEFAULT_WISHLIST_FEW_PLACES). */
  wishlistFewPlaces: number | null
  /** The fee of each amendment (issue 26); null: the default (DEFAULT_AMENDMENT_FEE_MINOR). */
  amendmentFeeMinor: number | null
  /** Null while the brand runs on the defaults. */
  updatedAt: string | null
  rows: { from: string; charge: string; percent: string }[]
}

export type MoneySettingsActionData =
  | { kind: 'saved'; message: string }
  | {
      kind: 'invalid'
      formError: string
      fieldErrors: Record<string, string>
      /** What was typed, shown again. */
      rows: { from: string; charge: string; percent: string }[]
      approvalLimit: string
      reminderDays: string
      overdueCancelAfterDays: string
      wishlistFewPlaces: string
      amendmentFee: string
    }

async function scope(context: AppLoadContext, request: Request) {
  const session = await requireStaff(context, request, 'money.settings')
  const brands = await brandsOf(context)
  const brandId = chosenBrand(request, brands, context.brand.id)
  return { session, brandId, brandName: brands.find((brand) => brand.id === brandId)?.name ?? brandId }
}

export async function loadMoneySettingsPage(context: AppLoadContext, request: Request): Promise<MoneySettingsPageData> {
  const { brandId, brandName } = await scope(context, request)
  const settings = await moneySettingsOf(context.db, brandId)
  return {
    brandId,
    brandName,
    csrfToken: context.csrfToken,
    policy: settings.policy,
    customerWords: describeCancellationPolicy(settings.policy),
    approvalLimitMinor: settings.approvalLimitMinor,
    reminderDaysBefore: settings.reminderDaysBefore,
    overdueCancelAfterDays: settings.overdueCancelAfterDays,
    wishlistFewPlaces: settings.wishlistFewPlaces,
    amendmentFeeMinor: settings.amendmentFeeMinor,
    updatedAt: settings.updatedAt,
    rows: policyFormRows(settings.policy),
  }
}

/** POST /admin/cancellation-policy?brand=: the bands and the limit; 400 with a message per field when refused. */
export async function submitMoneySettingsPage(context: AppLoadContext, request: Request) {
  const { session, brandId, brandName } = await scope(context, request)
  const form = await readProtectedForm(request, context.csrfToken)
  const fields: Record<string, string> = {}
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value
  const parsed = parseMoneySettingsForm(fields, MAX_BANDS)
  if (!parsed.ok) {
    const typedRows = Array.from({ length: MAX_BANDS }, (_, row) => {
      const names = bandFieldNames(row)
      return {
        from: fields[names.from] ?? '',
        charge: fields[names.charge] ?? '',
        percent: fields[names.percent] ?? '',
      }
    })
    // As many rows as were posted (at least one), so a refused form comes back as it was sent.
    const posted = typedRows.filter((_, row) => bandFieldNames(row).from in fields).length || 1
    return data<MoneySettingsActionData>(
      {
        kind: 'invalid',
        formError: parsed.formError,
        fieldErrors: parsed.fieldErrors,
        rows: typedRows.slice(0, posted),
        approvalLimit: fields[APPROVAL_LIMIT_FIELD] ?? '',
        reminderDays: fields[REMINDER_DAYS_FIELD] ?? '',
        overdueCancelAfterDays: fields[OVERDUE_CANCEL_FIELD] ?? '',
        wishlistFewPlaces: fields[WISHLIST_FEW_PLACES_FIELD] ?? '',
        amendmentFee: fields[AMENDMENT_FEE_FIELD] ?? '',
      },
      { status: 400 },
    )
  }
  await inWriteTransaction(context.db, async (trx) => {
    const before = await saveMoneySettings(trx, {
      brandId,
      policy: parsed.policy,
      approvalLimitMinor: parsed.approvalLimitMinor,
      reminderDaysBefore: parsed.reminderDaysBefore,
      overdueCancelAfterDays: parsed.overdueCancelAfterDays,
      wishlistFewPlaces: parsed.wishlistFewPlaces,
      amendmentFeeMinor: parsed.amendmentFeeMinor,
      staffId: session.staff.id,
    })
    await recordAudit(trx, {
      staffId: session.staff.id,
      brandId,
      action: 'money-settings.edit',
      entity: 'brand-money-settings',
      entityId: brandId,
      before: {
        policy: before.policy,
        approvalLimitMinor: before.approvalLimitMinor,
        reminderDaysBefore: before.reminderDaysBefore,
        overdueCancelAfterDays: before.overdueCancelAfterDays,
        wishlistFewPlaces: before.wishlistFewPlaces,
        amendmentFeeMinor: before.amendmentFeeMinor,
      },
      after: {
        policy: parsed.policy,
        approvalLimitMinor: parsed.approvalLimitMinor,
        reminderDaysBefore: parsed.reminderDaysBefore,
        overdueCancelAfterDays: parsed.overdueCancelAfterDays,
        wishlistFewPlaces: parsed.wishlistFewPlaces,
        amendmentFeeMinor: parsed.amendmentFeeMinor,
      },
    })
  })
  await announceCatalogueChange(context.db)
  return data<MoneySettingsActionData>({ kind: 'saved', message: `${brandName}’s cancellation policy is saved.` })
}
