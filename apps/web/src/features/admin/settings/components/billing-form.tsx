import {
  type AdminSettings,
  BILLING_SETTINGS_MESSAGES,
  type BillingSettingsUpdateInput,
  billingSettingsUpdateSchema,
} from '@cq/shared';
import { useT } from '#web/i18n/locale-context';
import { Panel } from '../../components/admin-page';
import { useUpdateBilling } from '../api/update-billing';
import { settingsMessages as m } from '../messages';
import { FormFooter, SettingsField, useSettingsForm } from './form-bits';

const formValue = (billing: AdminSettings['billing']): BillingSettingsUpdateInput => ({
  ...billing,
  taxNumber: billing.taxNumber ?? '',
});

/** The organisers' legal name, postal address and tax number, printed on every invoice and credit note. */
export function BillingForm({ value, canEdit }: { value: AdminSettings['billing']; canEdit: boolean }) {
  const t = useT();
  const save = useUpdateBilling();
  const { form, onSubmit } = useSettingsForm({
    schema: billingSettingsUpdateSchema,
    value: formValue(value),
    save,
    savedValue: (saved) => formValue(saved.billing),
    message: BILLING_SETTINGS_MESSAGES.saved,
  });
  const { errors, isDirty } = form.formState;
  const unset = !value.legalName;

  return (
    <Panel title={t(m.billingTitle)}>
      {unset ? <p className="mb-4 text-sm text-status-pending">{t(m.billingUnset)}</p> : null}
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={!canEdit} className="grid gap-4">
          <legend className="sr-only">{t(m.billingTitle)}</legend>
          <SettingsField
            id="billing-legalName"
            label={t(m.legalName)}
            error={errors.legalName?.message}
            hint={t(m.legalNameHint)}
          >
            {(input) => <input {...input} type="text" autoComplete="off" {...form.register('legalName')} />}
          </SettingsField>
          <SettingsField id="billing-address" label={t(m.address)} error={errors.address?.message}>
            {(input) => (
              <textarea
                {...input}
                rows={3}
                className={`${input.className} h-auto py-2`}
                {...form.register('address')}
              />
            )}
          </SettingsField>
          <SettingsField
            id="billing-taxNumber"
            label={t(m.taxNumber)}
            error={errors.taxNumber?.message}
            hint={t(m.taxNumberHint)}
          >
            {(input) => <input {...input} type="text" autoComplete="off" {...form.register('taxNumber')} />}
          </SettingsField>
        </fieldset>
        {canEdit ? <FormFooter dirty={isDirty} busy={save.isPending} /> : null}
      </form>
    </Panel>
  );
}
