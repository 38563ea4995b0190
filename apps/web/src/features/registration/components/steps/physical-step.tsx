import { MEASUREMENT_UNITS } from '@cq/shared';
import { ChoiceInput, FieldGroup, TextArea, TextInput } from '../fields/inputs';
import type { StepProps } from './step-props';

export function PhysicalStep({ form, errors, set }: StepProps) {
  const unit = form.measurements.unit;
  return (
    <div className="space-y-8">
      <FieldGroup title="Physical details">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            path="height"
            label="Height"
            required
            inputMode="decimal"
            placeholder="e.g. 175 cm or 5'9&quot;"
            value={form.height}
            onChange={(v) => set('height', v)}
            error={errors.height}
          />
          <TextInput
            path="weight"
            label="Weight"
            required
            placeholder="e.g. 60 kg or 132 lb"
            value={form.weight}
            onChange={(v) => set('weight', v)}
            error={errors.weight}
          />
          <TextInput
            path="hairColor"
            label="Hair color"
            required
            value={form.hairColor}
            onChange={(v) => set('hairColor', v)}
            error={errors.hairColor}
          />
          <TextInput
            path="eyeColor"
            label="Eye color"
            required
            value={form.eyeColor}
            onChange={(v) => set('eyeColor', v)}
            error={errors.eyeColor}
          />
        </div>
      </FieldGroup>
      <FieldGroup title="Measurements" description="Bust, waist and hips, in the unit you choose.">
        <ChoiceInput
          path="measurements.unit"
          label="Unit"
          options={MEASUREMENT_UNITS.map((u) => ({ value: u, label: u === 'cm' ? 'Centimetres (cm)' : 'Inches (in)' }))}
          value={unit}
          onChange={(v) => set('measurements.unit', v)}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          {(['bust', 'waist', 'hips'] as const).map((part) => (
            <TextInput
              key={part}
              path={`measurements.${part}`}
              label={`${part[0]?.toUpperCase()}${part.slice(1)} (${unit})`}
              inputMode="decimal"
              value={form.measurements[part]}
              onChange={(v) => set(`measurements.${part}`, v)}
            />
          ))}
        </div>
      </FieldGroup>
      <FieldGroup title="Health & fitness">
        <TextArea
          path="healthFitness"
          label="How do you keep healthy and fit?"
          hint="Your routine, sport or wellbeing practice, and anything the organisers should know to support you."
          value={form.healthFitness}
          onChange={(v) => set('healthFitness', v)}
        />
      </FieldGroup>
    </div>
  );
}
