import { type AdminSettings, organisationSettingsUpdateSchema, SETTINGS_MESSAGES } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { describedBy, Field } from '../../../../components/ui/field';
import { Panel } from '../../components/admin-page';
import { useUpdateOrganisation } from '../api/update-organisation';
import { FormFooter, inputClass, showSaveError } from './form-bits';

type Input = z.input<typeof organisationSettingsUpdateSchema>;
type Output = z.output<typeof organisationSettingsUpdateSchema>;
type Name = keyof Input;

const FIELDS: { name: Name; label: string; type: string; hint?: string }[] = [
  {
    name: 'contactEmail',
    label: 'Contact e-mail',
    type: 'email',
    hint: 'Shown on the site; replies from the inbox name it.',
  },
  { name: 'hostingEmail', label: 'Hosting inquiries e-mail', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', hint: 'With the international code, e.g. +44 20 7946 0958.' },
];

/** The organisers' public contact details. */
export function OrganisationForm({ value, canEdit }: { value: AdminSettings['organisation']; canEdit: boolean }) {
  const save = useUpdateOrganisation();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(organisationSettingsUpdateSchema),
    values: value,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(saved.organisation);
        toast.success(SETTINGS_MESSAGES.saved);
      },
      onError: (err) => showSaveError(form, err),
    }),
  );

  return (
    <Panel title="Organisers' contact details">
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Organisers' contact details</legend>
          {FIELDS.map(({ name, label, type, hint }) => {
            const id = `organisation-${name}`;
            const error = errors[name]?.message;
            return (
              <Field key={name} id={id} label={label} error={error} hint={hint}>
                <input
                  id={id}
                  type={type}
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, { error, hint })}
                  className={inputClass(Boolean(error))}
                  {...form.register(name)}
                />
              </Field>
            );
          })}
        </fieldset>
        {canEdit ? <FormFooter dirty={isDirty} busy={save.isPending} /> : null}
      </form>
    </Panel>
  );
}
