import type { TodoReminderStage } from '@cq/shared';
import { defineMailMessages, layoutMail, mailWords } from '../i18n';
import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';
import { longDateTimeIn, type MailRecipient } from './format';

type Message = Omit<OutgoingEmail, 'to'>;

export const todosMail = defineMailMessages({
  title: {
    id: 'mail.todos.title',
    defaultMessage: '{when, select, tomorrow {A to-do is due tomorrow} other {A to-do is due in a week}}',
  },
  preheader: {
    id: 'mail.todos.preheader',
    defaultMessage: '{when, select, tomorrow {“{todo}” is due tomorrow.} other {“{todo}” is due in a week.}}',
  },
  intro: {
    id: 'mail.todos.intro',
    defaultMessage:
      '{when, select, tomorrow {“{todo}” is due tomorrow, on {deadline} (UTC), and is not done yet.} other {“{todo}” is due in a week, on {deadline} (UTC), and is not done yet.}}',
  },
  action: { id: 'mail.todos.action', defaultMessage: 'Open my to-dos' },
  body: { id: 'mail.todos.body', defaultMessage: 'You can complete it from your dashboard.' },
  subject: {
    id: 'mail.todos.subject',
    defaultMessage:
      '{when, select, tomorrow {Reminder: “{todo}” is due tomorrow} other {Reminder: “{todo}” is due in a week}}',
  },
});

const m = todosMail;

/** A to-do of hers not done yet, 7 days or 1 day before its deadline; the button opens her portal in her language. */
export function todoReminderMessage(
  brand: MailBrand,
  r: MailRecipient,
  todo: { title: string; deadline: Date },
  stage: TodoReminderStage,
): Message {
  const words = mailWords(r.language);
  const values = { when: stage === 1 ? 'tomorrow' : 'week', todo: todo.title };
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.title, values),
    preheader: words.t(m.preheader, values),
    greeting: words.t(layoutMail.hello, { name: r.firstName }),
    intro: [words.t(m.intro, { ...values, deadline: longDateTimeIn(words, todo.deadline) })],
    action: { label: words.t(m.action), url: siteLink(brand.publicUrl, words.path('/user/home')) },
    body: [words.t(m.body)],
  });
  return { kind: 'todo-reminder', subject: words.t(m.subject, values), html, text };
}
