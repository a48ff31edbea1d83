/*
 * The mega menu's keyboard model (discovery §2.11; WAI-ARIA APG tabs pattern with automatic activation): in a tab
 * list, the arrow keys move to the previous or next tab, wrapping at the ends, and Home and End go to the first and
 * last. Tab leaves the list for the open panel (roving tabindex: only the selected tab is in the tab order).
 */

/** The tab index a key moves to from `current` among `count` tabs, or null when the key is not the tab list's. */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowUp':
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/** Discovery §9: the menu's document listeners are set up 100 ms after it mounts. */
export const MENU_SETUP_DELAY_MS = 100
/** Discovery §9: a resize is acted on 250 ms after the last resize event. */
export const MENU_RESIZE_DEBOUNCE_MS = 250
/** Discovery §9 breakpoints: the mega menu from lg (1024 px), the accordion up to md (1023 px). */
export const MEGA_MENU_MIN_WIDTH = 1024
