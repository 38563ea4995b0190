import { REGISTRATION_MARITAL_STATUSES, REGISTRATION_YES_NO } from '@cq/shared';
import { ChoiceInput, FieldGroup, TextArea, TextInput } from '../fields/inputs';
import { EducationList, LanguageList } from '../fields/list-editors';
import type { StepProps } from './step-props';

export function BackgroundStep({ form, errors, set }: StepProps) {
  return (
    <div className="space-y-8">
      <FieldGroup title="Your life today">
        <div className="grid gap-5 sm:grid-cols-2">
          <ChoiceInput
            path="maritalStatus"
            label="Marital status"
            required
            options={REGISTRATION_MARITAL_STATUSES}
            value={form.maritalStatus}
            onChange={(v) => set('maritalStatus', v)}
            error={errors.maritalStatus}
            className="sm:col-span-2"
          />
          <ChoiceInput
            path="hasChildren"
            label="Do you have children?"
            required
            options={REGISTRATION_YES_NO}
            value={form.hasChildren}
            onChange={(v) => set('hasChildren', v)}
            error={errors.hasChildren}
          />
          <TextInput
            path="occupation"
            label="Occupation"
            required
            autoComplete="organization-title"
            value={form.occupation}
            onChange={(v) => set('occupation', v)}
            error={errors.occupation}
          />
        </div>
      </FieldGroup>
      <LanguageList
        path="languages"
        required
        items={form.languages}
        onChange={(v) => set('languages', v)}
        error={errors.languages}
      />
      <EducationList
        path="education"
        required
        items={form.education}
        onChange={(v) => set('education', v)}
        error={errors.education}
      />
      <FieldGroup title="Character">
        <TextArea
          path="moralCharacter"
          label="What do you stand for?"
          hint="A few lines on your values and how they show in your everyday life."
          value={form.moralCharacter}
          onChange={(v) => set('moralCharacter', v)}
        />
      </FieldGroup>
    </div>
  );
}
