/*
 * The page's own stylesheets written into the document's <head>, so the first paint waits for no stylesheet request
 * (a phone on a slow line otherwise pays a round trip or more for them before it shows anything; bench/README.md,
 * "Lighthouse"). A page's CSS is small (≈ 26 kB, ≈ 7 kB compressed with the document for the listing).
 *
 * Each `<link rel="stylesheet" href="/assets/…">` the build can supply keeps its place and gains, just before it, a
 * `<style data-inline-href="…">` with the file's text, so the cascade keeps its order. The link itself stays, marked
 * `disabled` (the browser neither fetches nor applies it), because React still owns it after hydration:
 *
 * - the route links (`<Links />`) hydrate by rel and href, so the element must be there;
 * - a component's `<link precedence>` is found by `link[rel="stylesheet"][href]` and counted as loaded, so React does
 *   not fetch it again.
 *
 * When a later client-side navigation renders a page whose stylesheet is not yet in the document, React adds a real
 * link for it, as before. Only the head is rewritten; the body is returned as it was.
 */

const LINK_TAG = /<link\b[^>]*>/gi

/** The value of attribute `name` in a start tag as React writes it (double-quoted), or null. */
function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)
  return match ? match[1]! : null
}

/** CSS text as the body of a <style> element: it can never end the element early. */
function styleBody(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style')
}

/**
 * `html` with its head's stylesheets inlined where `cssFor(href)` knows the file (null: leave the link alone). The
 * same html when nothing was inlined.
 */
export function inlineStylesheets(html: string, cssFor: (href: string) => string | null): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  const head = html.slice(0, headEnd)
  let changed = false
  const inlinedHead = head.replace(LINK_TAG, (tag) => {
    if (attribute(tag, 'rel')?.toLowerCase() !== 'stylesheet' || /\sdisabled\b/i.test(tag)) return tag
    const href = attribute(tag, 'href')
    if (href === null) return tag
    const css = cssFor(href)
    if (css === null) return tag
    changed = true
    const inertLink = tag.replace(/\s*\/?>$/, (end) => ` disabled=""${end.trim() === '/>' ? '/>' : '>'}`)
    return `<style data-inline-href="${href}">${styleBody(css)}</style>${inertLink}`
  })
  return changed ? inlinedHead + html.slice(headEnd) : html
}
