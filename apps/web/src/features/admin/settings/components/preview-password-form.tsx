import { type AdminSettings, previewPasswordUpdateSchema, SETTINGS_MESSAGES } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { describedBy, Field } from '#web/components/ui/field';
import { useT, useText } from '#web/i18n/locale-context';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { Panel } from '../../components/admin-page';
import { useAdminFormat } from '../../components/format';
import { useUpdatePreviewPassword } from '../api/update-preview-password';
import { settingsMessages as m } from '../messages';
import { FormFooter, inputClass, showSaveError } from './form-bits';

type Values = z.infer<typeof previewPasswordUpdateSchema>;

const SOURCE_NOTE: Record<AdminSettings['previewPassword']['source'], MessageDescriptor> = {
  setting: m.sourceSetting,
  env: m.sourceEnv,
  'development-default': m.sourceDevelopment,
  none: m.sourceNone,
};

/** The admin preview's password: never shown, only replaced. */
export function PreviewPasswordForm({ value, canEdit }: { value: AdminSettings['previewPassword']; canEdit: boolean }) {
  const t = useT();
  const text = useText();
  const dates = useAdminFormat();
  const save = useUpdatePreviewPassword();
  const form = useForm<Values>({ resolver: zodResolver(previewPasswordUpdateSchema), defaultValues: { password: '' } });
  const { errors, isDirty } = form.formState;
  const error = errors.password?.message;
  const hint = t(m.passwordHint);

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        form.reset({ password: '' });
        toast.success(text(SETTINGS_MESSAGES.previewSaved));
      },
      onError: (err) => showSaveError(form, err, t(m.saveFailed)),
    }),
  );

  return (
    <Panel title={t(m.previewTitle)}>
      <p className="mb-4 text-sm" data-testid="preview-password-status">
        <span
          className={`me-2 rounded-full px-2 py-0.5 text-xs font-semibold ${
            value.isSet ? 'bg-status-approved/10 text-status-approved' : 'bg-status-pending/10 text-status-pending'
          }`}
        >
          {value.isSet ? t(m.previewSet) : t(m.previewNotSet)}
        </span>
        <span className="text-muted">
          {value.isSet
            ? t(m.previewChanged, {
                date: value.updatedAt ? dates.dateTime(value.updatedAt) : '—',
              })
            : t(SOURCE_NOTE[value.source])}
        </span>
      </p>
      {canEdit ? (
        <form onSubmit={onSubmit} noValidate>
          <Field id="preview-password" label={t(m.newPassword)} error={error} hint={hint}>
            <input
              id="preview-password"
              type="password"
              autoComplete="new-password"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy('preview-password', { error, hint })}
              className={`${inputClass(Boolean(error))} max-w-sm`}
              {...form.register('password')}
            />
          </Field>
          <FormFooter dirty={isDirty} busy={save.isPending} label={t(m.setPassword)} />
        </form>
      ) : null}
    </Panel>
  );
}
