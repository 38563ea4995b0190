import { ACCOUNT_MESSAGES, API_MESSAGES, SUPPORTED_LOCALES } from '@cq/shared';
import { argumentsOf } from '@cq/shared/test-support/message-arguments';
import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { createUser } from '../src/dev/factories';
import { buildContactMessage, buildSponsorshipInquiry } from '../src/dev/inquiry-factories';
import { createStaff, createSubmittedContestant } from '../src/dev/staff-factories';
import { layoutMail, MAIL_CATALOGUES, type MailMessage } from '../src/mail/i18n';
import { accountMail } from '../src/mail/templates/account';
import { bulkMessage } from '../src/mail/templates/bulk';
import { delegatesMail } from '../src/mail/templates/delegates';
import { feeReminderMail } from '../src/mail/templates/fee-reminders';
import { inboxMail } from '../src/mail/templates/inbox';
import { inquiriesMail } from '../src/mail/templates/inquiries';
import { invoiceDocumentMail } from '../src/mail/templates/invoice-document';
import { paymentRefundedMessage, paymentsMail } from '../src/mail/templates/payments';
import { dataExportReadyMessage, privacyMail } from '../src/mail/templates/privacy';
import { receiptDocumentMail } from '../src/mail/templates/receipt-document';
import { registrationMail, submittedMessage, updatedMessage } from '../src/mail/templates/registration';
import { correctionMessage, reviewMail } from '../src/mail/templates/review';
import { secondFactorMail } from '../src/mail/templates/second-factor';
import { todoReminderMessage, todoReviewMail, todosMail } from '../src/mail/templates/todos';
import { mailsTo } from './support/mail';
import { post } from './support/registration-helpers';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_AUTH_MULTIPLIER: '1000' } });

const MAIL_MESSAGES: MailMessage[] = [
  ...Object.values(layoutMail),
  ...Object.values(accountMail),
  ...Object.values(registrationMail),
  ...Object.values(reviewMail),
  ...Object.values(paymentsMail),
  ...Object.values(todosMail),
  ...Object.values(todoReviewMail),
  ...Object.values(privacyMail),
  ...Object.values(inquiriesMail),
  ...Object.values(inboxMail),
  ...Object.values(receiptDocumentMail),
  ...Object.values(invoiceDocumentMail),
  ...Object.values(delegatesMail),
  ...Object.values(secondFactorMail),
  ...Object.values(feeReminderMail),
];

