import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it, vi } from 'vitest'

/*
 * The guardrails in eslint.config.js only help if they fire. import-x skips every import it cannot resolve, so a
 * resolver that does not understand TypeScript once made no-cycle and the zones report nothing at all. These tests
 * lint the project's own config against a deliberate cycle (tests/lint/fixtures, ignored by the normal run) and
 * against small sources placed, virtually, at real paths in the tree. That the real tree is clean is `npm run lint`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

// Loading the config (typescript-eslint) and following imports through real modules takes seconds, not millis.
vi.setConfig({ testTimeout: 60_000 })

let eslint: ESLint

beforeAll(() => {
  // no-unresolved on top of the project's rules, so that a fixture whose import does not resolve fails loudly
  // instead of passing because the zones skipped it.
  eslint = new ESLint({
    cwd: root,
    ignore: false,
    overrideConfig: { files: ['**/*.{ts,tsx}'], rules: { 'import-x/no-unresolved': 'error' } },
  })
})

async function ruleIdsFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`)
}

describe('import-x/no-cycle', () => {
  it('reports the deliberate cycle between cycle-a.ts and cycle-b.ts', async () => {
    const results = await eslint.lintFiles(['tests/lint/fixtures/cycle-a.ts', 'tests/lint/fixtures/cycle-b.ts'])
    const cycleReports = results.map((result) => ({
      file: path.basename(result.filePath),
      rules: result.messages.map((message) => message.ruleId),
    }))
    expect(cycleReports).toEqual([
      { file: 'cycle-a.ts', rules: ['import-x/no-cycle'] },
      { file: 'cycle-b.ts', rules: ['import-x/no-cycle'] },
    ])
  })
})

describe('feature boundaries', () => {
  const importing = (specifier: string, name = 'used') =>
    `import { ${name} } from '${specifier}'\n\nexport const use = ${name}\n`

  it('rejects a deep import of another feature, from a component and from a server module', async () => {
    expect(await ruleIdsFor(importing('../search/listing-page'), 'app/features/tours/boundary-fixture.tsx')).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(
      await ruleIdsFor(importing('../search/search.server'), 'app/features/tours/boundary-fixture.server.ts'),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it('rejects a deep import through the ~ alias too', async () => {
    expect(
      await ruleIdsFor(importing('~/features/search/search.server'), 'app/features/tours/boundary-fixture.server.ts'),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it("accepts another feature's public entries and stylesheets, and the feature's own internals", async () => {
    const code = [
      "import { SEARCH_PATHS } from '../search'",
      "import { PriceGrid } from '../search/index.price-grid'",
      "import searchStylesHref from '../search/search.css?url'",
      "import { tourPath } from './tour-url'",
      '',
      'export const use = [SEARCH_PATHS, PriceGrid, searchStylesHref, tourPath]',
      '',
    ].join('\n')
    expect(await ruleIdsFor(code, 'app/features/tours/boundary-fixture.tsx')).toEqual([])
  })

  it('lets server code reach another feature through index.server.ts only, never its browser index.ts', async () => {
    const serverCode = [
      "import { searchTours } from '../search/index.server'",
      "import { loadContentPage } from '../search/index.content-page.server'",
      "import { getTourPage } from './tour-page.server'",
      '',
      'export const use = [searchTours, loadContentPage, getTourPage]',
      '',
    ].join('\n')
    expect(await ruleIdsFor(serverCode, 'app/features/tours/boundary-fixture.server.ts')).toEqual([])
    expect(await ruleIdsFor(importing('../search'), 'app/features/tours/boundary-fixture.server.ts')).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await ruleIdsFor(importing('../../app/features/search'), 'server/api/boundary-fixture.ts')).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(
      await ruleIdsFor(importing('../../app/features/search/index.server'), 'server/api/boundary-fixture.ts'),
    ).toEqual([])
  })

  it('rejects deep feature imports from routes, server and tools', async () => {
    expect(
      await ruleIdsFor(importing('../features/tours/tour-page.server'), 'app/routes/boundary-fixture.tsx'),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await ruleIdsFor(importing('../../app/features/tours/tour-page.server'), 'server/api/boundary-fixture.ts'),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await ruleIdsFor(
        importing('../../app/features/tours/tour-page.server'),
        'tools/demo-catalogue/boundary-fixture.ts',
      ),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(await ruleIdsFor(importing('../features/tours'), 'app/routes/boundary-fixture.tsx')).toEqual([])
    expect(await ruleIdsFor(importing('../features/tours/index.server'), 'app/routes/boundary-fixture.tsx')).toEqual([])
  })
})

describe('sub-feature boundaries (a feature split into rooms: checkout/flow, checkout/payment, …)', () => {
  const importing = (specifier: string, name = 'used') =>
    `import { ${name} } from '${specifier}'\n\nexport const use = ${name}\n`

  it("rejects a deep import of a sibling room's module, from a component, a rule and the feature's page", async () => {
    expect(
      await ruleIdsFor(importing('../flow/checkout-state', 'checkoutReducer'), 'app/features/checkout/payment/x.tsx'),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await ruleIdsFor(importing('../contract/checkout-contract', 'jsonId'), 'app/features/checkout/travellers/x.ts'),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await ruleIdsFor(importing('./travellers/travellers-step', 'TravellersStep'), 'app/features/checkout/x.tsx'),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it("accepts a sibling room's public entries and the room's own internals", async () => {
    const code = [
      "import { checkoutReducer } from '../flow/index.rules'",
      "import { StepActions } from '../flow'",
      "import { jsonId } from '../contract/index.rules'",
      "import { paymentTermsOf } from './payment-terms'",
      '',
      'export const use = [checkoutReducer, StepActions, jsonId, paymentTermsOf]',
      '',
    ].join('\n')
    expect(await ruleIdsFor(code, 'app/features/checkout/payment/x.tsx')).toEqual([])
    expect(await ruleIdsFor(importing('./travellers', 'TravellersStep'), 'app/features/checkout/x.tsx')).toEqual([])
  })

  it("keeps server code of a room off a sibling room's browser index.ts", async () => {
    expect(
      await ruleIdsFor(importing('../travellers', 'TravellersStep'), 'app/features/checkout/quote/x.server.ts'),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await ruleIdsFor(
        importing('../travellers/index.rules', 'groupPassengersIntoRooms'),
        'app/features/checkout/quote/x.server.ts',
      ),
    ).toEqual([])
    expect(
      await ruleIdsFor(
        importing('../inventory/inventory.server', 'isOnSale'),
        'app/features/checkout/quote/x.server.ts',
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it('lets a test beside a module use a sibling room’s internals and test data, as tests/ does', async () => {
    expect(
      await ruleIdsFor(importing('../flow/checkout-test-data', 'pageData'), 'app/features/checkout/payment/x.test.tsx'),
    ).toEqual([])
  })
})

describe('sub-feature boundaries (the back office)', () => {
  const importing = (specifier: string, name = 'used') =>
    `import { ${name} } from '${specifier}'\n\nexport const use = ${name}\n`

  it("rejects a deep import of another sub-feature's module, from a component and from a server module", async () => {
    expect(
      await ruleIdsFor(
        importing('../shell/admin-ui', 'Notice'),
        'app/features/back-office/bookings/boundary-fixture.tsx',
      ),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await ruleIdsFor(
        importing('../staff/staff-guards.server', 'requireStaff'),
        'app/features/back-office/customers/boundary-fixture.server.ts',
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it("keeps the back office's top-level public modules to the sub-features' entries", async () => {
    expect(
      await ruleIdsFor(
        importing('./bookings/bookings-list-page', 'BookingsPage'),
        'app/features/back-office/boundary-fixture.tsx',
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it("rejects a route or another feature reaching into a sub-feature's public module", async () => {
    expect(
      await ruleIdsFor(
        importing('../features/back-office/bookings', 'BookingsPage'),
        'app/routes/boundary-fixture.tsx',
      ),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await ruleIdsFor(
        importing('../back-office/staff/index.server', 'requireStaff'),
        'app/features/account/boundary-fixture.server.ts',
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it("accepts another sub-feature's public modules and a sub-feature's own internals", async () => {
    const code = [
      "import { Notice } from '../shell'",
      "import { requireStaff } from '../staff/index.server'",
      "import { placesToRelease } from './booking-balance'",
      '',
      'export const use = [Notice, requireStaff, placesToRelease]',
      '',
    ].join('\n')
    expect(await ruleIdsFor(code, 'app/features/back-office/bookings/boundary-fixture.tsx')).toEqual([])
    const serverCode = [
      "import { brandsOf } from '../shell/index.server'",
      "import { requireStaff } from '../staff/index.server'",
      '',
      'export const use = [brandsOf, requireStaff]',
      '',
    ].join('\n')
    expect(await ruleIdsFor(serverCode, 'app/features/back-office/bookings/boundary-fixture.server.ts')).toEqual([])
  })

  it("lets server code of one sub-feature use another's index.server.ts only, never its browser index.ts", async () => {
    expect(
      await ruleIdsFor(importing('../shell', 'day'), 'app/features/back-office/bookings/boundary-fixture.server.ts'),
    ).toEqual(['import-x/no-restricted-paths'])
  })
})

describe('layers', () => {
  it('keeps db/ below everything', async () => {
    const code = "import { formatMoney } from '../app/lib/money'\n\nexport const use = formatMoney\n"
    expect(await ruleIdsFor(code, 'db/boundary-fixture.ts')).toEqual(['import-x/no-restricted-paths'])
  })

  it('lets the server load tools/ only through a dynamic import()', async () => {
    const staticImport =
      "import { seedDemoCatalogue } from '../tools/demo-catalogue/catalogue.server'\n\nexport const use = seedDemoCatalogue\n"
    const dynamicImport = "export const load = () => import('../tools/demo-catalogue/catalogue.server')\n"
    expect(await ruleIdsFor(staticImport, 'server/boundary-fixture.ts')).toEqual(['no-restricted-imports'])
    expect(await ruleIdsFor(dynamicImport, 'server/boundary-fixture.ts')).toEqual([])
  })
})

describe('react-hooks', () => {
  it('reports a conditional hook call and a missing effect dependency', async () => {
    const code = [
      "import { useEffect, useState } from 'react'",
      '',
      'export function Counter({ step, on }: { step: number; on: boolean }) {',
      '  if (on) useState(0)',
      '  useEffect(() => {',
      '    console.warn(step)',
      '  }, [])',
      '  return null',
      '}',
      '',
    ].join('\n')
    expect(await ruleIdsFor(code, 'app/components/ui/boundary-fixture.tsx')).toEqual([
      'react-hooks/rules-of-hooks',
      'react-hooks/exhaustive-deps',
    ])
  })
})
