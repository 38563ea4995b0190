// The mail module: queue with enqueueEmail in the caller's transaction; templates use renderEmail.
export { type EmailContent, escapeHtml, type MailBrand, type RenderedEmail, renderEmail, siteLink } from './layout';
export { enqueueEmail, linksIn, type OutgoingEmail } from './outbox';
export { deliverPendingEmails, type MailService, mailPlugin } from './plugin';
export { backoffMs, OUTBOX_MAX_ATTEMPTS, runOutboxOnce } from './worker';
