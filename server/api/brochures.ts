import { Router } from 'express'
import type { ApiDependencies } from './router'

/** The brochures endpoints of the JSON API (filled in by its feature's issue). */
export function brochureApi(_deps: ApiDependencies): Router {
  return Router({ caseSensitive: false })
}
