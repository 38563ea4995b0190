import { FieldGroup, TextArea, TextInput } from '../fields/inputs';
import { TextList } from '../fields/list-editors';
import type { StepProps } from './step-props';

export function PlatformStep({ form, errors, set }: StepProps) {
  return (
    <div className="space-y-8">
      <FieldGroup
        title="Your platform"
        description="The cause you will champion as a queen: what it is, why it matters and what you want to achieve."
      >
        <TextInput
          path="platform.cause"
          label="Cause"
          required
          placeholder="e.g. Girls’ education in STEM"
          value={form.platform.cause}
          onChange={(v) => set('platform.cause', v)}
          error={errors['platform.cause']}
        />
        <TextArea
          path="platform.description"
          label="Description"
          required
          rows={5}
          value={form.platform.description}
          onChange={(v) => set('platform.description', v)}
          error={errors['platform.description']}
        />
      </FieldGroup>
      <TextList
        path="platform.goals"
        label="Goals"
        itemLabel="Goal"
        placeholder="e.g. Mentor 100 girls this year"
        empty="No goals added yet."
        items={form.platform.goals}
        onChange={(v) => set('platform.goals', v)}
      />
      <TextArea
        path="platform.experience"
        label="Related experience"
        hint="Work, volunteering or advocacy you have already done for this cause."
        value={form.platform.experience}
        onChange={(v) => set('platform.experience', v)}
      />
    </div>
  );
}
