import { ageFrom, DRAFT_CONTINENTS, GENDERS, MINIMUM_AGE } from '@cq/shared';
import { CountrySelect } from '../../../components/ui/country-select';
import { describedBy, Field } from '../../../components/ui/field';
import { useT } from '../../../i18n/locale-context';
import { useOptionLabel } from '../../../i18n/option-label';
import { previewMessages as m, previewOptionMessages as options } from '../messages';
import { ChoiceGroup, SelectField, TextField } from './inputs';
import type { StepProps } from './wizard-types';

export function PersonalStep({ draft, patch }: StepProps) {
  const t = useT();
  const label = useOptionLabel();
  const age = ageFrom(draft.dob);
  const ageHint =
    age === null ? undefined : age < MINIMUM_AGE ? (
      <span className="font-semibold text-status-pending" role="status">
        {t(m.ageUnder, { age, minimum: MINIMUM_AGE })}
      </span>
    ) : (
      t(m.age, { age })
    );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id="pv-dob"
        label={t(m.dob)}
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
        legend={t(m.gender)}
        required
        options={GENDERS.map((g) => ({ value: g, label: label(options.gender, g) }))}
        value={draft.gender}
        onChange={(v) =>
          patch((d) => {
            d.gender = v;
          })
        }
      />
      <Field id="pv-nationality" label={t(m.nationality)} required>
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
      <Field id="pv-residence" label={t(m.residence)} required>
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
        label={t(m.address)}
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
        label={t(m.continentToRepresent)}
        required
        options={DRAFT_CONTINENTS.map((c) => ({ value: c, label: label(options.continent, c) }))}
        value={draft.continent}
        onChange={(v) =>
          patch((d) => {
            d.continent = v;
          })
        }
      />
      <TextField
        id="pv-ethnicity"
        label={t(m.ethnicity)}
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
