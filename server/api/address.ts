import { Router } from 'express'
import type { ApiDependencies } from './router'

/** The address endpoints of the JSON API (filled in by its feature's issue). */
export function addressApi(_deps: ApiDependencies): Router {
  return Router({ caseSensitive: false })
}
