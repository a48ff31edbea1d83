import { describe, expect, it } from 'vitest'
import { deferHydrationUntilFirstPaint } from './defer-hydration'

/** A document shaped like React Router's (7.x) output: modulepreloads in the head, the bootstrap in the body. */
function documentWith(bootstrap: string): string {
  return (
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
    '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>' +
    '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n"/>' +
    '<link rel="preload" as="image" href="/media/hero.svg"/>' +
    '<script nonce="n">window.x=1</script></head><body><main>Hello</main>' +
    `<script nonce="n" type="module" async="">${bootstrap}</script>` +
    '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>'
  )
}

const REACT_ROUTER_BOOTSTRAP =
  ';\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-D.js";\n' +
  '  window.__reactRouterManifest = {"url":"/assets/manifest-1.js"};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");'

describe('deferHydrationUntilFirstPaint', () => {
  const out = deferHydrationUntilFirstPaint(documentWith(REACT_ROUTER_BOOTSTRAP))
  const script = /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!

  it('takes the modulepreload links out of the document, and nothing else', () => {
    expect(out).not.toContain('rel="modulepreload"')
    expect(out).toContain('<link rel="preload" as="image" href="/media/hero.svg"/>')
    expect(out).toContain('<script nonce="n">window.x=1</script>')
    expect(out).toContain('<main>Hello</main>')
    expect(out).toContain('<script nonce="n">window.__reactRouterContext.streamController.close();</script>')
  })

  it('waits for a painted frame (or a second), then preloads the same chunks and imports the routes in order', () => {
    const waits = script.indexOf('requestAnimationFrame')
    const preloads = script.indexOf('["/assets/entry.client-A.js","/assets/framework-B.js"]')
    const root = script.indexOf('const route0 = await import("/assets/root-C.js");')
    const home = script.indexOf('const route1 = await import("/assets/home-D.js");')
    expect(waits).toBeGreaterThanOrEqual(0)
    expect(script).toContain('setTimeout(resolve, 1000)')
    expect(preloads).toBeGreaterThan(waits)
    expect(root).toBeGreaterThan(preloads)
    expect(home).toBeGreaterThan(root)
    expect(script).not.toMatch(/import \* as/)
    // React Router's own part of the script is kept as it was.
    expect(script.endsWith(REACT_ROUTER_BOOTSTRAP.slice(REACT_ROUTER_BOOTSTRAP.indexOf('  window.')))).toBe(true)
  })

  it('writes a script that runs: the route modules land in the table, in order, after the frame', async () => {
    const imported: string[] = []
    const appended: string[] = []
    const globals: Record<string, unknown> = {}
    const run = new Function(
      'requestAnimationFrame',
      'setTimeout',
      'document',
      'window',
      '__import',
      `return (async () => { ${script.replace(/\bimport\(/g, '__import(')} })()`,
    ) as (...args: unknown[]) => Promise<void>
    await run(
      (callback: () => void) => callback(),
      (callback: () => void) => callback(),
      {
        createElement: () => ({}) as { href?: string },
        head: { appendChild: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`) },
      },
      globals,
      async (href: string) => {
        imported.push(href)
        return { href }
      },
    )
    expect(appended).toEqual(['modulepreload /assets/entry.client-A.js', 'modulepreload /assets/framework-B.js'])
    expect(imported).toEqual(['/assets/root-C.js', '/assets/home-D.js', '/assets/entry.client-A.js'])
    expect(globals.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root-C.js' },
      'routes/home': { href: '/assets/home-D.js' },
    })
  })

  it('leaves a document alone when its bootstrap has another shape', () => {
    for (const other of [
      'import "/assets/side-effect.js";\nwindow.__reactRouterRouteModules = {};',
      ';\nimport * as route0 from "/assets/root-C.js";\nwindow.somethingElse = route0;',
      'console.log("not a bootstrap")',
    ]) {
      const html = documentWith(other)
      expect(deferHydrationUntilFirstPaint(html)).toBe(html)
    }
    expect(deferHydrationUntilFirstPaint('<p>fragment</p>')).toBe('<p>fragment</p>')
  })
})
