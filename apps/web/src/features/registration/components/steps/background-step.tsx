import { REGISTRATION_MARITAL_STATUSES, REGISTRATION_YES_NO } from '@cq/shared';
import { useT } from '#web/i18n/locale-context';
import { ChoiceInput, FieldGroup, TextArea, TextInput } from '../fields/inputs';
import { EducationList, LanguageList } from '../fields/list-editors';
import { maritalMessages, useOptions, yesNoMessages } from '../option-messages';
import { stepMessages as m } from './messages';
import type { StepProps } from './step-props';

export function BackgroundStep({ form, errors, set }: StepProps) {
  const t = useT();
  const options = useOptions();
  return (
    <div className="space-y-8">
      <FieldGroup title={t(m.lifeToday)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <ChoiceInput
            path="maritalStatus"
            label={t(m.maritalStatus)}
            required
            options={options(maritalMessages, REGISTRATION_MARITAL_STATUSES)}
            value={form.maritalStatus}
            onChange={(v) => set('maritalStatus', v)}
            error={errors.maritalStatus}
            className="sm:col-span-2"
          />
          <ChoiceInput
            path="hasChildren"
            label={t(m.hasChildren)}
            required
            options={options(yesNoMessages, REGISTRATION_YES_NO)}
            value={form.hasChildren}
            onChange={(v) => set('hasChildren', v)}
            error={errors.hasChildren}
          />
          <TextInput
            path="occupation"
            label={t(m.occupation)}
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
      <FieldGroup title={t(m.character)}>
        <TextArea
          path="moralCharacter"
          label={t(m.standFor)}
          hint={t(m.standForHint)}
          value={form.moralCharacter}
          onChange={(v) => set('moralCharacter', v)}
        />
      </FieldGroup>
    </div>
  );
}
