import { Router } from 'express'
import type { ApiDependencies } from './router'

/** The search endpoints of the JSON API (filled in by its feature's issue). */
export function searchApi(_deps: ApiDependencies): Router {
  return Router({ caseSensitive: false })
}
