import { ADMIN_CONTESTANT_MESSAGES, languagesWithoutVersion, REVIEW_MESSAGE_MAX } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { useFormat } from '#web/i18n/format';
import { type Translate, useT } from '#web/i18n/locale-context';
import { rejectionReasonsQuery } from '../api/rejection-reasons';
import { contestantsMessages as m } from '../messages';

// The same rule as the server's: a registration is never sent back without saying why, in a kept reason or a
// message of the reviewer's own.
const schemaIn = (t: Translate) =>
  z
    .object({
      reasonId: z.string(),
      message: z
        .string()
        .trim()
        .max(REVIEW_MESSAGE_MAX, t(m.messageTooLong, { max: REVIEW_MESSAGE_MAX })),
    })
    .superRefine((v, ctx) => {
      if (!v.reasonId && !v.message) {
        // The shared rule's words: the field translates them as it shows them.
        ctx.addIssue({ code: 'custom', path: ['message'], message: ADMIN_CONTESTANT_MESSAGES.rejectMessageRequired });
      }
    });
type Values = z.infer<ReturnType<typeof schemaIn>>;
const EMPTY: Values = { reasonId: '', message: '' };

/** Why she is sent back: a kept reason (she reads it in her language) or the reviewer's own message. */
export type SendBack = { reasonId: string } | { message: string };

/** Sends a registration back: the reason goes to the contestant by notification and e-mail. */
export function RejectDialog({
  open,
  name,
  busy,
  onCancel,
  onSend,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onSend: (why: SendBack) => void;
}) {
  const t = useT();
  const format = useFormat();
  const schema = useMemo(() => schemaIn(t), [t]);
  const reasons = useQuery({ ...rejectionReasonsQuery, enabled: open }).data ?? [];
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const error = form.formState.errors.message?.message;
  const chosen = reasons.find((r) => r._id === form.watch('reasonId'));
  const inEnglish = chosen ? languagesWithoutVersion(chosen.translations) : [];
  const close = () => {
    form.reset(EMPTY);
    onCancel();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) close();
      }}
      title={t(m.sendBackTitle)}
      description={t(m.sendBackDescription, { name })}
      dismissible={!busy}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((v) => onSend(v.reasonId ? { reasonId: v.reasonId } : { message: v.message }))}
        className="space-y-4"
      >
        {reasons.length > 0 ? (
          <Field id="reject-reason" label={t(m.reason)} hint={t(m.keptReasonHint)}>
            <select
              id="reject-reason"
              className={controlClass(false, 'text-sm')}
              aria-describedby={describedBy('reject-reason', { hint: true })}
              {...form.register('reasonId')}
            >
              <option value="">{t(m.ownMessage)}</option>
              {reasons.map((r) => (
                <option key={r._id} value={r._id}>
                  {r.label}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {chosen ? (
          <div className="rounded-xl border border-hairline bg-ivory/60 p-3 text-sm">
            <p lang="en" className="whitespace-pre-line text-ink">
              {chosen.text}
            </p>
            <p className="mt-2 text-xs text-muted">
              {inEnglish.length === 0
                ? t(m.readsOwnLanguage)
                : t(m.readsEnglish, {
                    languages: format.list(
                      inEnglish.map((l) => format.language(l)),
                      'unit',
                    ),
                  })}
            </p>
          </div>
        ) : (
          <Field id="reject-message" label={t(m.messageToHer)} required error={error}>
            <textarea
              id="reject-message"
              rows={5}
              maxLength={REVIEW_MESSAGE_MAX}
              className={controlClass(Boolean(error), 'text-sm')}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy('reject-message', { error })}
              {...form.register('message')}
            />
          </Field>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" variant="danger" busy={busy}>
            {t(m.sendBack)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
