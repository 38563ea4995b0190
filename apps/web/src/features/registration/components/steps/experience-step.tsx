import { TALENT_CATEGORIES } from '@cq/shared';
import { FieldGroup, SelectInput, TextArea, TextInput } from '../fields/inputs';
import { PageantList, TextList } from '../fields/list-editors';
import type { StepProps } from './step-props';

export function ExperienceStep({ form, set }: StepProps) {
  return (
    <div className="space-y-8">
      <p className="rounded-xl bg-ivory px-4 py-3 text-sm text-muted">
        Nothing here is required, but every detail helps our judges get to know you.
      </p>
      <PageantList
        path="pageantExperience"
        items={form.pageantExperience}
        onChange={(v) => set('pageantExperience', v)}
      />
      <TextList
        path="skills"
        label="Skills"
        itemLabel="Skill"
        placeholder="e.g. Public speaking"
        empty="No skills added yet."
        items={form.skills}
        onChange={(v) => set('skills', v)}
      />
      <TextList
        path="achievements"
        label="Achievements"
        itemLabel="Achievement"
        placeholder="e.g. Community service award 2024"
        empty="No achievements added yet."
        items={form.achievements}
        onChange={(v) => set('achievements', v)}
      />
      <FieldGroup title="Talent" description="What you would love to share on stage.">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectInput
            path="talent.category"
            label="Category"
            options={TALENT_CATEGORIES}
            value={form.talent.category}
            onChange={(v) => set('talent.category', v)}
          />
          <TextInput
            path="talent.video"
            label="Link to a performance"
            type="url"
            inputMode="url"
            hint="Optional: a YouTube, Vimeo or Instagram link."
            placeholder="https://"
            value={form.talent.video}
            onChange={(v) => set('talent.video', v)}
          />
          <TextArea
            path="talent.description"
            label="Describe your talent"
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
