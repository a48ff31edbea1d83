/** A tour page's path. Slugs already carry the tour code, so they are unique per brand and market. */
export function tourPath(slug: string): string {
  return `/tours/${slug}`
}
