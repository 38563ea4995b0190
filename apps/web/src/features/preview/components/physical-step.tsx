import { WEIGHT_UNITS } from '@cq/shared';
import { controlClass, Field } from '../../../components/ui/field';
import { useT } from '../../../i18n/locale-context';
import { useOptionLabel } from '../../../i18n/option-label';
import { previewMessages as m, previewOptionMessages as options } from '../messages';
import { TextField } from './inputs';
import { PhotoUpload } from './photo-upload';
import type { StepProps } from './wizard-types';

const feetToCm = (feet: string) => {
  const n = Number(feet);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 30.48) : null;
};

export function PhysicalStep({ draft, patch }: StepProps) {
  const t = useT();
  const label = useOptionLabel();
  const cm = feetToCm(draft.height);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id="pv-height"
        label={t(m.heightFeet)}
        required
        inputMode="decimal"
        placeholder={t(m.heightExample)}
        hint={cm ? t(m.aboutCm, { cm }) : t(m.inFeet)}
        value={draft.height}
        onChange={(v) =>
          patch((d) => {
            d.height = v;
          })
        }
      />
      <Field id="pv-weight" label={t(m.weight)} required>
        <div className="flex gap-2">
          <input
            type="text"
            id="pv-weight"
            inputMode="decimal"
            value={draft.weight}
            onChange={(e) =>
              patch((d) => {
                d.weight = e.target.value;
              })
            }
            className={controlClass(false)}
          />
          <div className="w-24 shrink-0">
            <select
              aria-label={t(m.weightUnit)}
              value={draft.weightUnit}
              onChange={(e) =>
                patch((d) => {
                  d.weightUnit = e.target.value as (typeof WEIGHT_UNITS)[number];
                })
              }
              className={controlClass(false)}
            >
              {WEIGHT_UNITS.map((u) => (
                <option key={u} value={u}>
                  {label(options.weightUnit, u)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </Field>
      <TextField
        id="pv-hair"
        label={t(m.hairColour)}
        required
        value={draft.hairColor}
        onChange={(v) =>
          patch((d) => {
            d.hairColor = v;
          })
        }
      />
      <TextField
        id="pv-eyes"
        label={t(m.eyeColour)}
        required
        value={draft.eyeColor}
        onChange={(v) =>
          patch((d) => {
            d.eyeColor = v;
          })
        }
      />
      <PhotoUpload />
    </div>
  );
}
