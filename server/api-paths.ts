/*
 * Where the JSON API lives: every path under these prefixes, and the two checkout paths the spec puts at the root
 * (checkout §7). Errors on these paths are JSON (server/api-errors.ts); everywhere else they are pages or text.
 */
const API_PREFIXES = ['/umbraco/api/', '/umbraco/surface/', '/api/']
const API_ROOT_PATHS = ['/status-check', '/confirm-booking']

export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase()
  return API_PREFIXES.some((prefix) => lower.startsWith(prefix)) || API_ROOT_PATHS.includes(lower.replace(/\/$/, ''))
}
