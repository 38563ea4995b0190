import { type AdminSettings, previewPasswordUpdateSchema, SETTINGS_MESSAGES } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { describedBy, Field } from '../../../../components/ui/field';
import { Panel } from '../../components/admin-page';
import { formatDateTime } from '../../components/format';
import { useUpdatePreviewPassword } from '../api/update-preview-password';
import { FormFooter, inputClass, showSaveError } from './form-bits';

type Values = z.infer<typeof previewPasswordUpdateSchema>;

const SOURCE_NOTE: Record<AdminSettings['previewPassword']['source'], string> = {
  setting: 'Set here',
  env: 'Not set here: the gate uses the PREVIEW_PASSWORD of the server’s configuration.',
  'development-default': 'Not set here: outside production the gate opens with the development password.',
  none: 'Not set: the preview stays locked until you set one.',
};

/** The admin preview's password: never shown, only replaced. */
export function PreviewPasswordForm({ value, canEdit }: { value: AdminSettings['previewPassword']; canEdit: boolean }) {
  const save = useUpdatePreviewPassword();
  const form = useForm<Values>({ resolver: zodResolver(previewPasswordUpdateSchema), defaultValues: { password: '' } });
  const { errors, isDirty } = form.formState;
  const error = errors.password?.message;
  const hint = 'At least 8 characters. Staff signed in as admin or above skip the gate.';

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        form.reset({ password: '' });
        toast.success(SETTINGS_MESSAGES.previewSaved);
      },
      onError: (err) => showSaveError(form, err),
    }),
  );

  return (
    <Panel title="Admin preview password">
      <p className="mb-4 text-sm" data-testid="preview-password-status">
        <span
          className={`me-2 rounded-full px-2 py-0.5 text-xs font-semibold ${
            value.isSet ? 'bg-status-approved/10 text-status-approved' : 'bg-status-pending/10 text-status-pending'
          }`}
        >
          {value.isSet ? 'Set' : 'Not set'}
        </span>
        <span className="text-muted">
          {value.isSet ? `Changed ${formatDateTime(value.updatedAt)}.` : SOURCE_NOTE[value.source]}
        </span>
      </p>
      {canEdit ? (
        <form onSubmit={onSubmit} noValidate>
          <Field id="preview-password" label="New preview password" error={error} hint={hint}>
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
          <FormFooter dirty={isDirty} busy={save.isPending} label="Set password" />
        </form>
      ) : null}
    </Panel>
  );
}
