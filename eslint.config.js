import js from '@eslint/js'
import { importX } from 'eslint-plugin-import-x'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/*
 * Dependencies point one way: routes → features → lib / components / db. The zones below make a wrong-way import
 * a lint error, and import-x/no-cycle forbids cycles anywhere. Server-only modules (*.server.ts) are kept out of
 * client bundles by React Router's build itself.
 */
const layerZones = [
  {
    target: './app/lib',
    from: ['./app/features', './app/routes', './app/components', './server', './db'],
    message: 'app/lib is the bottom layer: it imports nothing of the app.',
  },
  {
    target: './app/components',
    from: ['./app/features', './app/routes', './server'],
    message: 'UI primitives know no domain: no features or routes.',
  },
  {
    target: './app/features',
    from: ['./app/routes', './server'],
    message: 'Features never import routes or the server entry.',
  },
  {
    target: [
      './db/schema.ts',
      './db/database.server.ts',
      './db/migrate.server.ts',
      './db/dialect-columns.ts',
      './db/migrations',
    ],
    from: ['./app', './server'],
    message: 'The database layer stands below the app.',
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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['db/cli/**', 'scripts/**', 'bench/**', 'tests/**', 'server/main.ts'],
    rules: { 'no-console': 'off' },
  },
)
