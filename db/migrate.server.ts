import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely'
import type { AppDatabase } from './database.server'
import * as initial from './migrations/0001-initial'
import * as searchIndex from './migrations/0002-search-index'
import * as rateLimitWindowBigint from './migrations/0003-rate-limit-window-bigint'
import * as customerSessions from './migrations/0004-customer-sessions'
import * as inventoryHolds from './migrations/0005-inventory-holds'
import * as bookingEnquiries from './migrations/0006-booking-enquiries'
import * as paymentSandbox from './migrations/0007-payment-sandbox'
import * as bookings from './migrations/0008-bookings'
import * as newsletterSignups from './migrations/0009-newsletter-signups'
import * as account from './migrations/0010-account'
import * as backOffice from './migrations/0011-back-office'
import * as bookingAdmin from './migrations/0012-booking-admin'
import * as brochureFulfilment from './migrations/0013-brochure-fulfilment'
import * as tourSeo from './migrations/0014-tour-seo'
import * as outboxClaims from './migrations/0015-outbox-claims'
import * as staffPasswordChangeRequired from './migrations/0016-staff-password-change-required'
import * as staffPasswordExpiry from './migrations/0017-staff-password-expiry'
import * as contentTextRepairs from './migrations/0018-content-text-repairs'
import * as newsletterSignupSource from './migrations/0019-newsletter-signup-source'
import * as bookingLedger from './migrations/0020-booking-ledger'
import * as outboxSealedCredentials from './migrations/0021-outbox-sealed-credentials'
import * as listingPageMarket from './migrations/0022-listing-page-market'
import * as donationWebpPictures from './migrations/0023-donation-webp-pictures'
import * as scheduledJobs from './migrations/0025-scheduled-jobs'
import * as waitlist from './migrations/0026-waitlist'
import * as reminderSettingsAndPayLinks from './migrations/0027-reminder-settings-and-pay-links'
import * as checkoutRecovery from './migrations/0028-checkout-recovery'
import * as accountWishlistAndAlerts from './migrations/0029-account-wishlist-and-alerts'
import * as guestBookersAndCustomerNotes from './migrations/0031-guest-bookers-and-customer-notes'
import * as reservationDeadlines from './migrations/0032-reservation-deadlines'
import * as phoneBookings from './migrations/0033-phone-bookings'
import * as amendmentFee from './migrations/0034-amendment-fee'

/*
 * Migrations are listed here rather than read from a folder at run time, so they work the same under tsx, in a
 * bundle and in tests. Add new ones at the end; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-search-index': searchIndex,
  '0003-rate-limit-window-bigint': rateLimitWindowBigint,
  '0004-customer-sessions': customerSessions,
  '0005-inventory-holds': inventoryHolds,
  '0006-booking-enquiries': bookingEnquiries,
  '0007-payment-sandbox': paymentSandbox,
  '0008-bookings': bookings,
  '0009-newsletter-signups': newsletterSignups,
  '0010-account': account,
  '0011-back-office': backOffice,
  '0012-booking-admin': bookingAdmin,
  '0013-brochure-fulfilment': brochureFulfilment,
  '0014-tour-seo': tourSeo,
  '0015-outbox-claims': outboxClaims,
  '0016-staff-password-change-required': staffPasswordChangeRequired,
  '0017-staff-password-expiry': staffPasswordExpiry,
  '0018-content-text-repairs': contentTextRepairs,
  '0019-newsletter-signup-source': newsletterSignupSource,
  '0020-booking-ledger': bookingLedger,
  '0021-outbox-sealed-credentials': outboxSealedCredentials,
  '0022-listing-page-market': listingPageMarket,
  '0023-donation-webp-pictures': donationWebpPictures,
  '0025-scheduled-jobs': scheduledJobs,
  '0026-waitlist': waitlist,
  '0027-reminder-settings-and-pay-links': reminderSettingsAndPayLinks,
  '0028-checkout-recovery': checkoutRecovery,
  '0029-account-wishlist-and-alerts': accountWishlistAndAlerts,
  '0031-guest-bookers-and-customer-notes': guestBookersAndCustomerNotes,
  '0032-reservation-deadlines': reservationDeadlines,
  '0033-phone-bookings': phoneBookings,
  '0034-amendment-fee': amendmentFee,
}

/** Every migration this build runs, by name (a test checks that each file in db/migrations is one of them). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations)

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: AppDatabase): Promise<MigrationResultSet> {
  // Migrations written side by side can land in either order: databases created before 0004 (sign-in) existed had
  // already run 0005 (checkout). Kysely then runs the missing earlier one instead of refusing to start. That is safe
  // as long as no migration depends on one numbered after it, which a fresh database (name order) requires anyway
  // (docs/decisions/0016-sign-in-sessions-and-passwords.md).
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true })
  const result = await migrator.migrateToLatest()
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error })
  }
  return result
}

/**
 * Migrations this build knows that the database has not run: a process in front of an older schema (another
 * process mid-migration, a rollback) is not ready to serve (issue 15: `/healthz` tells a load balancer the truth).
 */
export async function pendingMigrations(db: AppDatabase): Promise<string[]> {
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true })
  const known = await migrator.getMigrations()
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name)
}
