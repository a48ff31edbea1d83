import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  appDirectory: 'app',
  // Overridable so parallel work trees or test runs can build side by side.
  buildDirectory: process.env.ITINERA_BUILD_DIR ?? 'build',
  future: {
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    // Middleware would replace AppLoadContext (server/app.ts hands loaders their context); adopt it with v8.
    v8_middleware: false,
    v8_passThroughRequests: false,
    v8_viteEnvironmentApi: false,
  },
} satisfies Config
