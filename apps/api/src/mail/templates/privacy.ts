import { DATA_EXPORT_TTL_HOURS } from '@cq/shared';
import { type MailBrand, renderEmail } from '../layout';
import type { OutgoingEmail } from '../outbox';

type Message = Omit<OutgoingEmail, 'to'>;

/** The copy of her data she asked for is ready: one link, which expires. */
export function dataExportReadyMessage(brand: MailBrand, r: { firstName: string }, url: string): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'Your data is ready to download',
    preheader: `The copy of your ${brand.siteName} data you asked for.`,
    greeting: `Hello ${r.firstName},`,
    intro: [
      'The copy of your data you asked for is ready: your account, your registration and each version of it, your notifications, your payments, what you agreed to, and the files you uploaded, in one ZIP file.',
    ],
    action: { label: 'Download my data', url },
    body: [
      `This link expires in ${DATA_EXPORT_TTL_HOURS} hours. After that, ask for a new copy from Account settings.`,
    ],
    footnote: 'If you did not ask for this, change your password and contact us: someone may be using your account.',
  });
  return { kind: 'data-export-ready', subject: `Your ${brand.siteName} data is ready to download`, html, text };
}
