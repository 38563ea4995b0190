import type { TodoReminderStage } from '@cq/shared';
import { type MailBrand, renderEmail } from '../layout';
import type { OutgoingEmail } from '../outbox';

type Message = Omit<OutgoingEmail, 'to'>;

const formatDeadline = (deadline: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(deadline);

/** A to-do of hers not done yet, 7 days or 1 day before its deadline. */
export function todoReminderMessage(
  brand: MailBrand,
  r: { firstName: string },
  todo: { title: string; deadline: Date },
  stage: TodoReminderStage,
  url: string,
): Message {
  const when = stage === 1 ? 'tomorrow' : 'in a week';
  const { html, text } = renderEmail({
    brand,
    title: `A to-do is due ${when}`,
    preheader: `“${todo.title}” is due ${when}.`,
    greeting: `Hello ${r.firstName},`,
    intro: [`“${todo.title}” is due ${when}, on ${formatDeadline(todo.deadline)} (UTC), and is not done yet.`],
    action: { label: 'Open my to-dos', url },
    body: ['You can complete it from your dashboard.'],
  });
  return { kind: 'todo-reminder', subject: `Reminder: “${todo.title}” is due ${when}`, html, text };
}
