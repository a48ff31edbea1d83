/*
 * After signing in or out the whole document is loaded afresh rather than navigated client-side: the header and
 * every loader must see the new session, and nothing from the signed-out page (or the shared page cache, which a
 * signed-in request never touches) may linger.
 */
export type NavigateTo = (url: string) => void

export const assignLocation: NavigateTo = (url) => {
  window.location.assign(url)
}
