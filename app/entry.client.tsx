import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { z } from 'zod'

// Zod would otherwise probe `new Function` to compile fast parsers; our CSP forbids eval, and the probe is reported
// as a CSP violation. Interpreted parsing is plenty fast for form and API payloads.
z.config({ jitless: true })

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
