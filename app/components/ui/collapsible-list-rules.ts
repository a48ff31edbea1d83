/*
 * The show more / show less rule of a CollapsibleList. Pure: the server render and the browser agree on how many
 * items are visible, so nothing shifts on hydration.
 */

/** How many items of a show more / show less list are visible. A non-positive page size shows everything. */
export function visibleCount(total: number, numberToShowOnPageLoad: number, expanded: boolean): number {
  if (expanded || numberToShowOnPageLoad <= 0) return total
  return Math.min(total, numberToShowOnPageLoad)
}

/** Whether the list needs its show more / show less toggle at all. */
export function needsShowMore(total: number, numberToShowOnPageLoad: number): boolean {
  return numberToShowOnPageLoad > 0 && total > numberToShowOnPageLoad
}
