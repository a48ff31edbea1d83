import type { BrandContext } from '../../context'
import { escapeHtml } from '../email/index.server'

/* The confirmation a new subscriber receives (through the outbox, app/features/email). */

export interface RenderedNewsletterEmail {
  subject: string
  text: string
  html: string
}

export function newsletterConfirmationEmail(brand: Pick<BrandContext, 'name'>, email: string): RenderedNewsletterEmail {
  const subject = `You have signed up to the ${brand.name} newsletter`
  const lines = [
    `Thank you for signing up to the ${brand.name} newsletter with ${email}.`,
    'We will send you our latest holidays, offers and brochures by e-mail.',
    'Every e-mail we send has a link to unsubscribe, and you can ask us to stop at any time.',
  ]
  return {
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  }
}
