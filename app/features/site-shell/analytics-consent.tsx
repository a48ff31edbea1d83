import { lazy, Suspense } from 'react'

/*
 * Analytics consent (discovery §7; PECR) as every page's root renders it: nothing at all without a Tag Manager
 * container (GTM_ID unset: no analytics cookies exist, so there is nothing to ask), and otherwise the banner and
 * loader of analytics-consent-banner.tsx, fetched as its own chunk, so pages without a container carry none of its
 * code in their first-load JavaScript.
 */

const AnalyticsConsentBanner = lazy(() =>
  import('./analytics-consent-banner').then((module) => ({ default: module.AnalyticsConsentBanner })),
)

export function AnalyticsConsent(props: { gtmId: string | null; nonce: string | undefined; brandName: string }) {
  if (!props.gtmId) return null
  return (
    <Suspense fallback={null}>
      <AnalyticsConsentBanner {...props} />
    </Suspense>
  )
}
