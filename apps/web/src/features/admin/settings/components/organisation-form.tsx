import { type AdminSettings, organisationSettingsUpdateSchema } from '@cq/shared';
import type { z } from 'zod';
import { Panel } from '../../components/admin-page';
import { useUpdateOrganisation } from '../api/update-organisation';
import { FormFooter, SettingsField, useSettingsForm } from './form-bits';

type Input = z.input<typeof organisationSettingsUpdateSchema>;
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
  const { form, onSubmit } = useSettingsForm({
    schema: organisationSettingsUpdateSchema,
    value,
    save,
    savedValue: (saved) => saved.organisation,
  });
  const { errors, isDirty } = form.formState;

  return (
    <Panel title="Organisers' contact details">
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Organisers' contact details</legend>
          {FIELDS.map(({ name, label, type, hint }) => {
            const id = `organisation-${name}`;
            return (
              <SettingsField key={name} id={id} label={label} error={errors[name]?.message} hint={hint}>
                {(input) => <input {...input} type={type} autoComplete="off" {...form.register(name)} />}
              </SettingsField>
            );
          })}
        </fieldset>
        {canEdit ? <FormFooter dirty={isDirty} busy={save.isPending} /> : null}
      </form>
    </Panel>
  );
}
