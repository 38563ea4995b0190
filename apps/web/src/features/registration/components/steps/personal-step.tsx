import { checkAge, countryChoices, localToday, REGISTRATION_CONTINENTS, REGISTRATION_GENDERS } from '@cq/shared';
import { CountrySelect } from '#web/components/ui/country-select';
import { describedBy, Field } from '#web/components/ui/field';
import { useFormat } from '#web/i18n/format';
import { useT, useText } from '#web/i18n/locale-context';
import { ChoiceInput, FieldGroup, fieldId, SelectInput, TextInput } from '../fields/inputs';
import { continentMessages, genderMessages, useOptions } from '../option-messages';
import { stepMessages as m } from './messages';
import type { StepProps } from './step-props';

export function PersonalStep({ form, errors, set }: StepProps) {
  const t = useT();
  const text = useText();
  const options = useOptions();
  const age = form.dob ? checkAge(form.dob, localToday()) : null;
  const nationalityId = fieldId('nationality');
  const residenceId = fieldId('residence');
  const format = useFormat();
  // She chooses only when her nationality and her residence name two different countries.
  const choices = countryChoices(form);
  const canChoose = Boolean(choices.nationality && choices.residence && choices.nationality !== choices.residence);
  return (
    <div className="space-y-8">
      <FieldGroup title={t(m.aboutYou)} description={t(m.aboutYouText)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <TextInput
              path="dob"
              label={t(m.dob)}
              type="date"
              required
              value={form.dob}
              onChange={(v) => set('dob', v)}
              error={errors.dob}
              hint={age?.age != null && age.age >= 0 ? t(m.age, { age: age.age }) : undefined}
            />
            {age?.warning && !errors.dob ? (
              <p
                role="status"
                className="mt-2 rounded-lg bg-secondary-light/25 px-3 py-2 text-sm text-secondary-contrast"
              >
                {text(age.warning)}
              </p>
            ) : null}
          </div>
          <ChoiceInput
            path="gender"
            label={t(m.gender)}
            required
            options={options(genderMessages, REGISTRATION_GENDERS)}
            value={form.gender}
            onChange={(v) => set('gender', v)}
            error={errors.gender}
          />
          <Field
            id={nationalityId}
            label={t(m.nationality)}
            required
            error={errors.nationality ? text(errors.nationality) : undefined}
          >
            <CountrySelect
              id={nationalityId}
              mode="nationality"
              value={form.nationality}
              onChange={(v) => set('nationality', v)}
              invalid={Boolean(errors.nationality)}
              aria-describedby={describedBy(nationalityId, { error: errors.nationality })}
            />
          </Field>
          <Field
            id={residenceId}
            label={t(m.residence)}
            required
            error={errors.residence ? text(errors.residence) : undefined}
          >
            <CountrySelect
              id={residenceId}
              mode="country"
              value={form.residence}
              onChange={(v) => set('residence', v)}
              invalid={Boolean(errors.residence)}
              aria-describedby={describedBy(residenceId, { error: errors.residence })}
            />
          </Field>
          {canChoose && choices.nationality && choices.residence ? (
            <div className="sm:col-span-2">
              <ChoiceInput
                path="representedCountry"
                label={t(m.represents)}
                options={[
                  {
                    value: 'nationality',
                    label: t(m.representsNationality, { country: format.country(choices.nationality) }),
                  },
                  {
                    value: 'residence',
                    label: t(m.representsResidence, { country: format.country(choices.residence) }),
                  },
                ]}
                value={form.representedCountry || 'nationality'}
                onChange={(v) => set('representedCountry', v as 'nationality' | 'residence')}
              />
              <p className="mt-1.5 text-sm text-muted">{t(m.representsHint)}</p>
            </div>
          ) : null}
          <TextInput
            path="address"
            label={t(m.address)}
            required
            className="sm:col-span-2"
            autoComplete="street-address"
            placeholder={t(m.addressPlaceholder)}
            value={form.address}
            onChange={(v) => set('address', v)}
            error={errors.address}
          />
          <SelectInput
            path="continent"
            label={t(m.continent)}
            required
            options={options(continentMessages, REGISTRATION_CONTINENTS)}
            value={form.continent}
            onChange={(v) => set('continent', v)}
            error={errors.continent}
          />
          <TextInput
            path="ethnicity"
            label={t(m.ethnicity)}
            hint={t(m.optional)}
            value={form.ethnicity}
            onChange={(v) => set('ethnicity', v)}
          />
        </div>
      </FieldGroup>
    </div>
  );
}
