import {
  canStaff,
  languagesWithoutVersion,
  REJECTION_REASON_MESSAGES,
  type RejectionReason,
  rejectionReasonInputSchema,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { useFormat } from '../../../i18n/format';
import { useT, useText } from '../../../i18n/locale-context';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useSession } from '../../session';
import { AdminPage, ErrorNotice, Panel } from '../components/admin-page';
import { FormLanguageVersions } from '../settings/components/language-versions';
import { rejectionReasonsQuery, useDeleteRejectionReason, useSaveRejectionReason } from './api/rejection-reasons';
import { contestantsMessages as m } from './messages';

type FormInput = z.input<typeof rejectionReasonInputSchema>;
type FormOutput = z.output<typeof rejectionReasonInputSchema>;

const EMPTY: FormInput = { label: '', text: '', translations: {} };

/** Adds a reason, or (with `reason`) changes it; registrations already sent back keep the words they were sent. */
export function RejectionReasonForm({ reason, onDone }: { reason?: RejectionReason; onDone?: () => void }) {
  const t = useT();
  const text = useText();
  const save = useSaveRejectionReason();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(rejectionReasonInputSchema),
    defaultValues: reason ? { label: reason.label, text: reason.text, translations: reason.translations ?? {} } : EMPTY,
  });
  const idOf = (name: string) => (reason ? `reason-${reason._id}-${name}` : `reason-${name}`);
  const { errors } = form.formState;
  const err = (name: 'label' | 'text') => errors[name]?.message;
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: reason?._id, input },
      {
        onSuccess: (res) => {
          toast.success(
            res.message ?? text(reason ? REJECTION_REASON_MESSAGES.updated : REJECTION_REASON_MESSAGES.created),
          );
          if (reason) onDone?.();
          else form.reset(EMPTY);
        },
        onError: (e) => {
          // The server names each field as the form does (e.g. translations.fr.text).
          if (e instanceof ApiError && e.status === 400 && e.errors) {
            for (const [field, message] of Object.entries(e.errors)) {
              form.setError(field as keyof FormInput, { type: 'server', message });
            }
          }
          toast.error(messageOf(e, t(m.reasonSaveFailed)));
        },
      },
    ),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      aria-label={reason ? t(m.changeReason, { label: reason.label }) : t(m.addAReason)}
    >
      <Field
        id={idOf('label')}
        label={t(m.reasonName)}
        hint={t(m.reasonNameHint)}
        error={err('label')}
        required
        className="sm:col-span-2"
      >
        <input
          id={idOf('label')}
          aria-invalid={err('label') ? true : undefined}
          aria-describedby={describedBy(idOf('label'), { error: err('label'), hint: true })}
          className={controlClass(Boolean(err('label')))}
          {...form.register('label')}
        />
      </Field>
      <Field id={idOf('text')} label={t(m.reasonEnglish)} error={err('text')} required className="sm:col-span-2">
        <textarea
          id={idOf('text')}
          rows={4}
          lang="en"
          aria-invalid={err('text') ? true : undefined}
          aria-describedby={describedBy(idOf('text'), { error: err('text') })}
          className={controlClass(Boolean(err('text')))}
          {...form.register('text')}
        />
      </Field>
      <FormLanguageVersions
        form={form}
        id={idOf('translations')}
        parts={[{ key: 'text', label: t(m.reason), long: true }]}
      />
      <div className="sm:col-span-2">
        <Button type="submit" busy={save.isPending} className="px-5 py-2.5">
          {reason ? t(m.saveReason) : t(m.addTheReason)}
        </Button>
      </div>
    </form>
  );
}

function ReasonActions({ reason }: { reason: RejectionReason }) {
  const t = useT();
  const text = useText();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteRejectionReason();
  return (
    <>
      <span className="flex gap-1">
        <Button variant="ghost" className="px-3 py-1.5" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
          {editing ? t(m.close) : t(m.change)} <span className="sr-only">{reason.label}</span>
        </Button>
        <Button variant="ghost" className="px-3 py-1.5" onClick={() => setDeleting(true)}>
          {t(m.delete)} <span className="sr-only">{reason.label}</span>
        </Button>
      </span>
      {editing ? (
        <div className="mt-3 w-full rounded-xl border border-hairline p-4">
          <RejectionReasonForm reason={reason} onDone={() => setEditing(false)} />
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting}
        type="danger"
        title={t(m.deleteTitle)}
        message={t(m.deleteMessage, { label: reason.label })}
        confirmText={t(m.delete)}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(reason._id, {
            onSuccess: (res) => {
              setDeleting(false);
              toast.success(res.message ?? text(REJECTION_REASON_MESSAGES.deleted));
            },
            onError: (e) => toast.error(messageOf(e, t(m.reasonDeleteFailed))),
          })
        }
      />
    </>
  );
}

/** The languages whose contestants read a reason's English, named for staff. */
function EnglishFor({ reason }: { reason: RejectionReason }) {
  const t = useT();
  const format = useFormat();
  const missing = languagesWithoutVersion(reason.translations);
  return missing.length === 0
    ? t(m.everyLanguage)
    : t(m.englishFor, {
        languages: format.list(
          missing.map((l) => format.language(l)),
          'unit',
        ),
      });
}

/** /admin/contestants/reasons — the reasons reviewers choose from when sending a registration back. */
export default function RejectionReasonsPage() {
  const t = useT();
  const { user } = useSession();
  const mayUpdate = canStaff(user, 'contestants', 'update');
  const { data, error, isPending } = useQuery(rejectionReasonsQuery);
  return (
    <AdminPage
      title={t(m.reasonsTitle)}
      description={t(m.reasonsDescription)}
      actions={
        <Link to="/admin/contestants" className="text-sm font-semibold text-primary-main underline">
          {t(m.backToContestants)}
        </Link>
      }
    >
      <ErrorNotice error={error} />
      {mayUpdate ? (
        <Panel title={t(m.addAReason)} className="mb-6">
          <RejectionReasonForm />
        </Panel>
      ) : null}
      {isPending ? <p className="text-sm text-muted">{t(m.loading)}</p> : null}
      {data ? (
        <Panel title={t(m.reasons)}>
          {data.length === 0 ? (
            <p className="text-sm text-muted">{t(m.noReasons)}</p>
          ) : (
            <ul className="divide-y divide-hairline">
              {data.map((r) => (
                <li key={r._id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
                  <span>
                    <span className="font-semibold">{r.label}</span> · <EnglishFor reason={r} />
                  </span>
                  {mayUpdate ? <ReasonActions reason={r} /> : null}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      ) : null}
    </AdminPage>
  );
}
