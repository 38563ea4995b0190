import { useT } from '#web/i18n/locale-context';
import { FieldGroup, TextArea, TextInput } from '../fields/inputs';
import { TextList } from '../fields/list-editors';
import { stepMessages as m } from './messages';
import type { StepProps } from './step-props';

export function PlatformStep({ form, errors, set }: StepProps) {
  const t = useT();
  return (
    <div className="space-y-8">
      <FieldGroup title={t(m.yourPlatform)} description={t(m.yourPlatformText)}>
        <TextInput
          path="platform.cause"
          label={t(m.cause)}
          required
          placeholder={t(m.causePlaceholder)}
          value={form.platform.cause}
          onChange={(v) => set('platform.cause', v)}
          error={errors['platform.cause']}
        />
        <TextArea
          path="platform.description"
          label={t(m.description)}
          required
          rows={5}
          value={form.platform.description}
          onChange={(v) => set('platform.description', v)}
          error={errors['platform.description']}
        />
      </FieldGroup>
      <TextList
        path="platform.goals"
        label={t(m.goals)}
        itemLabel={t(m.goal)}
        addLabel={t(m.addGoal)}
        placeholder={t(m.goalPlaceholder)}
        empty={t(m.noGoals)}
        items={form.platform.goals}
        onChange={(v) => set('platform.goals', v)}
      />
      <TextArea
        path="platform.experience"
        label={t(m.relatedExperience)}
        hint={t(m.relatedExperienceHint)}
        value={form.platform.experience}
        onChange={(v) => set('platform.experience', v)}
      />
    </div>
  );
}
