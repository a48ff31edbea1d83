import { Writable } from 'node:stream'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import {
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from 'react-router'
import { isDatabaseUnavailableError } from '../db/database-errors'
import { PERSONAL_PAGE_CACHE_CONTROL } from './lib/cache-control'
import { DocumentOnlyContext } from './lib/document-only'
import { documentOnlyValues } from './lib/document-only.server'

export const streamTimeout = 5_000

/**
 * A signed-in customer's render (the header shows their name; the root data carries it) is theirs alone, whatever
 * the route says for everyone else: `private, no-store`, so no browser, proxy or CDN keeps it for another visitor.
 * The server's page cache never sees it either: it passes by every request that carries the session cookie
 * (server/page-cache.ts).
 */
function keepPersonalRenderPrivate(headers: Headers, loadContext: AppLoadContext): void {
  if (loadContext.customer) headers.set('Cache-Control', PERSONAL_PAGE_CACHE_CONTROL)
}

/** Client-side navigations fetch the same loaders' data (`*.data`): the same rule. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  keepPersonalRenderPrivate(response.headers, context)
  return response
}

/**
 * Requests whose loader or action failed because the database cannot be reached. React Router hands the original
 * error only to handleError (the render sees a sanitised one in production), so it is noted here, per request.
 */
const outageRequests = new WeakSet<Request>()

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailableError(error)) {
    outageRequests.add(request)
    context.noteDatabaseFailure(error)
    return
  }
  // React Router's default: log what went wrong (an aborted request is not an error).
  if (!request.signal.aborted) console.error(error)
}

/** React Router's Node entry, plus the response's CSP nonce on every script it writes. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  keepPersonalRenderPrivate(responseHeaders, loadContext)
  // A loader that failed because the database cannot be reached: the error page is a 503 (retry soon), not a 500.
  if (outageRequests.has(request)) {
    responseStatusCode = 503
    responseHeaders.set('Retry-After', '5')
    responseHeaders.set('Cache-Control', 'no-store')
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.cspNonce
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Everyone gets the whole document at once, not a shell with Suspense boundaries streamed in later: loaders
    // return no deferred data, so waiting costs nothing, and late-arriving boundaries (the lazily loaded holiday
    // search form) would otherwise pop into place after first paint and shift the layout. It is also what the
    // page cache stores.
    const readyOption: keyof RenderToPipeableStreamOptions = 'onAllReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <DocumentOnlyContext.Provider value={documentOnlyValues(loadContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentOnlyContext.Provider>,
      {
        nonce,
        // The document goes out whole (onAllReady), so nothing is gained by streaming it in progressive chunks. With
        // React's default (12.8 kB) every finished Suspense boundary past the first chunk (the footer's newsletter
        // form, the lazily loaded holiday search form) was moved to the end of the document as a hidden copy, and
        // a script put it in place at least 300 ms after the first paint (React batches reveals), which re-laid out
        // the page after it was shown. Now every boundary is written in its place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true
          const status = responseStatusCode
          // The document is complete here (onAllReady), so it is collected into one buffer and sent as one chunk
          // rather than streamed: React writes it in 2 kB pieces, and each piece streamed on its own went through a
          // PassThrough, a web stream, the response, the compression middleware's zlib stream and a socket write:
          // about a tenth of a listing render's CPU (bench/README.md, "Fresh renders"). The HTML is byte for byte
          // the same; only its transfer is no longer chunked.
          const chunks: Buffer[] = []
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk)
              callback()
            },
            writev(pieces, callback) {
              for (const piece of pieces) chunks.push(piece.chunk as Buffer)
              callback()
            },
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'no-cache')
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }))
              callback()
            },
          })
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