describe('the e-mails’ catalogues', () => {
  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every e-mail message translated, compiling, with the English placeholders`, () => {
      const catalogue = MAIL_CATALOGUES[locale];
      const ids = new Set(MAIL_MESSAGES.map((m) => m.id));
      expect(Object.keys(catalogue).filter((id) => !ids.has(id))).toEqual([]);
      for (const message of MAIL_MESSAGES) {
        const translated = catalogue[message.id];
        expect(translated, `${locale}: ${message.id}`).toBeTruthy();
        expect(() => new MessageFormat(locale).compile(translated ?? ''), message.id).not.toThrow();
        expect(argumentsOf(translated ?? ''), `${locale}: ${message.id}`).toEqual(argumentsOf(message.defaultMessage));
      }
    });
  }
});

const register = (email: string, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    headers: language ? { 'accept-language': language } : {},
    payload: {
      firstName: 'Amira',
      lastName: 'Haddad',
      email,
      phoneNumber: '+20 100 555 0100',
      password: 'Lotus-Nile-Crown-47',
    },
  });

describe('a new account’s language', () => {
  it('is the page’s language she signed up on: the verification e-mail is written in it, its link in it', async () => {
    const email = 'amira.ar@example.com';
    expect((await register(email, 'ar')).statusCode).toBe(201);
    const [mail] = await mailsTo(t.db, email, 'verify-email');
    expect(mail?.subject).toBe('أكّدي عنوان بريدك الإلكتروني في Continental Queens');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.html).toContain('مرحبًا Amira،');
    expect(mail?.html).toMatch(/\/ar\/auth\/verify-email\/[A-Za-z0-9_-]+/);
    expect(mail?.text).toContain('يعمل هذا الرابط مرة واحدة فقط وتنتهي صلاحيته خلال 24 ساعة.');
  });

  it('is English from a browser that prefers none of ours, and the e-mail is word for word the English one', async () => {
    const email = 'amira.de@example.com';
    expect((await register(email, 'de-DE,de;q=0.9')).statusCode).toBe(201);
    const [mail] = await mailsTo(t.db, email, 'verify-email');
    expect(mail?.subject).toBe('Verify your email address for Continental Queens');
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
    expect(mail?.html).toContain('/auth/verify-email/');
    expect(mail?.html).not.toMatch(/\/(?:fr|es|pt|ar)\/auth\//);
  });

  it('changes with PUT /users/me/language, is answered with the user, and a reset link follows it', async () => {
    const user = await createUser(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    });
    const token = login.json().data.token as string;
    const put = (language: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/me/language',
        headers: { authorization: `Bearer ${token}` },
        payload: { language },
      });
    expect((await put('de')).statusCode).toBe(400);
    const res = await put('pt');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.language).toBe('pt');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.user.language).toBe('pt');
    await t.app.inject({ method: 'POST', url: '/api/users/password-reset-request', payload: { email: user.email } });
    const [mail] = await mailsTo(t.db, user.email, 'password-reset');
    expect(mail?.subject).toBe(`Redefina a sua senha do Continental Queens`);
    expect(mail?.html).toMatch(/\/pt\/auth\/reset-password\//);
    // Without an Accept-Language of ours, her answers come in her language.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'Not-my-password-9', newPassword: 'Velvet-Sash-Moonrise-7' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['content-language']).toBe('pt');
    expect(wrong.json().errors.currentPassword).not.toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
  });
});

describe('the API’s messages', () => {
  it('are answered in the language the request asks for, and in English word for word otherwise', async () => {
    const ask = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
        payload: '{"email":',
      });
    const english = await ask();
    expect(english.json().message).toBe(API_MESSAGES.invalidJson);
    expect(english.headers['content-language']).toBe('en');
    for (const language of ['fr-FR,fr;q=0.9', 'es', 'pt-BR', 'ar']) {
      const res = await ask(language);
      expect(res.statusCode).toBe(400);
      expect(res.json().message, language).not.toBe(API_MESSAGES.invalidJson);
      expect(res.json().code).toBe('bad_request');
    }
  });

  it('translate each field’s error of a refused form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'accept-language': 'fr' },
      payload: {
        firstName: '',
        lastName: 'Haddad',
        email: 'not-an-address',
        phoneNumber: '+33 6 00 00 00 00',
        password: 'x',
      },
    });
    expect(res.statusCode).toBe(400);
    const { message, errors } = res.json();
    expect(message).not.toBe(API_MESSAGES.checkFields);
    expect(errors.email).not.toBe(ACCOUNT_MESSAGES.validEmail);
    expect(errors.firstName).not.toBe(ACCOUNT_MESSAGES.firstNameRequired);
  });
});

describe('the registration e-mails', () => {
  const when = new Date('2026-03-14T09:30:00Z');

  it('confirm a submission in French, with the date the French way and links to the French portal', async () => {
    const brand = await t.app.mail.brand();
    const mail = submittedMessage(brand, { firstName: 'Élodie', language: 'fr' }, when);
    expect(mail.subject).toBe('Inscription reçue\u00a0: Continental Queens');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.text).toContain('Bonjour Élodie,');
    expect(mail.text).toContain('Nous l’avons reçue le 14 mars 2026 à 09:30 UTC.');
    expect(mail.html).toContain('/fr/user/register');
    const updated = updatedMessage(brand, { firstName: 'Élodie', language: 'fr' }, 2);
    expect(updated.text).toContain('Il vous reste 2 modifications.');
  });

  it('are written in Arabic, right to left, with Western digits', async () => {
    const brand = await t.app.mail.brand();
    const mail = updatedMessage(brand, { firstName: 'Amira', language: 'ar' }, 1);
    expect(mail.subject).toBe('تم تحديث التسجيل: Continental Queens');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('تبقّى لكِ تعديل واحد.');
    expect(mail.html).toContain('/ar/user/register');
    expect(submittedMessage(brand, { firstName: 'Amira', language: 'ar' }, when).text).toContain('14 مارس 2026');
  });

  it('stay word for word the English ones for an English account', async () => {
    const brand = await t.app.mail.brand();
    const mail = submittedMessage(brand, { firstName: 'Grace', language: 'en' }, when);
    expect(mail.subject).toBe('Registration received: Continental Queens');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).toContain(
      'Thank you for registering for Continental Queens. We received your registration on Sat, 14 Mar 2026 09:30:00 GMT.',
    );
    expect(mail.text).not.toMatch(/\/(?:fr|es|pt|ar)\/user\//);
    expect(updatedMessage(brand, { firstName: 'Grace', language: 'en' }, 1).text).toContain(
      'You have 1 edit remaining.',
    );
  });
});

describe('the review e-mails', () => {
  const decide = async (language: string, decision: string, message?: string) => {
    const reviewer = await createStaff(t.app, 'admin', [{ resource: 'contestants', actions: ['read', 'update'] }]);
    const { user, contestant } = await createSubmittedContestant(t.db, { firstName: 'Amara', language });
    const res = await post(t.app, `/api/admin/contestants/${contestant.id}/decision`, reviewer.headers, {
      decision,
      version: contestant.version,
      ...(message ? { message } : {}),
    });
    expect(res.statusCode).toBe(200);
    return mailsTo(t.db, user.email);
  };

  it('tell a French contestant in French that her registration is approved', async () => {
    const [mail] = await decide('fr', 'approve');
    expect(mail?.subject).toBe('Votre inscription est approuvée\u00a0: Continental Queens');
    expect(mail?.text).toContain(
      'Notre équipe a examiné votre inscription au concours Continental Queens et l’a approuvée.',
    );
    expect(mail?.html).toContain('/fr/user/home');
  });

  it('tell an Arabic contestant in Arabic, right to left, what to change, with the staff’s words as written', async () => {
    const [mail] = await decide('ar', 'reject', 'Please upload a clearer scan.');
    expect(mail?.subject).toBe('تسجيلكِ بحاجة إلى انتباهكِ: Continental Queens');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.text).toContain('افتحي بوابتكِ، وابدئي تعديلًا');
    expect(mail?.text).toContain('Please upload a clearer scan.');
  });

  it('name the corrected field in her language, and as the form names it in English', async () => {
    const brand = await t.app.mail.brand();
    const change = {
      label: 'Emergency contact city',
      field: 'emergencyContact.address.city',
      before: null,
      after: 'Lyon',
      reason: 'Typo',
    };
    const fr = correctionMessage(brand, { firstName: 'Élodie', language: 'fr' }, change);
    expect(fr.subject).toBe('Nous avons corrigé votre inscription\u00a0: Continental Queens');
    expect(fr.text).toContain(
      'Notre équipe a corrigé un élément de votre inscription\u00a0: Ville du contact d’urgence.',
    );
    expect(fr.text).toContain('Avant\u00a0: (vide). Maintenant\u00a0: Lyon.');
    const en = correctionMessage(brand, { firstName: 'Grace', language: 'en' }, change);
    expect(en.text).toContain('Our team corrected one detail of your registration: Emergency contact city.');
    expect(en.text).toContain('Before: (empty). Now: Lyon.');
  });

  it('stay word for word the English ones for an English account', async () => {
    const [mail] = await decide('en', 'approve');
    expect(mail?.subject).toBe('Your registration is approved: Continental Queens');
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
    expect(mail?.text).toContain(
      'Congratulations. Our team has reviewed your registration for Continental Queens and approved it.',
    );
  });
});

describe('the payment e-mails', () => {
  const recordPayment = async (language: string, method: string) => {
    const treasurer = await createStaff(t.app, 'admin', [{ resource: 'payments', actions: ['read', 'update'] }]);
    const user = await createUser(t.db, { firstName: 'Amara', language });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/manual-payment`,
      headers: treasurer.headers,
      payload: { method, reference: `BANK-${language}-${method}`, note: 'A scholarship from the organisers' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(t.db, user.email);
    return mail;
  };

  it('give a French contestant her receipt in French, the amount and the way she paid the French way', async () => {
    const mail = await recordPayment('fr', 'bank_transfer');
    expect(mail?.kind).toBe('payment-receipt');
    expect(mail?.subject).toBe('Paiement reçu\u00a0: frais d’inscription au concours Continental Queens');
    expect(mail?.text).toMatch(/Montant réglé\u00a0: [\d\s\u202f\u00a0]+,00\u00a0\$US/);
    expect(mail?.text).toContain('Moyen de paiement\u00a0: Virement bancaire');
    expect(mail?.html).toContain('/fr/user/register');
  });

  it('tell an Arabic contestant, right to left, that her fee is waived', async () => {
    const mail = await recordPayment('ar', 'waiver');
    expect(mail?.kind).toBe('fee-waived');
    expect(mail?.subject).toBe('أُعفيتِ من رسوم التسجيل في Continental Queens');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.text).toContain('خبر سار: أعفاكِ المنظِّمون من رسوم التسجيل');
  });

  it('write a refund in Arabic with Western digits', async () => {
    const brand = await t.app.mail.brand();
    const mail = paymentRefundedMessage(brand, {
      firstName: 'Amira',
      language: 'ar',
      amountMinor: 15000,
      currency: 'USD',
      reference: 'CQ-2026-7',
      provider: 'stripe',
    });
    expect(mail.subject).toBe('استرداد رسوم تسجيلكِ في Continental Queens');
    expect(mail.text).toContain('150.00');
    expect(mail.text).not.toMatch(/[\u0660-\u0669]/);
  });

  it('stay word for word the English ones for an English account', async () => {
    const mail = await recordPayment('en', 'bank_transfer');
    expect(mail?.subject).toBe('Payment received: Continental Queens registration fee');
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
    expect(mail?.text).toContain('Payment method: Bank transfer');
    expect(mail?.text).toMatch(/Amount paid: \$[\d,]+\.00/);
  });
});

