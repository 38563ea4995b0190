import { CONTACT_REQUEST_LABELS, type InboxList, type InquiryDetail } from '@cq/shared';
import type { FoundMessage, InboxRow, Person, ReplyWithAuthor } from './repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const contactSummary = (requestType: string) => CONTACT_REQUEST_LABELS[requestType] ?? requestType;
const sponsorshipSummary = (organization: string, interest: string) => `${organization} · ${interest}`;

function summaryOf(row: InboxRow): string {
  return row.type === 'contact'
    ? contactSummary(row.requestType ?? '')
    : sponsorshipSummary(row.organization ?? '', row.interest ?? '');
}

/** The sender's name as the inbox shows it (a sponsorship enquiry gives a first name only). */
export const nameOf = (m: FoundMessage) =>
  m.type === 'contact' ? `${m.row.firstName} ${m.row.lastName}` : m.row.firstName;

/** One line of the inbox. */
export function toInboxItem(r: InboxRow): InboxList['inquiries'][number] {
  return {
    _id: r.id,
    type: r.type,
    name: r.name,
    email: r.email,
    summary: summaryOf(r),
    excerpt: r.excerpt,
    handled: r.handled,
    handledAt: iso(r.handledAt),
    createdAt: r.createdAt.toISOString(),
  };
}

const toPerson = (u: Person) => ({ _id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email });

/** One message with who handled it and every reply sent to it. */
export function toInquiryDetail(
  found: FoundMessage,
  handledBy: Person | null,
  replies: ReplyWithAuthor[],
): InquiryDetail {
  const { row } = found;
  const common = {
    _id: row.id,
    name: nameOf(found),
    email: row.email,
    handled: row.handled,
    handledAt: iso(row.handledAt),
    handledBy: handledBy ? toPerson(handledBy) : null,
    createdAt: row.createdAt.toISOString(),
    replies: replies.map(({ reply, author }) => ({
      _id: reply.id,
      toEmail: reply.toEmail,
      subject: reply.subject,
      body: reply.body,
      author: author ? { _id: author.id, name: `${author.f} ${author.l}`.trim(), email: author.e } : null,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
  if (found.type === 'contact') {
    const r = found.row;
    return {
      ...common,
      type: 'contact',
      summary: contactSummary(r.requestType),
      fields: { firstName: r.firstName, lastName: r.lastName, requestType: r.requestType, message: r.message },
    };
  }
  const r = found.row;
  return {
    ...common,
    type: 'sponsorship',
    summary: sponsorshipSummary(r.organization, r.interest),
    fields: {
      firstName: r.firstName,
      title: r.title,
      organization: r.organization,
      location: r.location,
      contactNumber: r.contactNumber,
      reference: r.reference,
      interest: r.interest,
      proposal: r.proposal,
    },
  };
}
