/**
 * The global 'open search modal' event (discovery §2.4): anything on the page (the header button, a banner, a script
 * in page content) opens the full-screen 'Find my holiday' modal with
 * `window.dispatchEvent(new CustomEvent('itinera:open-search-modal'))`.
 */
export const OPEN_SEARCH_MODAL_EVENT = 'itinera:open-search-modal'

export function openSearchModal(): void {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH_MODAL_EVENT))
}
