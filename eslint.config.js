import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = path.dirname(fileURLToPath(import.meta.url))
// import-x's TypeScript preset (parsers, extensions) without its legacy `typescript` resolver: resolver-next below.
const { 'import-x/resolver': _legacyResolver, ...importXTypeScriptSettings } = importX.flatConfigs.typescript.settings

/*
 * import-x's own resolver (unrs-resolver) reading tsconfig.json: TypeScript extensions, the `~/…` alias and the
 * `rootDirs` that place a route's `./+types/…` under .react-router/types. Vite's query suffixes (`x.css?url`) name
 * the file itself, so they are dropped from the resolved path, or the zones would not recognise the file.
 */
const nodeResolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
  tsconfig: { configFile: path.join(root, 'tsconfig.json') },
})
const typeScriptResolver = {
  ...nodeResolver,
  name: 'itinera-typescript',
  resolve(modulePath, sourceFile) {
    const resolved = nodeResolver.resolve(modulePath, sourceFile)
    return resolved.found && resolved.path ? { found: true, path: resolved.path.replace(/\?.*$/, '') } : resolved
  },
}

/*
 * Dependencies point one way: routes → features → lib / components / db. The zones below make a wrong-way import
 * a lint error, and import-x/no-cycle forbids cycles anywhere. Server-only modules (*.server.ts) are kept out of
 * client bundles by React Router's build itself. Both rules work on resolved files, so the resolver below must
 * understand TypeScript: extensions, the `~/…` path alias and `rootDirs` (route `./+types/…`), all read from
 * tsconfig.json. An import the resolver cannot place is silently skipped by both rules, which is how they once
 * reported nothing at all; tests/lint/lint-rules.test.ts proves they fire.
 */
const layerZones = [
  {
    target: './app/lib',
    from: ['./app/features', './app/routes', './app/components', './server', './db', './tools'],
    message: 'app/lib is the bottom layer: it imports nothing of the app.',
  },
  {
    target: './app/components',
    from: ['./app/features', './app/routes', './server', './tools'],
    message: 'UI primitives know no domain: no features or routes.',
  },
  {
    target: './app/features',
    from: ['./app/routes', './server'],
    message: 'Features never import routes or the server entry.',
  },
  {
    target: './db',
    from: ['./app', './server', './tools'],
    message: 'The database layer stands below everything: db/ imports nothing above it.',
  },
]

/*
 * Feature boundaries (docs/decisions/0017-feature-public-modules.md). Outside its own folder, a feature is reached
 * only through its public entries: `index.ts` (browser-safe: components, hooks, pure rules), `index.server.ts`
 * (server services), narrow `index.<part>.ts(x)` entries for what must load on its own (a lazily loaded page) or
 * must not tie two features into a cycle, and its stylesheets, which routes link.
 *
 * Server code — server/, tools/ and every *.server.ts — runs in plain Node (tsx) when the Express process imports
 * the API routers, where a component's `import x from './x.css?url'` is a crash at boot. So it never uses a
 * feature's browser index.ts (components and their stylesheets): it goes through `index.server.ts`, which
 * re-exports the contracts and pure rules server code needs, or through a narrow entry made for plain Node.
 *
 * Generated from the folder list, so a new feature or a new entry is covered the day it appears. Tests under
 * tests/ and bench/ exercise internals on purpose and are not targets; tests beside a module sit inside their
 * feature.
 */
const featuresDir = path.join(root, 'app/features')
const browserEntry = /^index(\.[a-z0-9-]+)*\.tsx?$|\.css$/
const serverEntry = /^index(\.[a-z0-9-]+)+\.ts$/
const featureNames = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const entriesOf = (feature, entry) => fs.readdirSync(path.join(featuresDir, feature)).filter((file) => entry.test(file))
const featureZones = featureNames.flatMap((feature) => [
  {
    target: [`./app/features/!(${feature})/**/!(*.server).{ts,tsx}`, './app/!(features)/**', './app/*.{ts,tsx}'],
    from: `./app/features/${feature}`,
    except: entriesOf(feature, browserEntry),
    message: `Reach the ${feature} feature through its public modules: features/${feature}/index.ts or index.server.ts.`,
  },
  {
    target: [`./app/features/!(${feature})/**/*.server.ts`, './server/**', './tools/**'],
    from: `./app/features/${feature}`,
    except: entriesOf(feature, serverEntry),
    message: `Server code runs in plain Node: reach the ${feature} feature through features/${feature}/index.server.ts, not index.ts.`,
  },
])

/*
 * Sub-features: a feature grown into rooms of its own (checkout/flow, checkout/payment, …) keeps the same rules one
 * level down. Every sub-folder of a feature is reached from its sibling sub-folders and from the feature's own root
 * files (its page, its loaders) only through the sub-folder's public entries, named as a feature's are: `index.ts`
 * (components), `index.<part>.ts` (`index.rules.ts` for pure rules that load anywhere, `index.server.ts` for server
 * services); server code never uses a sub-folder's `index.ts`. Two kinds of file are not targets: the feature's root
 * entries (`index*.ts`), which are its façade and choose what of each room the other features see, and tests beside
 * a module with their test data (`*.test.ts(x)`, `*-test-data.ts`), which exercise internals on purpose, as tests/
 * does.
 */
const subFeatureZones = featureNames.flatMap((feature) => {
  const featureDir = path.join(featuresDir, feature)
  const rooms = fs
    .readdirSync(featureDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const base = `./app/features/${feature}`
  return rooms.flatMap((room) => {
    const entries = fs.readdirSync(path.join(featureDir, room)).filter((file) => browserEntry.test(file))
    return [
      {
        target: [
          `${base}/!(${room})/**/!(*.test|*-test-data|*.server).{ts,tsx}`,
          `${base}/!(index*|*.test|*-test-data|*.server).{ts,tsx}`,
        ],
        from: `${base}/${room}`,
        except: entries,
        message: `Reach ${feature}/${room} through its public modules: ${feature}/${room}/index.ts, index.rules.ts or index.server.ts.`,
      },
      {
        target: [`${base}/!(${room})/**/*.server.ts`, `${base}/!(index*).server.ts`],
        from: `${base}/${room}`,
        except: entries.filter((file) => serverEntry.test(file)),
        message: `Server code runs in plain Node: reach ${feature}/${room} through its index.rules.ts or index.server.ts, not index.ts.`,
      },
    ]
  })
})

/*
 * The demo catalogue is a tool, loaded only to seed: app/ and server/ may reach it through a dynamic import()
 * (server/main.ts with SEED_ON_START, server/media.ts for demo artwork), never statically. import-x's zones also
 * see dynamic imports, while ESLint's no-restricted-imports sees only static ones, so it carries this rule.
 */
const noStaticToolImports = [
  'error',
  {
    patterns: [
      {
        regex: '^(\\.\\./)+tools(/|$)',
        message: 'Load tools/ only through a dynamic import() (the demo catalogue is not part of the runtime).',
      },
    ],
  },
]

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      '.react-router/',
      'data/',
      'tmp/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      // Deliberately broken code that tests/lint/lint-rules.test.ts lints on its own.
      'tests/lint/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      ...importXTypeScriptSettings,
      'import-x/resolver-next': [typeScriptResolver],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, ...featureZones, ...subFeatureZones] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    // A test may load demo data statically (the content registry is checked against the seed's blocks).
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': noStaticToolImports },
  },
  {
    // React lives in app/; Playwright's fixture callback `use` in tests/e2e is not a hook.
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['db/cli/**', 'scripts/**', 'bench/**', 'tests/**', 'server/main.ts'],
    rules: { 'no-console': 'off' },
  },
)
