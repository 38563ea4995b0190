import { ageFrom, DRAFT_CONTINENTS, GENDERS, MINIMUM_AGE } from '@cq/shared';
import { CountrySelect } from '../../../components/ui/country-select';
import { describedBy, Field } from '../../../components/ui/field';
import { ChoiceGroup, SelectField, TextField } from './inputs';
import type { StepProps } from './wizard-types';

export function PersonalStep({ draft, patch }: StepProps) {
  const age = ageFrom(draft.dob);
  const ageHint =
    age === null ? undefined : age < MINIMUM_AGE ? (
      <span className="font-semibold text-status-pending" role="status">
        Age {age}: contestants must be at least {MINIMUM_AGE} years old.
      </span>
    ) : (
      `Age ${age}`
    );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id="pv-dob"
        label="Date of birth"
        type="date"
        required
        value={draft.dob}
        hint={ageHint}
        onChange={(v) =>
          patch((d) => {
            d.dob = v;
          })
        }
      />
      <ChoiceGroup
        name="pv-gender"
        legend="Gender"
        required
        options={GENDERS}
        value={draft.gender}
        onChange={(v) =>
          patch((d) => {
            d.gender = v;
          })
        }
      />
      <Field id="pv-nationality" label="Nationality" required>
        <CountrySelect
          id="pv-nationality"
          mode="nationality"
          value={draft.nationality}
          aria-describedby={describedBy('pv-nationality', {})}
          onChange={(v) =>
            patch((d) => {
              d.nationality = v;
            })
          }
        />
      </Field>
      <Field id="pv-residence" label="Country of residence" required>
        <CountrySelect
          id="pv-residence"
          mode="country"
          value={draft.residence}
          onChange={(v) =>
            patch((d) => {
              d.residence = v;
            })
          }
        />
      </Field>
      <TextField
        id="pv-address"
        label="Address"
        required
        className="sm:col-span-2"
        autoComplete="street-address"
        value={draft.address}
        onChange={(v) =>
          patch((d) => {
            d.address = v;
          })
        }
      />
      <SelectField
        id="pv-continent"
        label="Continent you will represent"
        required
        options={DRAFT_CONTINENTS}
        value={draft.continent}
        onChange={(v) =>
          patch((d) => {
            d.continent = v;
          })
        }
      />
      <TextField
        id="pv-ethnicity"
        label="Ethnicity (optional)"
        value={draft.ethnicity}
        onChange={(v) =>
          patch((d) => {
            d.ethnicity = v;
          })
        }
      />
    </div>
  );
}