describe('the to-do reminders', () => {
  const todo = { title: 'Travel details', deadline: new Date('2026-06-11T09:00:00Z') };

  it('remind a French delegate in French, with the deadline the French way and her portal in French', async () => {
    const brand = await t.app.mail.brand();
    const mail = todoReminderMessage(brand, { firstName: 'Élodie', language: 'fr' }, todo, 1);
    expect(mail.subject).toBe('Rappel\u00a0: «\u00a0Travel details\u00a0» arrive à échéance demain');
    expect(mail.text).toContain('le 11 juin 2026 à 09:00 (UTC), et n’est pas encore accomplie.');
    expect(mail.html).toContain('/fr/user/home');
  });

  it('remind an Arabic delegate in Arabic, right to left', async () => {
    const brand = await t.app.mail.brand();
    const mail = todoReminderMessage(brand, { firstName: 'Amira', language: 'ar' }, todo, 7);
    expect(mail.subject).toBe('تذكير: يحين موعد «Travel details» بعد أسبوع');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('يمكنكِ إنجازها من لوحة التحكم.');
    expect(mail.text).toContain('11 يونيو 2026');
  });

  it('stay word for word the English ones for an English account', async () => {
    const brand = await t.app.mail.brand();
    const mail = todoReminderMessage(brand, { firstName: 'Grace', language: 'en' }, todo, 7);
    expect(mail.subject).toBe('Reminder: “Travel details” is due in a week');
    expect(mail.text).toContain(
      '“Travel details” is due in a week, on 11 June 2026 at 09:00 (UTC), and is not done yet.',
    );
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).not.toMatch(/\/(?:fr|es|pt|ar)\/user\//);
  });
});

