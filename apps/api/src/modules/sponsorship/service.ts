import { HONEYPOT_FIELD, type Locale, type SponsorshipInquiry } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import { sponsorshipInquiries } from '../../db/schema';
import { enqueueEmail } from '../../mail';
import { sponsorshipAcknowledgement, sponsorshipForOrganisers } from '../../mail/templates/inquiries';

/** Stores a sponsorship inquiry and queues both e-mails; a filled honeypot is quietly dropped. */
export async function receiveSponsorshipInquiry(
  app: FastifyInstance,
  input: SponsorshipInquiry,
  /** The language of the page it was sent from: the acknowledgement is written in it. */
  language: Locale = 'en',
): Promise<boolean> {
  if (input[HONEYPOT_FIELD]?.trim()) return false;
  const brand = await app.mail.brand();
  await app.db.transaction(async (tx) => {
    await tx.insert(sponsorshipInquiries).values({
      firstName: input.firstName,
      title: input.title,
      organization: input.organization,
      location: input.location,
      email: input.email,
      contactNumber: input.contactNumber,
      reference: input.reference,
      interest: input.interest,
      proposal: input.proposal,
    });
    await enqueueEmail(tx, { to: input.email, ...sponsorshipAcknowledgement(brand, input, language) });
    await enqueueEmail(tx, { to: app.config.organisersEmail, ...sponsorshipForOrganisers(brand, input) });
  });
  app.mail.wake();
  return true;
}
