import { type AdminSettings, organisationSettingsUpdateSchema } from '@cq/shared';
import type { z } from 'zod';
import { useT } from '#web/i18n/locale-context';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { Panel } from '../../components/admin-page';
import { useUpdateOrganisation } from '../api/update-organisation';
import { settingsMessages as m } from '../messages';
import { FormFooter, SettingsField, useSettingsForm } from './form-bits';

type Input = z.input<typeof organisationSettingsUpdateSchema>;
type Name = keyof Input;

const FIELDS: { name: Name; label: MessageDescriptor; type: string; hint?: MessageDescriptor }[] = [
  { name: 'contactEmail', label: m.contactEmail, type: 'email', hint: m.contactEmailHint },
  { name: 'hostingEmail', label: m.hostingEmail, type: 'email' },
  { name: 'phone', label: m.phone, type: 'tel', hint: m.phoneHint },
];

/** The organisers' public contact details. */
export function OrganisationForm({ value, canEdit }: { value: AdminSettings['organisation']; canEdit: boolean }) {
  const t = useT();
  const save = useUpdateOrganisation();
  const { form, onSubmit } = useSettingsForm({
    schema: organisationSettingsUpdateSchema,
    value,
    save,
    savedValue: (saved) => saved.organisation,
  });
  const { errors, isDirty } = form.formState;

  return (
    <Panel title={t(m.organisationTitle)}>
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{t(m.organisationTitle)}</legend>
          {FIELDS.map(({ name, label, type, hint }) => {
            const id = `organisation-${name}`;
            return (
              <SettingsField
                key={name}
                id={id}
                label={t(label)}
                error={errors[name]?.message}
                hint={hint ? t(hint) : undefined}
              >
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
