import { Router } from 'express'
import type { ApiDependencies } from './router'

/** The tours endpoints of the JSON API (filled in by its feature's issue). */
export function tourApi(_deps: ApiDependencies): Router {
  return Router({ caseSensitive: false })
}
