import { MEASUREMENT_UNITS } from '@cq/shared';
import { useT } from '#web/i18n/locale-context';
import { ChoiceInput, FieldGroup, TextArea, TextInput } from '../fields/inputs';
import { unitMessages, useOptions } from '../option-messages';
import { stepMessages as m } from './messages';
import type { StepProps } from './step-props';

export function PhysicalStep({ form, errors, set }: StepProps) {
  const t = useT();
  const options = useOptions();
  const unit = form.measurements.unit;
  return (
    <div className="space-y-8">
      <FieldGroup title={t(m.physicalDetails)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            path="height"
            label={t(m.height)}
            required
            inputMode="decimal"
            placeholder={t(m.heightPlaceholder)}
            value={form.height}
            onChange={(v) => set('height', v)}
            error={errors.height}
          />
          <TextInput
            path="weight"
            label={t(m.weight)}
            required
            placeholder={t(m.weightPlaceholder)}
            value={form.weight}
            onChange={(v) => set('weight', v)}
            error={errors.weight}
          />
          <TextInput
            path="hairColor"
            label={t(m.hairColor)}
            required
            value={form.hairColor}
            onChange={(v) => set('hairColor', v)}
            error={errors.hairColor}
          />
          <TextInput
            path="eyeColor"
            label={t(m.eyeColor)}
            required
            value={form.eyeColor}
            onChange={(v) => set('eyeColor', v)}
            error={errors.eyeColor}
          />
        </div>
      </FieldGroup>
      <FieldGroup title={t(m.measurements)} description={t(m.measurementsText)}>
        <ChoiceInput
          path="measurements.unit"
          label={t(m.unit)}
          options={options(unitMessages, MEASUREMENT_UNITS)}
          value={unit}
          onChange={(v) => set('measurements.unit', v)}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          {(['bust', 'waist', 'hips'] as const).map((part) => (
            <TextInput
              key={part}
              path={`measurements.${part}`}
              label={t(m[part], { unit })}
              inputMode="decimal"
              value={form.measurements[part]}
              onChange={(v) => set(`measurements.${part}`, v)}
            />
          ))}
        </div>
      </FieldGroup>
      <FieldGroup title={t(m.health)}>
        <TextArea
          path="healthFitness"
          label={t(m.healthLabel)}
          hint={t(m.healthHint)}
          value={form.healthFitness}
          onChange={(v) => set('healthFitness', v)}
        />
      </FieldGroup>
    </div>
  );
}
