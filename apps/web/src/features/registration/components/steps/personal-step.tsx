import { checkAge, localToday, REGISTRATION_CONTINENTS, REGISTRATION_GENDERS } from '@cq/shared';
import { CountrySelect } from '../../../../components/ui/country-select';
import { describedBy, Field } from '../../../../components/ui/field';
import { ChoiceInput, FieldGroup, fieldId, SelectInput, TextInput } from '../fields/inputs';
import type { StepProps } from './step-props';

export function PersonalStep({ form, errors, set }: StepProps) {
  const age = form.dob ? checkAge(form.dob, localToday()) : null;
  const nationalityId = fieldId('nationality');
  const residenceId = fieldId('residence');
  return (
    <div className="space-y-8">
      <FieldGroup title="About you" description="As they appear on your identity documents.">
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <TextInput
              path="dob"
              label="Date of birth"
              type="date"
              required
              value={form.dob}
              onChange={(v) => set('dob', v)}
              error={errors.dob}
              hint={age?.age != null && age.age >= 0 ? `Age: ${age.age}` : undefined}
            />
            {age?.warning && !errors.dob ? (
              <p
                role="status"
                className="mt-2 rounded-lg bg-secondary-light/25 px-3 py-2 text-sm text-secondary-contrast"
              >
                {age.warning}
              </p>
            ) : null}
          </div>
          <ChoiceInput
            path="gender"
            label="Gender"
            required
            options={REGISTRATION_GENDERS}
            value={form.gender}
            onChange={(v) => set('gender', v)}
            error={errors.gender}
          />
          <Field id={nationalityId} label="Nationality" required error={errors.nationality}>
            <CountrySelect
              id={nationalityId}
              mode="nationality"
              value={form.nationality}
              onChange={(v) => set('nationality', v)}
              invalid={Boolean(errors.nationality)}
              aria-describedby={describedBy(nationalityId, { error: errors.nationality })}
            />
          </Field>
          <Field id={residenceId} label="Country of residence" required error={errors.residence}>
            <CountrySelect
              id={residenceId}
              mode="country"
              value={form.residence}
              onChange={(v) => set('residence', v)}
              invalid={Boolean(errors.residence)}
              aria-describedby={describedBy(residenceId, { error: errors.residence })}
            />
          </Field>
          <TextInput
            path="address"
            label="Address"
            required
            className="sm:col-span-2"
            autoComplete="street-address"
            placeholder="Street, city and postal code"
            value={form.address}
            onChange={(v) => set('address', v)}
            error={errors.address}
          />
          <SelectInput
            path="continent"
            label="Continent you represent"
            required
            options={REGISTRATION_CONTINENTS}
            value={form.continent}
            onChange={(v) => set('continent', v)}
            error={errors.continent}
          />
          <TextInput
            path="ethnicity"
            label="Ethnicity"
            hint="Optional"
            value={form.ethnicity}
            onChange={(v) => set('ethnicity', v)}
          />
        </div>
      </FieldGroup>
    </div>
  );
}
