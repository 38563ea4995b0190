import { CountrySelect } from '#web/components/ui/country-select';
import { Field } from '#web/components/ui/field';
import { useT } from '#web/i18n/locale-context';
import { FieldGroup, fieldId, TextInput } from '../fields/inputs';
import { stepMessages as m } from './messages';
import type { StepProps } from './step-props';

const HANDLES = [
  ['facebook', 'Facebook'],
  ['twitter', 'X (Twitter)'],
  ['tiktok', 'TikTok'],
  ['youtube', 'YouTube'],
] as const;

export function SocialStep({ form, errors, set }: StepProps) {
  const t = useT();
  const contact = form.emergencyContact;
  const countryId = fieldId('emergencyContact.address.country');
  return (
    <div className="space-y-8">
      <FieldGroup title={t(m.socialMedia)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            path="socialMedia.instagram"
            label={t(m.instagram)}
            required
            placeholder={t(m.instagramPlaceholder)}
            value={form.socialMedia.instagram}
            onChange={(v) => set('socialMedia.instagram', v)}
            error={errors['socialMedia.instagram']}
          />
          {HANDLES.map(([key, label]) => (
            <TextInput
              key={key}
              path={`socialMedia.${key}`}
              label={label}
              hint={t(m.optional)}
              value={form.socialMedia[key]}
              onChange={(v) => set(`socialMedia.${key}`, v)}
            />
          ))}
        </div>
      </FieldGroup>
      <FieldGroup title={t(m.emergency)} description={t(m.emergencyText)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            path="emergencyContact.name"
            label={t(m.fullName)}
            required
            value={contact.name}
            onChange={(v) => set('emergencyContact.name', v)}
            error={errors['emergencyContact.name']}
          />
          <TextInput
            path="emergencyContact.relationship"
            label={t(m.relationship)}
            required
            placeholder={t(m.relationshipPlaceholder)}
            value={contact.relationship}
            onChange={(v) => set('emergencyContact.relationship', v)}
            error={errors['emergencyContact.relationship']}
          />
          <TextInput
            path="emergencyContact.phone"
            label={t(m.phone)}
            type="tel"
            required
            placeholder="+1 555 010 2026"
            value={contact.phone}
            onChange={(v) => set('emergencyContact.phone', v)}
            error={errors['emergencyContact.phone']}
          />
          <TextInput
            path="emergencyContact.email"
            label={t(m.email)}
            type="email"
            required
            value={contact.email}
            onChange={(v) => set('emergencyContact.email', v)}
            error={errors['emergencyContact.email']}
          />
          <TextInput
            path="emergencyContact.address.street"
            label={t(m.street)}
            className="sm:col-span-2"
            value={contact.address.street}
            onChange={(v) => set('emergencyContact.address.street', v)}
          />
          <TextInput
            path="emergencyContact.address.city"
            label={t(m.city)}
            value={contact.address.city}
            onChange={(v) => set('emergencyContact.address.city', v)}
          />
          <TextInput
            path="emergencyContact.address.state"
            label={t(m.state)}
            value={contact.address.state}
            onChange={(v) => set('emergencyContact.address.state', v)}
          />
          <Field id={countryId} label={t(m.country)}>
            <CountrySelect
              id={countryId}
              mode="country"
              value={contact.address.country}
              onChange={(v) => set('emergencyContact.address.country', v)}
            />
          </Field>
          <TextInput
            path="emergencyContact.address.postalCode"
            label={t(m.postalCode)}
            value={contact.address.postalCode}
            onChange={(v) => set('emergencyContact.address.postalCode', v)}
          />
        </div>
      </FieldGroup>
    </div>
  );
}
