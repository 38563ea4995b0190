import { isLocale, type TodoReminderStage, type TodoWords, type Translations, writtenIn } from '@cq/shared';
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
  todo: { title: string; translations?: Translations<Pick<TodoWords, 'title'>>; deadline: Date },
  stage: TodoReminderStage,
): Message {
  const words = mailWords(r.language);
  // The to-do's title as staff wrote it in her language, or their English when they wrote none.
  const { title } = writtenIn({ title: todo.title }, todo.translations, isLocale(r.language) ? r.language : 'en').words;
  const values = { when: stage === 1 ? 'tomorrow' : 'week', todo: title };
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

export const todoReviewMail = defineMailMessages({
  title: { id: 'mail.todoReview.title', defaultMessage: 'A to-do needs another send' },
  preheader: { id: 'mail.todoReview.preheader', defaultMessage: 'The organisers sent “{todo}” back to you.' },
  intro: {
    id: 'mail.todoReview.intro',
    defaultMessage: 'The organisers looked at what you sent for “{todo}” and need you to send it again. Their reason:',
  },
  action: { id: 'mail.todoReview.action', defaultMessage: 'Open my to-dos' },
  body: {
    id: 'mail.todoReview.body',
    defaultMessage: 'Send it again from your dashboard before the deadline, {deadline} (UTC).',
  },
  subject: { id: 'mail.todoReview.subject', defaultMessage: '“{todo}” needs another send' },
});

/** What she sent for an item, sent back by staff: their reason in their words, the rest in her language. */
export function todoSentBackMessage(
  brand: MailBrand,
  r: MailRecipient,
  todo: { title: string; translations?: Translations<Pick<TodoWords, 'title'>>; deadline: Date },
  reason: string,
): Message {
  const words = mailWords(r.language);
  const { title } = writtenIn({ title: todo.title }, todo.translations, isLocale(r.language) ? r.language : 'en').words;
  const n = todoReviewMail;
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(n.title),
    preheader: words.t(n.preheader, { todo: title }),
    greeting: words.t(layoutMail.hello, { name: r.firstName }),
    intro: [words.t(n.intro, { todo: title }), reason],
    action: { label: words.t(n.action), url: siteLink(brand.publicUrl, words.path('/user/home')) },
    body: [words.t(n.body, { deadline: longDateTimeIn(words, todo.deadline) })],
  });
  return { kind: 'todo-sent-back', subject: words.t(n.subject, { todo: title }), html, text };
}
