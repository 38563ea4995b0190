import {
  BULK_EMAIL_BODY_MAX,
  BULK_EMAIL_MESSAGES,
  BULK_EMAIL_SUBJECT_MAX,
  type BulkEmailAttachment,
  type BulkEmailDraft,
  type BulkEmailTemplate,
  bulkEmailComposeSchema,
  CONTESTANT_PAYMENT_FILTERS,
  canReadJudgingRounds,
  MERGE_FIELDS,
  type BulkEmailPreview as Preview,
  REGISTRATION_CONTINENTS,
  REGISTRATION_STATUSES,
  zonedInstant,
  zonedWallTime,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Eye, FlaskConical, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { SelectControl } from '#web/components/ui/select-control';
import { useLocale, useText } from '#web/i18n/locale-context';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { ApiError, messageOf } from '#web/lib/api-client';
import { useSession } from '../../../session';
import { writtenMessages } from '../../components/written-messages';
import { roundsQuery } from '../../judging/api/judging-admin-api';
import { FormLanguageVersions } from '../../settings/components/language-versions';
import { bulkEmailListQuery, usePreviewBulkEmail, useSendBulkEmail, useSendTestBulkEmail } from '../api/bulk-emails';
import { bulkEmailMessages as m } from '../messages';
import { type BulkEmailWords, useBulkEmailWords } from '../use-bulk-email-words';
import { BulkEmailAttachments } from './bulk-email-attachments';
import { BulkEmailPreview } from './bulk-email-preview';
import { BulkEmailTemplates, type TemplateWords } from './bulk-email-templates';

type Input = z.input<typeof bulkEmailComposeSchema>;
type Output = z.output<typeof bulkEmailComposeSchema>;

/** The composer's own fields taken off: what the preview, the test and the send carry. */
function draftOf(v: Output): BulkEmailDraft {
  const { sendLater: _later, sendAtWall: _wall, ...draft } = v;
  return draft;
}
type AudienceKey = keyof NonNullable<Input['audience']>;

/** The audience's filters: each option's value as the server reads it, its words in the page's language. */
const AUDIENCE: {
  key: AudienceKey;
  label: MessageDescriptor;
  options: { value: string; label: (words: BulkEmailWords) => string }[];
}[] = [
  {
    key: 'status',
    label: m.status,
    options: REGISTRATION_STATUSES.map((s) => ({ value: s, label: (w) => w.registration(s) })),
  },
  {
    key: 'continent',
    label: m.continent,
    options: REGISTRATION_CONTINENTS.map((c) => ({ value: c, label: (w) => w.continent(c) })),
  },
  {
    key: 'paymentStatus',
    label: m.payment,
    options: CONTESTANT_PAYMENT_FILTERS.map((p) => ({ value: p, label: (w) => w.payment(p) })),
  },
  {
    key: 'delegate',
    label: m.delegate,
    options: [
      { value: 'yes', label: (w) => w.t(m.published) },
      { value: 'no', label: (w) => w.t(m.notPublished) },
    ],
  },
];

/** The form starts from the filters it was opened with (the contestants list passes its own). */
export function audienceFrom(params: URLSearchParams): Input['audience'] {
  const audience: Record<string, string> = {};
  for (const { key, options } of AUDIENCE) {
    const value = params.get(key);
    if (value && options.some((o) => o.value === value)) audience[key] = value;
  }
  return audience as Input['audience'];
}

/**
 * Writes one message to every contestant a filter selects: the audience, a subject and a message with merge
 * fields, a preview of the first copies, a test to oneself, then the send, confirmed with the number reached.
 */
export function BulkEmailForm({ initialAudience }: { initialAudience: Input['audience'] }) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(bulkEmailComposeSchema),
    defaultValues: {
      audience: initialAudience,
      subject: '',
      message: '',
      translations: {},
      sendLater: false,
      sendAtWall: '',
    },
  });
  // The organisers' time zone: a scheduled time is typed and shown on its clock.
  const list = useQuery(bulkEmailListQuery());
  const timeZone = list.data?.timeZone ?? 'UTC';
  const sendLater = form.watch('sendLater');
  const words = useBulkEmailWords();
  const { t } = words;
  const text = useText();
  const locale = useLocale();
  const { user } = useSession();
  // The delegates of a round, for staff who may read the rounds (the director, the auditors).
  const mayReadRounds = canReadJudgingRounds(user);
  const rounds = useQuery({ ...roundsQuery, enabled: mayReadRounds });
  const preview = usePreviewBulkEmail();
  const test = useSendTestBulkEmail();
  const send = useSendBulkEmail();
  const [shown, setShown] = useState<Preview | null>(null);
  const [attachments, setAttachments] = useState<BulkEmailAttachment[]>([]);
  const [confirming, setConfirming] = useState<{
    draft: BulkEmailDraft;
    recipients: number;
    fallback: number;
    /** When it starts, for a scheduled message. */
    sendAt: string | null;
  } | null>(null);
  // One id per message written: a retried send (a lost answer, a double click) is the same send.
  const requestId = useRef(crypto.randomUUID());
  const messageRef = useRef<HTMLTextAreaElement | null>(null);
  const { errors } = form.formState;

  const showServerErrors = (err: unknown, fallback: string) => {
    if (err instanceof ApiError && err.errors) {
      for (const [field, message] of Object.entries(err.errors)) {
        if (field === 'subject' || field === 'message' || field.startsWith('translations.')) {
          form.setError(field as Path<Input>, { type: 'server', message });
        }
        if (field === 'sendAt') form.setError('sendAtWall', { type: 'server', message });
      }
    }
    toast.error(messageOf(err, fallback));
  };

  const onPreview = form.handleSubmit((values) =>
    preview.mutate(draftOf(values), {
      onSuccess: setShown,
      onError: (err) => showServerErrors(err, t(m.previewFailed)),
    }),
  );
  const onTest = form.handleSubmit((values) =>
    test.mutate(draftOf(values), {
      onSuccess: (message) => toast.success(message ?? text(BULK_EMAIL_MESSAGES.testSent)),
      onError: (err) => showServerErrors(err, t(m.testFailed)),
    }),
  );
  const onSend = form.handleSubmit((values) => {
    const draft = draftOf(values);
    const sendAt = values.sendLater ? zonedInstant(values.sendAtWall, timeZone) : null;
    if (sendAt && sendAt.getTime() <= Date.now()) {
      form.setError(
        'sendAtWall',
        { type: 'validate', message: text(BULK_EMAIL_MESSAGES.pastTime) },
        { shouldFocus: true },
      );
      return;
    }
    preview.mutate(draft, {
      onSuccess: (p) => {
        setShown(p);
        if (p.recipients === 0) toast.error(text(BULK_EMAIL_MESSAGES.nobody));
        else
          setConfirming({
            draft,
            recipients: p.recipients,
            fallback: p.fallback,
            sendAt: sendAt?.toISOString() ?? null,
          });
      },
      onError: (err) => showServerErrors(err, t(m.checkFailed)),
    });
  });
  const confirmSend = () => {
    if (!confirming) return;
    send.mutate(
      {
        ...confirming.draft,
        requestId: requestId.current,
        sendAt: confirming.sendAt,
        ...(attachments.length ? { attachments: attachments.map((a) => a.id) } : {}),
      },
      {
        onSuccess: ({ message }) => {
          toast.success(
            message ?? text(confirming.sendAt ? BULK_EMAIL_MESSAGES.scheduled : BULK_EMAIL_MESSAGES.queued),
          );
          setConfirming(null);
          setShown(null);
          setAttachments([]);
          requestId.current = crypto.randomUUID();
          form.reset({
            audience: confirming.draft.audience,
            subject: '',
            message: '',
            translations: {},
            sendLater: false,
            sendAtWall: '',
          });
        },
        onError: (err) => {
          setConfirming(null);
          showServerErrors(err, t(m.sendFailed));
        },
      },
    );
  };

  const insertField = (field: string) => {
    const tag = `{{${field}}}`;
    const el = messageRef.current;
    const current = form.getValues('message') ?? '';
    const at = el ? el.selectionStart : current.length;
    const end = el ? el.selectionEnd : current.length;
    form.setValue('message', `${current.slice(0, at)}${tag}${current.slice(end)}`, { shouldDirty: true });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + tag.length, at + tag.length);
    });
  };

  const subjectError = errors.subject?.message;
  const messageError = errors.message?.message;
  const messageHint = t(m.messageHint);
  const { ref: registerMessageRef, ...messageField } = form.register('message');
  const sendAtError = errors.sendAtWall?.message;
  const sendAtHint = t(m.sendAtHint, { timeZone });
  const currentWords = (): TemplateWords => ({
    subject: form.getValues('subject') ?? '',
    message: form.getValues('message') ?? '',
    translations: (form.getValues('translations') ?? {}) as TemplateWords['translations'],
  });
  const fillFromTemplate = (template: BulkEmailTemplate) => {
    form.reset(
      {
        ...form.getValues(),
        subject: template.subject,
        message: template.message,
        translations: template.translations as Input['translations'],
      },
      { keepDefaultValues: true },
    );
    setShown(null);
    toast.success(t(m.inEditor, { name: template.name }));
  };
  return (
    <>
      <BulkEmailTemplates current={currentWords} onUse={fillFromTemplate} />
      <form noValidate onSubmit={onSend} aria-label={t(m.form)} className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{t(m.audience)}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {AUDIENCE.map(({ key, label, options }) => (
              <div key={key}>
                <label htmlFor={`bulk-${key}`} className="mb-1 block text-xs font-semibold text-muted">
                  {t(label)}
                </label>
                <SelectControl id={`bulk-${key}`} className="h-11 py-2 text-sm" {...form.register(`audience.${key}`)}>
                  <option value="">{t(m.any)}</option>
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label(words)}
                    </option>
                  ))}
                </SelectControl>
              </div>
            ))}
            {mayReadRounds ? (
              <div>
                <label htmlFor="bulk-roundId" className="mb-1 block text-xs font-semibold text-muted">
                  {t(m.round)}
                </label>
                <SelectControl id="bulk-roundId" className="h-11 py-2 text-sm" {...form.register('audience.roundId')}>
                  <option value="">{t(m.any)}</option>
                  {(rounds.data ?? []).map((r) => (
                    <option key={r.id} value={r.id}>
                      {t(m.roundOption, {
                        continent: r.continent ? words.continent(r.continent) : t(m.global),
                        name: r.name,
                        season: r.season,
                      })}
                    </option>
                  ))}
                </SelectControl>
              </div>
            ) : null}
          </div>
          <p className="mt-2 text-xs text-muted">{t(m.activeOnly)}</p>
        </fieldset>

        <Field id="bulk-subject" label={t(m.subject)} error={subjectError}>
          <input
            id="bulk-subject"
            maxLength={BULK_EMAIL_SUBJECT_MAX}
            aria-invalid={subjectError ? true : undefined}
            aria-describedby={describedBy('bulk-subject', { error: subjectError })}
            className={controlClass(Boolean(subjectError))}
            {...form.register('subject')}
          />
        </Field>

        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-ink">{t(m.mergeFields)}</legend>
          <div className="flex flex-wrap gap-2">
            {MERGE_FIELDS.map((f) => (
              <button
                key={f}
                type="button"
                onClick={() => insertField(f)}
                title={words.mergeField(f)}
                className="rounded-full border border-hairline bg-ivory px-3 py-1 font-mono text-xs text-primary-dark hover:border-primary-main hover:text-primary-main"
              >
                {/* The tag is what the organiser types into her message: the same in every language. */}
                <span translate="no">{`{{${f}}}`}</span>
                <span className="sr-only">
                  {t(m.mergeInsert, { field: words.mergeField(f).toLocaleLowerCase(locale) })}
                </span>
              </button>
            ))}
          </div>
        </fieldset>

        <Field id="bulk-message" label={t(m.message)} error={messageError} hint={messageHint}>
          <textarea
            id="bulk-message"
            rows={10}
            maxLength={BULK_EMAIL_BODY_MAX}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={describedBy('bulk-message', { error: messageError, hint: messageHint })}
            className={controlClass(Boolean(messageError))}
            {...messageField}
            ref={(el) => {
              registerMessageRef(el);
              messageRef.current = el;
            }}
          />
        </Field>

        <FormLanguageVersions
          form={form}
          id="bulk"
          parts={[
            { key: 'subject', label: t(m.subject) },
            { key: 'message', label: t(m.message), long: true },
          ]}
        />

        <BulkEmailAttachments files={attachments} onChange={setAttachments} />

        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{t(m.when)}</legend>
          <div className="flex flex-wrap gap-4 text-sm text-ink">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="bulk-when"
                checked={!sendLater}
                onChange={() => form.setValue('sendLater', false, { shouldDirty: true })}
              />
              {t(m.sendNow)}
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="bulk-when"
                checked={sendLater}
                onChange={() => {
                  form.setValue('sendLater', true, { shouldDirty: true });
                  // Starts from an hour ahead, on the organisers' clock.
                  if (!form.getValues('sendAtWall')) {
                    form.setValue('sendAtWall', zonedWallTime(new Date(Date.now() + 3600_000), timeZone));
                  }
                }}
              />
              {t(m.sendLater)}
            </label>
          </div>
          {sendLater ? (
            <div className="mt-3 max-w-xs">
              <Field id="bulk-send-at" label={t(m.sendAt, { timeZone })} error={sendAtError} hint={sendAtHint}>
                <input
                  id="bulk-send-at"
                  type="datetime-local"
                  aria-invalid={sendAtError ? true : undefined}
                  aria-describedby={describedBy('bulk-send-at', { error: sendAtError, hint: sendAtHint })}
                  className={controlClass(Boolean(sendAtError))}
                  {...form.register('sendAtWall')}
                />
              </Field>
            </div>
          ) : null}
        </fieldset>

        <div className="flex flex-wrap items-center justify-end gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={onPreview}
            busy={preview.isPending && !confirming}
            className="px-4 py-2.5"
          >
            <Eye className="h-4 w-4" aria-hidden /> {t(m.preview)}
          </Button>
          <Button type="button" variant="secondary" onClick={onTest} busy={test.isPending} className="px-4 py-2.5">
            <FlaskConical className="h-4 w-4" aria-hidden /> {t(m.sendTest)}
          </Button>
          <Button type="submit" busy={send.isPending} className="px-5 py-2.5">
            <Send className="h-4 w-4" aria-hidden /> {t(sendLater ? m.scheduleEllipsis : m.sendEllipsis)}
          </Button>
        </div>

        {shown ? <BulkEmailPreview preview={shown} /> : null}

        <ConfirmDialog
          open={confirming !== null}
          type="info"
          title={t(confirming?.sendAt ? m.confirmSchedule : m.confirmSend)}
          message={
            confirming
              ? `${
                  confirming.sendAt
                    ? t(m.confirmScheduleMessage, {
                        date: words.zoned(confirming.sendAt, timeZone),
                        count: confirming.recipients,
                      })
                    : t(m.confirmSendMessage, { count: confirming.recipients })
                } ${
                  confirming.fallback > 0
                    ? t(writtenMessages.recipientsInEnglish, { count: confirming.fallback })
                    : t(writtenMessages.recipientsEachOwn)
                }`
              : undefined
          }
          confirmText={
            confirming?.sendAt ? t(m.schedule) : confirming ? t(m.sendTo, { count: confirming.recipients }) : t(m.send)
          }
          busy={send.isPending}
          onConfirm={confirmSend}
          onCancel={() => setConfirming(null)}
        />
      </form>
    </>
  );
}
