import type { AppDatabase } from '../db/database.server'
import {
  RESERVATION_RELEASE_JOB,
  overdueCancelHandler,
  reservationReleaseHandler,
} from '../app/features/back-office/index.server'
import {
  BALANCE_REMINDER_JOB,
  OVERDUE_CANCEL_JOB,
  balanceReminderHandler,
  planBalanceReminders,
} from '../app/features/reminders/index.server'
import { outboxSeal } from '../app/features/email/index.server'
import {
  CHECKOUT_RECOVERY_JOB,
  checkoutRecoveryHandler,
  planCheckoutRecoveries,
} from '../app/features/recovery/index.server'
import { runDueJobs, type JobHandlers } from '../app/features/scheduler/index.server'
import { WAITLIST_OFFER_JOB, planWaitlistOffers, waitlistOfferHandler } from '../app/features/waitlist/index.server'
import { WISHLIST_ALERT_JOB, planWishlistAlerts, wishlistAlertHandler } from '../app/features/wishlist/index.server'
import type { AppConfig } from './config'
import { startHousekeeping, type Housekeeping, type HousekeepingLogger } from './housekeeping'
import { createSiteTable, originOf } from './site-hosts'

/*
 * The scheduler's timer in this process (issue 27, ADR 0050): every SCHEDULER_INTERVAL_MS it plans the balance
 * reminders (and a brand's automatic cancels of overdue bookings), the waitlist offers (ADR 0052), the saved-checkout
 * e-mails (ADR 0055) and the wishlist alerts (ADR 0056) still to plan, and runs the jobs that are due. Every process
 * does the same over the shared database; the jobs' keys and claims make that safe (app/features/scheduler).
 */

/** The job kinds this server runs, with what their e-mails link to. */
export function jobHandlers(config: AppConfig): JobHandlers {
  const sites = createSiteTable(config)
  // The configured host of the booking's brand and market, else the default brand's host (as the back office's).
  const originFor = (brandId: string, marketCode: string) => {
    const host = [...config.BRAND_HOSTS].find(
      ([, brand]) => brand.brandId === brandId && brand.marketCode === marketCode,
    )?.[0]
    return originOf(host ? sites.siteFor(host) : sites.fallback, config.PORT || undefined)
  }
  // A waitlist entry's brand's default host (its links open that brand's checkout).
  const brandOrigin = (brandId: string) => {
    const host = [...config.BRAND_HOSTS].find(([, brand]) => brand.brandId === brandId)?.[0]
    return originOf(host ? sites.siteFor(host) : sites.fallback, config.PORT || undefined)
  }
  return {
    [BALANCE_REMINDER_JOB]: balanceReminderHandler(originFor, outboxSeal(config.SESSION_SECRET)),
    // A brand's "cancel unpaid bookings after N days overdue" rule (planned with the reminders).
    [OVERDUE_CANCEL_JOB]: overdueCancelHandler(originFor),
    // A reservation unpaid by the payment deadline staff gave it (issue 26).
    [RESERVATION_RELEASE_JOB]: reservationReleaseHandler(originFor),
    [WAITLIST_OFFER_JOB]: waitlistOfferHandler({
      originFor: brandOrigin,
      secret: config.SESSION_SECRET,
      seal: outboxSeal(config.SESSION_SECRET),
      offerHours: config.WAITLIST_OFFER_HOURS,
    }),
    // A saved checkout's link opens that brand's checkout (ADR 0055).
    [CHECKOUT_RECOVERY_JOB]: checkoutRecoveryHandler({
      originFor: brandOrigin,
      seal: outboxSeal(config.SESSION_SECRET),
    }),
    // Wishlist alerts (ADR 0056): their links open the customer's brand's site, as the waitlist's.
    [WISHLIST_ALERT_JOB]: wishlistAlertHandler({
      originFor: brandOrigin,
      secret: config.SESSION_SECRET,
      seal: outboxSeal(config.SESSION_SECRET),
    }),
  }
}

export function startScheduler(
  db: AppDatabase,
  config: AppConfig,
  options: { logger: HousekeepingLogger },
): Housekeeping {
  const handlers = jobHandlers(config)
  return startHousekeeping(
    [
      { name: 'balance reminder planning', run: () => planBalanceReminders(db), counts: 'planned' },
      { name: 'waitlist offer planning', run: () => planWaitlistOffers(db), counts: 'planned' },
      { name: 'wishlist alert planning', run: () => planWishlistAlerts(db), counts: 'planned' },
      {
        name: 'saved checkout e-mail planning',
        run: () => planCheckoutRecoveries(db, { delayMinutes: config.CHECKOUT_RECOVERY_DELAY_MINUTES }),
        counts: 'planned',
      },
      {
        name: 'scheduled jobs',
        run: async () => {
          const report = await runDueJobs(db, handlers)
          if (report.failed > 0) options.logger.warn({ failed: report.failed }, 'scheduled jobs failed for good')
          return report.done + report.retried + report.failed
        },
        counts: 'ran',
      },
    ],
    { intervalMs: config.SCHEDULER_INTERVAL_MS, logger: options.logger },
  )
}
