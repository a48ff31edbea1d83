import type { ReactNode, Ref } from 'react'

/*
 * Small pieces the account sections share: the section heading that takes focus when the section changes (the
 * layout moves focus to it), a block of content HTML, and the polite live region that announces results.
 */

export const SECTION_HEADING_ID = 'account-section-heading'

export function SectionHeading({
  children,
  headingRef,
}: {
  children: ReactNode
  headingRef?: Ref<HTMLHeadingElement>
}) {
  return (
    <h2 id={SECTION_HEADING_ID} className="account-section__title" tabIndex={-1} ref={headingRef}>
      {children}
    </h2>
  )
}

export function ContentHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  return html ? (
    <div className={className ?? 'account-section__intro'} dangerouslySetInnerHTML={{ __html: html }} />
  ) : null
}

/** A result the customer should hear: role=status (polite), or role=alert for an error. */
export function Announcement({ message, kind }: { message: string | null; kind: 'success' | 'error' }) {
  return (
    <div
      className={message ? `account-message account-message--${kind}` : 'account-message account-message--empty'}
      role={kind === 'error' ? 'alert' : 'status'}
      aria-live={kind === 'error' ? 'assertive' : 'polite'}
    >
      {message}
    </div>
  )
}
