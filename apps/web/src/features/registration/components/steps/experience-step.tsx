import { TALENT_CATEGORIES } from '@cq/shared';
import { useT } from '#web/i18n/locale-context';
import { FieldGroup, SelectInput, TextArea, TextInput } from '../fields/inputs';
import { PageantList, TextList } from '../fields/list-editors';
import { talentMessages, useOptions } from '../option-messages';
import { stepMessages as m } from './messages';
import type { StepProps } from './step-props';

export function ExperienceStep({ form, set }: StepProps) {
  const t = useT();
  const options = useOptions();
  return (
    <div className="space-y-8">
      <p className="rounded-xl bg-ivory px-4 py-3 text-sm text-muted">{t(m.experienceIntro)}</p>
      <PageantList
        path="pageantExperience"
        items={form.pageantExperience}
        onChange={(v) => set('pageantExperience', v)}
      />
      <TextList
        path="skills"
        label={t(m.skills)}
        itemLabel={t(m.skill)}
        addLabel={t(m.addSkill)}
        placeholder={t(m.skillPlaceholder)}
        empty={t(m.noSkills)}
        items={form.skills}
        onChange={(v) => set('skills', v)}
      />
      <TextList
        path="achievements"
        label={t(m.achievements)}
        itemLabel={t(m.achievement)}
        addLabel={t(m.addAchievement)}
        placeholder={t(m.achievementPlaceholder)}
        empty={t(m.noAchievements)}
        items={form.achievements}
        onChange={(v) => set('achievements', v)}
      />
      <FieldGroup title={t(m.talent)} description={t(m.talentText)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectInput
            path="talent.category"
            label={t(m.category)}
            options={options(talentMessages, TALENT_CATEGORIES)}
            value={form.talent.category}
            onChange={(v) => set('talent.category', v)}
          />
          <TextInput
            path="talent.video"
            label={t(m.talentVideo)}
            type="url"
            inputMode="url"
            hint={t(m.talentVideoHint)}
            placeholder="https://"
            value={form.talent.video}
            onChange={(v) => set('talent.video', v)}
          />
          <TextArea
            path="talent.description"
            label={t(m.talentDescription)}
            className="sm:col-span-2"
            rows={3}
            value={form.talent.description}
            onChange={(v) => set('talent.description', v)}
          />
        </div>
      </FieldGroup>
    </div>
  );
}