describe('the data export e-mail', () => {
  const url = 'https://example.com/api/privacy/exports/abc';

  it('is written in French or in Arabic (right to left) for an account in that language', async () => {
    const brand = await t.app.mail.brand();
    const fr = dataExportReadyMessage(brand, { firstName: 'Élodie', language: 'fr' }, url);
    expect(fr.subject).toBe('Vos données Continental Queens sont prêtes à être téléchargées');
    expect(fr.text).toContain('Ce lien expire dans 72 heures.');
    const ar = dataExportReadyMessage(brand, { firstName: 'Amira', language: 'ar' }, url);
    expect(ar.subject).toBe('بياناتك في Continental Queens جاهزة للتنزيل');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.text).toContain('تنتهي صلاحية هذا الرابط خلال 72 ساعة.');
  });

  it('stays word for word the English one for an English account', async () => {
    const brand = await t.app.mail.brand();
    const mail = dataExportReadyMessage(brand, { firstName: 'Grace', language: 'en' }, url);
    expect(mail.subject).toBe('Your Continental Queens data is ready to download');
    expect(mail.text).toContain('This link expires in 72 hours. After that, ask for a new copy from Account settings.');
  });
});

describe('the acknowledgement of a message or an inquiry', () => {
  let ip = 10;
  const send = (url: string, payload: object, language?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `203.0.113.${ip++}`,
      headers: language ? { 'accept-language': language } : {},
    });

  it('is written in the language of the page the contact form was sent from; the organisers’ copy stays English', async () => {
    const input = buildContactMessage({ firstName: 'Élodie', requestType: 'media' });
    expect((await send('/api/contact', input, 'fr-FR,fr;q=0.9')).statusCode).toBe(201);
    const [mail] = await mailsTo(t.db, input.email, 'contact-acknowledgement');
    expect(mail?.subject).toBe('Nous avons bien reçu votre message · Continental Queens');
    expect(mail?.text).toContain('Type de demande\u00a0: Demande presse.');
    expect(mail?.text).toContain(input.message);
    const [copy] = await mailsTo(t.db, t.app.config.organisersEmail, 'contact-organisers');
    expect(copy?.subject).toBe('[Contact] Media request from Élodie Mokoena');
    expect(copy?.html).toContain('<html lang="en" dir="ltr">');
  });

  it('thanks a would-be sponsor in Arabic, right to left, for an inquiry sent from an Arabic page', async () => {
    const input = buildSponsorshipInquiry();
    expect((await send('/api/sponsorship', input, 'ar')).statusCode).toBe(201);
    const [mail] = await mailsTo(t.db, input.email, 'sponsorship-acknowledgement');
    expect(mail?.subject).toBe('طلب الرعاية الخاص بك · Continental Queens');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.text).toContain('مجال الاهتمام: رعاية الفعاليات / الدعم المالي.');
    expect(mail?.html).toContain('/ar/sponsorship');
  });

  it('stays word for word the English one from an English page', async () => {
    const input = buildContactMessage({ requestType: 'General Inquiry' });
    expect((await send('/api/contact', input)).statusCode).toBe(201);
    const [mail] = await mailsTo(t.db, input.email, 'contact-acknowledgement');
    expect(mail?.subject).toBe('We received your message · Continental Queens');
    expect(mail?.text).toContain('Your inquiry: General question or comment.');
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
  });
});

