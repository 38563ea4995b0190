import { type ContactMessage, HONEYPOT_FIELD, type Locale } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../../db/schema';
import { enqueueEmail } from '../../mail';
import { contactAcknowledgement, contactForOrganisers } from '../../mail/templates/inquiries';

/**
 * Stores a contact message and queues the acknowledgement and the organisers'
 * copy in the same transaction. A filled honeypot means a bot: it gets the
 * same answer, and nothing is stored or sent. Returns whether it was kept.
 */
export async function receiveContactMessage(
  app: FastifyInstance,
  input: ContactMessage,
  /** The language of the page it was sent from: the acknowledgement is written in it. */
  language: Locale = 'en',
): Promise<boolean> {
  if (input[HONEYPOT_FIELD]?.trim()) return false;
  const brand = await app.mail.brand();
  await app.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      requestType: input.requestType,
      message: input.message,
    });
    await enqueueEmail(tx, { to: input.email, ...contactAcknowledgement(brand, input, language) });
    await enqueueEmail(tx, { to: app.config.organisersEmail, ...contactForOrganisers(brand, input) });
  });
  app.mail.wake();
  return true;
}
