/*
 * The page's scripts start loading after its first paint, not while the browser is still working towards it.
 *
 * React Router writes a `<link rel="modulepreload">` for every script chunk into the head and one inline module
 * script at the end of the body that imports the route modules and then the entry (which hydrates). On a phone on a
 * slow line the 130 kB of script then shares the connection and the processor with the first paint, and every
 * chunk counts towards it: Lighthouse's simulation of slow 4G put the listing's first contentful paint at 2.4 s
 * with the scripts in the way and 0.9 s without (bench/README.md, "Lighthouse"; ADR 0033).
 *
 * So the served document (production only, app/entry.server.tsx) carries no modulepreload links, and the bootstrap
 * script waits for the first frame to be painted, then adds the same modulepreload links (the chunks load in
 * parallel, as before) and imports the route modules in the same order with `await import()` instead of static
 * imports. The rest of the script (the manifest, the route module table, the entry import) is React Router's own,
 * unchanged. The page is readable and its links and forms work from the first paint; it becomes interactive one
 * frame later than before plus the script download. A tab opened in the background paints no frame, so a timer
 * stands in for the frame after a second.
 *
 * The bootstrap is recognised by its exact shape (static namespace imports, then the route module table). Anything
 * else (a different React Router output) is left exactly as it was, so the page still hydrates the ordinary way;
 * an integration test on the real build notices that the deferral no longer applies.
 */

const MODULEPRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g
/** React Router's bootstrap: ';', then `import * as routeN from "…";` lines, then the rest. */
const BOOTSTRAP = /^\s*;?\s*((?:import \* as [A-Za-z_$][\w$]* from "[^"\\]+";\s*)+)([\s\S]*)$/
const NAMESPACE_IMPORT = /import \* as ([A-Za-z_$][\w$]*) from ("[^"\\]+");/g

/** Resolves after the browser has painted a frame (or after a second, where no frame comes). */
const AFTER_FIRST_PAINT =
  'await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); setTimeout(resolve, 1000) });'

function preloadScript(hrefs: readonly string[]): string {
  // `<` escaped so no href could end the script element.
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c')
  return (
    `for (const href of ${list}) {` +
    " const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href;" +
    ' document.head.appendChild(link) }'
  )
}

/** `html` with its scripts deferred until after the first paint, or `html` itself when its shape is not known. */
export function deferHydrationUntilFirstPaint(html: string): string {
  const match = [...html.matchAll(MODULE_SCRIPT)].find((candidate) => {
    const bootstrap = BOOTSTRAP.exec(candidate[2]!)
    return bootstrap !== null && bootstrap[2]!.includes('window.__reactRouterRouteModules')
  })
  if (!match) return html
  const [, imports, rest] = BOOTSTRAP.exec(match[2]!)!
  const before = html.slice(0, match.index)
  const after = html.slice(match.index + match[0].length)
  const hrefs: string[] = []
  const withoutPreloads = (part: string) =>
    part.replace(MODULEPRELOAD_LINK, (tag) => {
      const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
      if (href) hrefs.push(href)
      return ''
    })
  const head = withoutPreloads(before)
  const tail = withoutPreloads(after)
  const dynamicImports = imports!.replace(NAMESPACE_IMPORT, 'const $1 = await import($2);')
  const script = `${match[1]}${AFTER_FIRST_PAINT}\n${preloadScript(hrefs)}\n${dynamicImports}${rest}${match[3]}`
  return head + script + tail
}
