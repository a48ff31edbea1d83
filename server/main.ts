import path from 'node:path'
import type { Server } from 'node:http'
import type { ServerBuild } from 'react-router'
import { hasCatalogue } from '../db/catalogue-state.server'
import { openDatabase } from '../db/database.server'
import { migrateToLatest } from '../db/migrate.server'
import { createApp, type AppDependencies } from './app'
import { createDatabaseHealth } from './database-health'
import { ConfigError, loadConfig } from './config'
import { createHttpServer } from './http-server'
import { createLogger } from './logger'
import { pruneExpiredSessions, prunePasswordResets } from '../app/features/auth/index.server'
import { MIN_UNBOOKED_PAYMENT_GRACE_MS, voidUnbookedPayments } from '../app/features/bookings/index.server'
import { HOLD_SWEEP_INTERVAL_MS, sweepExpiredHolds } from '../app/features/checkout/index.server'
import { getPaymentProvider } from '../app/features/payments/index.server'
import { pruneExpiredStaffSessions } from '../app/features/back-office/index.server'
import { startHousekeeping } from './housekeeping'
import { startMailDelivery } from './mail-delivery'
import { startScheduler } from './scheduler'
import { PRUNE_INTERVAL_MS, rateLimitPruningSettled } from './rate-limit'
import { exitWhenOrphaned } from './orphan-guard'

/*
 * Process entry: configuration (fail fast), database (migrate, seed the demo catalogue when empty), HTTP server,
 * and a graceful stop on SIGTERM/SIGINT that finishes in-flight requests before closing the database.
 */
async function main() {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const logger = createLogger(config.LOG_LEVEL)
  const database = openDatabase(config.DATABASE_URL, { poolSize: config.DATABASE_POOL_SIZE })
  logger.info({ database: database.location, dialect: database.dialect }, 'opening database')
  await migrateToLatest(database.db)
  if (config.SEED_ON_START && !(await hasCatalogue(database.db))) {
    // The generator is a tool (tools/demo-catalogue), loaded only when there is something to seed.
    const started = Date.now()
    const { ensureDemoCatalogue } = await import('../tools/demo-catalogue/catalogue.server')
    const seeded = await ensureDemoCatalogue(database.db, {
      tours: config.SEED_TOURS,
      demoBookings: config.SEED_DEMO_BOOKINGS,
    })
    if (seeded) logger.info({ ms: Date.now() - started }, 'seeded the demo catalogue')
  }

  const mode = config.NODE_ENV === 'production' ? 'production' : 'development'
  let reactRouter: AppDependencies['reactRouter']
  let closeVite = async () => {}
  if (mode === 'production') {
    const buildDir = path.resolve(process.env.ITINERA_BUILD_DIR ?? 'build')
    const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild
    reactRouter = { mode, build, clientDir: path.join(buildDir, 'client') }
  } else {
    const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }))
    closeVite = () => vite.close()
    reactRouter = {
      mode,
      vite,
      loadBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    }
  }

  const health = createDatabaseHealth(database.db, {
    onChange: (down) => (down ? logger.warn('database unavailable') : logger.info('database available again')),
  })
  const app = await createApp({ config, database, logger, reactRouter, health })
  // Expired sessions and old reset links, on the rate-limit counters' rhythm (those are pruned as they are counted).
  const housekeeping = startHousekeeping(
    [
      { name: 'expired sessions', run: () => pruneExpiredSessions(database.db) },
      { name: 'old password resets', run: () => prunePasswordResets(database.db) },
      // The back office's staff sessions past their idle or absolute expiry (issue 14).
      { name: 'expired staff sessions', run: () => pruneExpiredStaffSessions(database.db) },
    ],
    { intervalMs: PRUNE_INTERVAL_MS, logger },
  )
  // Expired checkout holds: they already count for nothing; this keeps inventory_holds small (ADR 0013).
  // And approved checkout payments whose booking never came (a process died, a browser closed): voided once far
  // older than a checkout takes, so no money is held for nothing (issue 15).
  const unbookedPaymentGraceMs = Math.max(config.CHECKOUT_HOLD_MINUTES * 60_000, MIN_UNBOOKED_PAYMENT_GRACE_MS)
  const holdSweep = startHousekeeping(
    [
      { name: 'expired checkout holds', run: () => sweepExpiredHolds(database.db) },
      {
        name: 'unbooked checkout payments',
        run: () =>
          voidUnbookedPayments(database.db, {
            provider: getPaymentProvider(database.db, config),
            graceMs: unbookedPaymentGraceMs,
          }),
      },
    ],
    { intervalMs: HOLD_SWEEP_INTERVAL_MS, logger },
  )
  const mailDelivery = startMailDelivery(database.db, {
    smtpUrl: config.SMTP_URL,
    sessionSecret: config.SESSION_SECRET,
    intervalMs: config.EMAIL_DELIVERY_INTERVAL_MS,
    logger,
  })
  // Timed work (issue 27): balance reminders planned and sent as scheduler jobs.
  const scheduler = startScheduler(database.db, config, { logger })
  const server: Server = createHttpServer(app, config)
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : config.PORT
    logger.info({ port, host: config.HOST, mode }, `Itinera is listening on http://localhost:${port}`)
    // Tests and scripts that start us on port 0 read the real port from this line.
    if (process.env.ITINERA_PRINT_PORT === '1') console.log(`ITINERA_PORT=${port}`)
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    // Drain first: the health check fails at once, requests are still served until the balancer has noticed.
    health.startDraining()
    logger.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'stopping: draining')
    setTimeout(() => close(), config.SHUTDOWN_DRAIN_MS)
  }
  const close = () => {
    logger.info('stopping: finishing in-flight requests')
    const force = setTimeout(() => {
      logger.warn('stopping: forcing open connections closed')
      server.closeAllConnections()
    }, 10_000)
    force.unref()
    server.close(async () => {
      health.stop()
      await closeVite()
      await housekeeping.stop()
      await holdSweep.stop()
      await mailDelivery?.stop()
      await scheduler.stop()
      await rateLimitPruningSettled(database.db)
      await database.close()
      logger.info('stopped')
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
  // Servers started by test runs and benches: stop when the run that started us is gone (server/orphan-guard.ts).
  if (process.env.ITINERA_EXIT_WITH_PARENT === '1') exitWhenOrphaned(() => stop('parent exited'))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
