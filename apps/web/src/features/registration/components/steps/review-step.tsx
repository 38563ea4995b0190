import {
  type ACKNOWLEDGEMENTS,
  COUNTRIES,
  REGISTRATION_STEPS,
  type RegistrationForm,
  readableCalendarDate,
} from '@cq/shared';
import type { ReactNode } from 'react';
import { useFormat } from '#web/i18n/format';
import { type Translate, useLocale, useT } from '#web/i18n/locale-context';
import { CheckboxInput } from '../fields/inputs';
import { fieldMessages } from '../fields/messages';
import { stepTitleMessages } from '../messages';
import {
  continentMessages,
  genderMessages,
  maritalMessages,
  proficiencyMessages,
  talentMessages,
  useOptionLabel,
  yesNoMessages,
} from '../option-messages';
import { stepMessages as m } from './messages';
import type { StepProps } from './step-props';

function Row({ label, value }: { label: string; value: ReactNode }) {
  const t = useT();
  const empty = value === '' || value === null || value === undefined;
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-3 py-1.5 text-sm sm:grid-cols-[11rem_1fr]">
      <dt className="text-muted">{label}</dt>
      <dd className={empty ? 'italic text-muted' : 'text-ink'}>{empty ? t(m.notProvided) : <bdi>{value}</bdi>}</dd>
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
  const t = useT();
  return (
    <section className="rounded-2xl border border-hairline bg-white p-4 sm:p-5">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 className="font-serif text-lg text-primary-dark">{title}</h3>
        <button
          type="button"
          onClick={() => onEdit(step)}
          className="text-sm font-semibold text-primary-main hover:underline"
        >
          <span aria-hidden>{t(m.edit)}</span>
          <span className="sr-only">{t(m.editSection, { section: title })}</span>
        </button>
      </div>
      <dl className="divide-y divide-hairline/70">{children}</dl>
    </section>
  );
}

/** The summary's lines of the lists and measurements, in the page's language. */
export function summary(form: RegistrationForm, t: Translate, list: (items: string[]) => string, option: Option) {
  const ms = form.measurements;
  return {
    measurements:
      ms.bust || ms.waist || ms.hips
        ? t(m.measurementsEntry, { bust: ms.bust || '–', waist: ms.waist || '–', hips: ms.hips || '–', unit: ms.unit })
        : '',
    languages: list(
      form.languages.map((l) =>
        l.proficiency
          ? t(m.languageEntry, { language: l.language, proficiency: option(proficiencyMessages, l.proficiency) })
          : l.language,
      ),
    ),
    education: list(
      form.education.map((e) => {
        const values = { degree: e.degree, field: e.field, institution: e.institution };
        return e.year ? t(m.educationEntry, { ...values, year: e.year }) : t(m.educationEntryNoYear, values);
      }),
    ),
    pageants: list(
      form.pageantExperience.map((p) => {
        const placement = p.placement || t(fieldMessages.participant);
        return p.year
          ? t(m.pageantEntry, { name: p.name, year: p.year, placement })
          : t(m.pageantEntryNoYear, { name: p.name, placement });
      }),
    ),
  };
}

type Option = ReturnType<typeof useOptionLabel>;

const ACKNOWLEDGEMENT_LABEL: Record<keyof typeof ACKNOWLEDGEMENTS, typeof m.termsAccepted> = {
  sponsorshipAcknowledged: m.sponsorshipAcknowledged,
  termsAccepted: m.termsAccepted,
  informationAccurate: m.informationAccurate,
};