describe('the answer to a message from the inbox', () => {
  const reply = async (language: string | null) => {
    const editor = await createStaff(t.app, 'editor', [{ resource: 'inquiries', actions: ['read', 'update'] }]);
    const email = `writer-${language ?? 'none'}@example.com`;
    if (language) await createUser(t.db, { email, firstName: 'Amira', language });
    const [row] = await t.db
      .insert(contactMessages)
      .values(buildContactMessage({ firstName: 'Amira', email }))
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/inquiries/contact/${row?.id}/reply`,
      headers: editor.headers,
      payload: { subject: 'Your visit', message: 'Dear Amira,\n\nWe would be glad to meet you.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(t.db, email, 'inquiry-reply');
    return mail;
  };

  it('keeps the staff’s words and writes its own in the language of the account with that address', async () => {
    const mail = await reply('ar');
    expect(mail?.subject).toBe('Your visit');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.text).toContain('We would be glad to meet you.');
    expect(mail?.text).toContain('أرسل فريق Continental Queens هذه الرسالة ردًّا على رسالتك.');
  });

  it('is word for word the English one when no account of another language has that address', async () => {
    const mail = await reply(null);
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
    expect(mail?.text).toContain('This message was sent by the Continental Queens team in answer to your message.');
    expect(mail?.text).toMatch(/You wrote on \w{3}, \d{2} \w{3} \d{4} [\d:]+ GMT:/);
  });
});

describe('a bulk message', () => {
  it('goes as staff wrote it, its button and small print in each recipient’s language', async () => {
    const staff = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read', 'update'] }]);
    for (const [firstName, language] of [
      ['Élodie', 'fr'],
      ['Amira', 'ar'],
      ['Grace', 'en'],
    ]) {
      await createSubmittedContestant(t.db, { firstName, language }, { continent: 'Australia/Oceania' });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bulk-emails/preview',
      headers: staff.headers,
      payload: {
        audience: { continent: 'Australia/Oceania' },
        subject: 'Rehearsals',
        message: 'Dear {{firstName}},\n\nRehearsals start on Monday.',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const samples: { subject: string; text: string }[] = res.json().data.samples;
    const of = (name: string) => samples.find((c) => c.text.includes(`Dear ${name},`));
    expect(samples.map((c) => c.subject)).toEqual(['Rehearsals', 'Rehearsals', 'Rehearsals']);
    expect(of('Élodie')?.text).toContain('Rehearsals start on Monday.');
    expect(of('Élodie')?.text).toContain('Pour répondre, répondez simplement à cet e-mail');
    expect(of('Élodie')?.text).toContain('/fr/user/home');
    expect(of('Élodie')?.text).toMatch(/Se désabonner de ces messages\u00a0: http\S+\/fr\/unsubscribe\?token=…/);
    expect(of('Amira')?.text).toContain('للرد، ردّي على هذه الرسالة، فهي تصل إلى المنظِّمين.');
    expect(of('Grace')?.text).toContain('To answer, reply to this e-mail: it reaches the organisers.');
    expect(of('Grace')?.text).toMatch(/Unsubscribe from these messages: http\S+[^a-z]\/unsubscribe\?token=…/);
  });

  it('is laid out right to left for an Arabic account, and word for word the English one otherwise', async () => {
    const brand = await t.app.mail.brand();
    const content = {
      subject: 'Rehearsals',
      message: 'Rehearsals start on Monday.',
      unsubscribeUrl: 'https://x.test/u',
    };
    const ar = bulkMessage(brand, { ...content, language: 'ar' });
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.text).toContain('إلغاء الاشتراك في هذه الرسائل: https://x.test/u');
    const en = bulkMessage(brand, content);
    expect(en.html).toContain('<html lang="en" dir="ltr">');
    expect(en.text).toContain('Go to my portal:');
  });
});
