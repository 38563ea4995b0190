import { ACKNOWLEDGEMENTS, DEFAULT_PLACEMENT, type RegistrationForm, readableCalendarDate } from '@cq/shared';
import type { ReactNode } from 'react';
import { CheckboxInput } from '../fields/inputs';
import type { StepProps } from './step-props';

function Row({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === '' || value === null || value === undefined;
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-3 py-1.5 text-sm sm:grid-cols-[11rem_1fr]">
      <dt className="text-muted">{label}</dt>
      <dd className={empty ? 'italic text-muted' : 'text-ink'}>{empty ? 'Not provided' : value}</dd>
    </div>
  );
}

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: number;
  onEdit: (s: number) => void;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-hairline bg-white p-4 sm:p-5">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 className="font-serif text-lg text-primary-dark">{title}</h3>
        <button
          type="button"
          onClick={() => onEdit(step)}
          className="text-sm font-semibold text-primary-main hover:underline"
        >
          Edit<span className="sr-only"> {title}</span>
        </button>
      </div>
      <dl className="divide-y divide-hairline/70">{children}</dl>
    </section>
  );
}

const list = (items: string[]) => (items.length ? items.join(', ') : '');

export function summary(form: RegistrationForm) {
  const m = form.measurements;
  return {
    measurements:
      m.bust || m.waist || m.hips ? `${m.bust || '–'} / ${m.waist || '–'} / ${m.hips || '–'} ${m.unit}` : '',
    languages: list(form.languages.map((l) => (l.proficiency ? `${l.language} (${l.proficiency})` : l.language))),
    education: list(
      form.education.map((e) => `${e.degree} in ${e.field}, ${e.institution}${e.year ? ` ${e.year}` : ''}`),
    ),
    pageants: list(
      form.pageantExperience.map((p) => `${p.name}${p.year ? ` ${p.year}` : ''} - ${p.placement || DEFAULT_PLACEMENT}`),
    ),
  };
}

export function ReviewStep({ form, errors, set, onEdit }: StepProps & { onEdit: (step: number) => void }) {
  const s = summary(form);
  const c = form.emergencyContact;
  return (
    <div className="space-y-5">
      <p className="text-sm text-muted">Check your answers. You can go back to any section before you submit.</p>
      <Section title="Personal Info" step={0} onEdit={onEdit}>
        <Row label="Date of birth" value={readableCalendarDate(form.dob)} />
        <Row label="Gender" value={form.gender} />
        <Row label="Nationality" value={form.nationality} />
        <Row label="Residence" value={form.residence} />
        <Row label="Address" value={form.address} />
        <Row label="Continent" value={form.continent} />
      </Section>
      <Section title="Physical Details" step={1} onEdit={onEdit}>
        <Row label="Height" value={form.height} />
        <Row label="Weight" value={form.weight} />
        <Row label="Hair / eyes" value={[form.hairColor, form.eyeColor].filter(Boolean).join(' / ')} />
        <Row label="Measurements" value={s.measurements} />
      </Section>
      <Section title="Background" step={2} onEdit={onEdit}>
        <Row label="Marital status" value={form.maritalStatus} />
        <Row label="Children" value={form.hasChildren} />
        <Row label="Occupation" value={form.occupation} />
        <Row label="Languages" value={s.languages} />
        <Row label="Education" value={s.education} />
      </Section>
      <Section title="Experience" step={3} onEdit={onEdit}>
        <Row label="Pageants" value={s.pageants} />
        <Row label="Skills" value={list(form.skills)} />
        <Row label="Achievements" value={list(form.achievements)} />
        <Row label="Talent" value={[form.talent.category, form.talent.description].filter(Boolean).join(': ')} />
      </Section>
      <Section title="Platform" step={4} onEdit={onEdit}>
        <Row label="Cause" value={form.platform.cause} />
        <Row label="Goals" value={list(form.platform.goals)} />
      </Section>
      <Section title="Social & Contact" step={5} onEdit={onEdit}>
        <Row label="Instagram" value={form.socialMedia.instagram} />
        <Row label="Emergency contact" value={[c.name, c.relationship].filter(Boolean).join(', ')} />
        <Row label="Contact details" value={[c.phone, c.email].filter(Boolean).join(' · ')} />
      </Section>
      <Section title="Media & Documents" step={6} onEdit={onEdit}>
        <Row label="Headshot" value={form.headshot?.fileName} />
        <Row label="Full body photo" value={form.fullBody?.fileName} />
        <Row label="Video" value={form.video?.fileName} />
        <Row label="Birth certificate" value={form.birthCertificate?.fileName} />
      </Section>
      <div className="space-y-3 pt-2">
        {(['sponsorshipAcknowledged', 'termsAccepted', 'informationAccurate'] as const).map((key) => (
          <CheckboxInput
            key={key}
            path={key}
            label={ACKNOWLEDGEMENTS[key]}
            checked={form[key]}
            onChange={(v) => set(key, v)}
            error={errors[key]}
          />
        ))}
      </div>
    </div>
  );
}