export function ReviewStep({ form, errors, set, onEdit }: StepProps & { onEdit: (step: number) => void }) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const option = useOptionLabel();
  const list = (items: string[]) => (items.length ? format.list(items, 'unit') : '');
  const s = summary(form, t, list, option);
  const c = form.emergencyContact;
  /** A country's name in the page's language (the form stores its English name). */
  const country = (name: string) => {
    const code = locale === 'en' ? undefined : COUNTRIES.find((x) => x.name === name)?.code;
    return code ? format.country(code) : name;
  };
  // English keeps the shared wording ('14 March 2002'); other languages name the month in their own words.
  const birthDate =
    locale !== 'en' && /^\d{4}-\d{2}-\d{2}$/.test(form.dob)
      ? format.date(`${form.dob}T00:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
      : readableCalendarDate(form.dob);
  const title = (index: number) => {
    const step = REGISTRATION_STEPS[index];
    return step ? t(stepTitleMessages[step.id]) : '';
  };
  return (
    <div className="space-y-5">
      <p className="text-sm text-muted">{t(m.reviewIntro)}</p>
      <Section title={title(0)} step={0} onEdit={onEdit}>
        <Row label={t(m.dob)} value={birthDate} />
        <Row label={t(m.gender)} value={option(genderMessages, form.gender)} />
        <Row label={t(m.nationality)} value={form.nationality} />
        <Row label={t(m.residenceShort)} value={country(form.residence)} />
        <Row label={t(m.address)} value={form.address} />
        <Row label={t(m.continentShort)} value={option(continentMessages, form.continent)} />
      </Section>
      <Section title={title(1)} step={1} onEdit={onEdit}>
        <Row label={t(m.height)} value={form.height} />
        <Row label={t(m.weight)} value={form.weight} />
        <Row label={t(m.hairEyes)} value={[form.hairColor, form.eyeColor].filter(Boolean).join(' / ')} />
        <Row label={t(m.measurements)} value={s.measurements} />
      </Section>
      <Section title={title(2)} step={2} onEdit={onEdit}>
        <Row label={t(m.maritalStatus)} value={option(maritalMessages, form.maritalStatus)} />
        <Row label={t(m.children)} value={option(yesNoMessages, form.hasChildren)} />
        <Row label={t(m.occupation)} value={form.occupation} />
        <Row label={t(m.languages)} value={s.languages} />
        <Row label={t(m.education)} value={s.education} />
      </Section>
      <Section title={title(3)} step={3} onEdit={onEdit}>
        <Row label={t(m.pageants)} value={s.pageants} />
        <Row label={t(m.skills)} value={list(form.skills)} />
        <Row label={t(m.achievements)} value={list(form.achievements)} />
        <Row
          label={t(m.talent)}
          value={[form.talent.category && option(talentMessages, form.talent.category), form.talent.description]
            .filter(Boolean)
            .join(': ')}
        />
      </Section>
      <Section title={title(4)} step={4} onEdit={onEdit}>
        <Row label={t(m.cause)} value={form.platform.cause} />
        <Row label={t(m.goals)} value={list(form.platform.goals)} />
      </Section>
      <Section title={title(5)} step={5} onEdit={onEdit}>
        <Row label={t(m.instagramShort)} value={form.socialMedia.instagram} />
        <Row label={t(m.emergency)} value={[c.name, c.relationship].filter(Boolean).join(', ')} />
        <Row label={t(m.contactDetails)} value={[c.phone, c.email].filter(Boolean).join(' · ')} />
      </Section>
      <Section title={title(6)} step={6} onEdit={onEdit}>
        <Row label={t(m.headshot)} value={form.headshot?.fileName} />
        <Row label={t(m.fullBody)} value={form.fullBody?.fileName} />
        <Row label={t(m.video)} value={form.video?.fileName} />
        <Row label={t(m.birthCertificate)} value={form.birthCertificate?.fileName} />
      </Section>
      <div className="space-y-3 pt-2">
        {(['sponsorshipAcknowledged', 'termsAccepted', 'informationAccurate'] as const).map((key) => (
          <CheckboxInput
            key={key}
            path={key}
            label={t(ACKNOWLEDGEMENT_LABEL[key])}
            checked={form[key]}
            onChange={(v) => set(key, v)}
            error={errors[key]}
          />
        ))}
      </div>
    </div>
  );
}
