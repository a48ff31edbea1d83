/*
 * The e-mail feature's server services: queue an e-mail in the outbox (inside the caller's transaction) and deliver
 * pending ones over SMTP.
 */
export { enqueueEmail, escapeHtml, type OutgoingEmail } from './outbox.server'
export {
  MASKED_CREDENTIAL,
  maskCredentials,
  openEmailBody,
  outboxSeal,
  type OutboxSeal,
  type SealedEmailBody,
} from './credential-seal.server'
export {
  createOutboxDeliverer,
  createSmtpTransport,
  deliverPendingEmails,
  type DeliveryReport,
  type MailMessage,
  type MailTransport,
} from './sender.server'
export { originForLinks, renderLetter, type LetterBrand, type LetterParagraph } from './letter.server'
