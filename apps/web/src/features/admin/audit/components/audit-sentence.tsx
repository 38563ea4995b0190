import { type AuditEntryDto, type AuditRecordKind, auditRecordKind, isAuditAction } from '@cq/shared';
import { Link } from 'react-router';
import { Message, useT } from '#web/i18n/locale-context';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { auditActionMessages, auditMessages as m } from '../audit-messages';

/** How a record is named in a sentence when it has a name, and what it is called once it is gone. */
const NAMED: Partial<Record<AuditRecordKind, [MessageDescriptor, MessageDescriptor]>> = {
  contestant: [m.namedContestant, m.goneContestant],
  user: [m.namedUser, m.goneUser],
  invitation: [m.namedInvitation, m.goneInvitation],
  round: [m.namedRound, m.goneRound],
  vote: [m.namedVote, m.goneVote],
  order: [m.namedOrder, m.goneOrder],
  coupon: [m.namedCoupon, m.goneCoupon],
  theme: [m.namedTheme, m.goneTheme],
};

/** The back-office page an entry's record lives on; null when there is none (an export, a record since erased). */
export function recordPath(entry: AuditEntryDto): string | null {
  const id = entry.recordId ? encodeURIComponent(entry.recordId) : null;
  const kind = auditRecordKind(entry.action);
  switch (kind) {
    case 'contestant':
      return id && entry.recordName ? `/admin/contestants/${id}` : null;
    case 'user':
      return id && entry.recordName ? `/admin/users/${id}` : null;
    case 'round':
      return id && entry.recordName ? `/admin/judging/${id}` : null;
    case 'vote':
      return id && entry.recordName ? `/admin/voting/${id}` : null;
    case 'order':
      return entry.recordName ? `/admin/payments?q=${encodeURIComponent(entry.recordName)}` : null;
    case 'coupon':
      return '/admin/payments';
    case 'invitation':
    case 'retention':
      return '/admin/users';
    case 'show':
      return '/admin/show';
    case 'theme':
      return '/admin/theme';
    case 'setting':
      return '/admin/settings';
    case 'inquiry':
      return '/admin/inbox';
    case 'todo':
      return '/admin/todos';
    case 'campaign':
      return '/admin/bulk-email';
    case 'none':
      return null;
  }
}

/**
 * What happened, in one sentence: "Ana Silva approved Maria Lopez’s registration". The record's name links to
 * its page; an entry about a page rather than a named record ends with a link to it. An action the log no longer
 * writes reads "… made a change" (its summary says which).
 */
export function AuditSentence({ entry }: { entry: AuditEntryDto }) {
  const t = useT();
  const kind = auditRecordKind(entry.action);
  const path = recordPath(entry);
  const words = NAMED[kind];
  const subjectText = words ? (entry.recordName ? t(words[0], { name: entry.recordName }) : t(words[1])) : '';
  const named = Boolean(words && entry.recordName);
  const subject =
    named && path ? (
      <Link to={path} className="font-semibold text-primary-main hover:underline">
        {subjectText}
      </Link>
    ) : (
      <span className={named ? 'font-semibold' : undefined}>{subjectText}</span>
    );
  const message = isAuditAction(entry.action) ? auditActionMessages[entry.action] : m.unknown;
  return (
    <p className="text-ink">
      <Message
        message={message}
        values={{ actor: <span className="font-semibold">{entry.actorName ?? entry.actorEmail}</span>, subject }}
      />
      {path && !named ? (
        <>
          {' '}
          <Link to={path} className="text-xs font-semibold text-primary-main hover:underline">
            {t(m.open)}
          </Link>
        </>
      ) : null}
    </p>
  );
}
