import { fileURLToPath } from 'node:url'
import { hashPassword } from '../../../app/features/auth/password-hashing.server'
import { openDatabase } from '../../../db/database.server'
import { createCustomer } from '../../support/factories'
import { BRANDS } from './page-types'
import { VISUAL_CUSTOMER_PASSWORD, visualCustomerEmail } from './customers'
import { startVisualServer } from './visual-server'

/*
 * The visual suite's server, started once for the whole run (playwright.config.ts names this file as the global setup
 * when the visual project runs) so that its workers share it: one server start and one demo seed, however many
 * workers screenshot in parallel (ADR 0042). Its address reaches the workers through E2E_VISUAL_BASE_URL; the
 * function returned stops it when the run ends.
 */
export default async function visualGlobalSetup(): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('../../..', import.meta.url))
  const server = await startVisualServer(root)
  const handle = openDatabase(server.databaseUrl, { poolSize: 1 })
  try {
    for (const brand of BRANDS)
      await createCustomer(handle.db, {
        brand,
        email: visualCustomerEmail(brand),
        passwordHash: await hashPassword(VISUAL_CUSTOMER_PASSWORD),
      })
  } finally {
    await handle.close()
  }
  process.env.E2E_VISUAL_BASE_URL = server.baseURL
  return () => server.stop()
}
