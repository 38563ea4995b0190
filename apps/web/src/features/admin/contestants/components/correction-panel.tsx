import {
  type AdminContestantDetail,
  CORRECTABLE_FIELDS,
  CORRECTION_REASON_MAX,
  type CorrectableField,
  correctionBodySchema,
  valueAt,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { useT } from '#web/i18n/locale-context';
import { Panel } from '../../components/admin-page';
import { useCorrectField } from '../api/correct-field';
import { contestantsMessages as m } from '../messages';
import { useFieldLabel, useFieldValue } from '../use-labels';

const schema = correctionBodySchema.omit({ version: true });
type Values = z.infer<typeof schema>;

/**
 * Correcting one field she wrote, on her behalf, with the reason she will
 * read: a new version of the record. Not while she is editing it herself.
 */
export function CorrectionPanel({
  record,
  onConflict,
}: {
  record: AdminContestantDetail;
  onConflict: (message: string) => void;
}) {
  const t = useT();
  const fieldLabel = useFieldLabel();
  const fieldValue = useFieldValue();
  const correct = useCorrectField(record._id, onConflict);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { field: CORRECTABLE_FIELDS[0], value: '', reason: '' },
  });
  const field = useWatch({ control: form.control, name: 'field' }) as CorrectableField;
  const { errors } = form.formState;
  if (!record.form) return null;
  const current = fieldValue(field, valueAt(record.form, field));
  const submit = form.handleSubmit(async (values) => {
    await correct.mutateAsync({ ...values, version: record.version }).then(
      () => form.reset({ field: values.field, value: '', reason: '' }),
      () => undefined,
    );
  });
  return (
    <Panel title={t(m.correctTitle)}>
      {record.editing ? (
        <p className="text-sm text-muted">{t(m.sheIsEditing)}</p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <Field id="correction-field" label={t(m.field)} error={errors.field?.message}>
            <select
              id="correction-field"
              className={controlClass(Boolean(errors.field), 'text-sm')}
              {...form.register('field')}
            >
              {CORRECTABLE_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {fieldLabel(f)}
                </option>
              ))}
            </select>
          </Field>
          <p className="break-words text-sm text-muted">
            {t(m.now)} <span className="text-ink">{current ?? t(m.empty)}</span>
          </p>
          <Field id="correction-value" label={t(m.correctedValue)} error={errors.value?.message}>
            <textarea
              id="correction-value"
              rows={2}
              className={controlClass(Boolean(errors.value), 'text-sm')}
              aria-invalid={Boolean(errors.value)}
              aria-describedby={describedBy('correction-value', { error: errors.value?.message })}
              {...form.register('value')}
            />
          </Field>
          <Field id="correction-reason" label={t(m.reason)} error={errors.reason?.message} hint={t(m.correctionHint)}>
            <textarea
              id="correction-reason"
              rows={2}
              maxLength={CORRECTION_REASON_MAX}
              className={controlClass(Boolean(errors.reason), 'text-sm')}
              aria-invalid={Boolean(errors.reason)}
              aria-describedby={describedBy('correction-reason', { error: errors.reason?.message, hint: true })}
              {...form.register('reason')}
            />
          </Field>
          <Button type="submit" busy={correct.isPending} className="px-4 py-2">
            {t(m.saveCorrection)}
          </Button>
        </form>
      )}
    </Panel>
  );
}
