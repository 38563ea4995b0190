import { ACKNOWLEDGEMENTS, COUNTRIES, COUNTRY_BY_DEMONYM, readableCalendarDate } from '@cq/shared';
import { Pencil } from 'lucide-react';
import { useFormat } from '../../../i18n/format';
import { useLocale, useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { useOptionLabel } from '../../../i18n/option-label';
import { previewMessages as m, previewOptionMessages as options, STEP_NAMES } from '../messages';
import type { StepProps } from './wizard-types';

const ACKNOWLEDGEMENT_MESSAGES: Record<keyof typeof ACKNOWLEDGEMENTS, MessageDescriptor> = {
  sponsorshipAcknowledged: m.sponsorshipAcknowledged,
  termsAccepted: m.termsAccepted,
  informationAccurate: m.informationAccurate,
};

const dash = (v: string) => (v.trim() ? v : '—');

export function ReviewStep({ draft, patch, goTo }: StepProps & { goTo: (step: number) => void }) {
  const t = useT();
  const label = useOptionLabel();
  const locale = useLocale();
  const format = useFormat();
  // English reads '14 August 2001' as before; every other language its own way.
  const birthDate =
    locale !== 'en' && /^\d{4}-\d{2}-\d{2}$/.test(draft.dob)
      ? format.date(`${draft.dob}T00:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
      : readableCalendarDate(draft.dob);
  // The draft keeps English names: other languages name the country their own way (a nationality by its country).
  const countryOf = (find: (c: (typeof COUNTRIES)[number]) => boolean, english: string) => {
    const code = locale === 'en' ? undefined : COUNTRIES.find(find)?.code;
    return code ? format.country(code) : english;
  };
  const nationality = !draft.nationality
    ? ''
    : locale === 'en'
      ? `${draft.nationality} (${COUNTRY_BY_DEMONYM.get(draft.nationality) ?? ''})`
      : countryOf((c) => c.demonym === draft.nationality, draft.nationality);
  const residence = countryOf((c) => c.name === draft.residence, draft.residence);
  const groups: { step: number; rows: [string, string][] }[] = [
    {
      step: 0,
      rows: [
        [t(m.dob), birthDate],
        [t(m.gender), label(options.gender, draft.gender)],
        [t(m.nationality), nationality],
        [t(m.residenceShort), residence],
        [t(m.address), draft.address],
        [t(m.continent), label(options.continent, draft.continent)],
        [t(m.ethnicityShort), draft.ethnicity],
      ],
    },
    {
      step: 1,
      rows: [
        [t(m.height), draft.height ? t(m.heightValue, { height: draft.height }) : ''],
        [t(m.weight), draft.weight ? `${draft.weight} ${label(options.weightUnit, draft.weightUnit)}` : ''],
        [t(m.hairColour), draft.hairColor],
        [t(m.eyeColour), draft.eyeColor],
      ],
    },
    {
      step: 2,
      rows: [
        [t(m.maritalStatus), label(options.marital, draft.maritalStatus)],
        [t(m.children), label(options.yesNo, draft.hasChildren)],
        [t(m.occupation), draft.occupation],
        [
          t(m.languages),
          draft.languages
            .map((l) => t(m.languageEntry, { language: l.language, proficiency: l.proficiency }))
            .join(', '),
        ],
        [t(m.education), draft.education.map((e) => `${e.degree}, ${e.institution} (${e.year})`).join('; ')],
      ],
    },
    {
      step: 3,
      rows: [
        ['Instagram', draft.socialMedia.instagram],
        [
          t(m.otherNetworks),
          [draft.socialMedia.facebook, draft.socialMedia.twitter, draft.socialMedia.tiktok, draft.socialMedia.youtube]
            .filter(Boolean)
            .join(', '),
        ],
        [
          t(m.emergencyContact),
          [draft.emergencyContact.name, draft.emergencyContact.relationship].filter(Boolean).join(', '),
        ],
        [t(m.contactDetails), [draft.emergencyContact.phone, draft.emergencyContact.email].filter(Boolean).join(' · ')],
      ],
    },
  ];

  return (
    <div className="space-y-8">
      <div className="grid gap-5 md:grid-cols-2">
        {groups.map((g) => (
          <section key={g.step} className="rounded-2xl border border-hairline bg-ivory/60 p-5">
            <div className="flex items-center justify-between gap-3">
              <h3 className="font-serif text-lg text-primary-dark">{t(STEP_NAMES[g.step] as MessageDescriptor)}</h3>
              <button
                type="button"
                onClick={() => goTo(g.step)}
                className="inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold text-primary-main hover:bg-white"
              >
                <Pencil className="h-3.5 w-3.5" aria-hidden /> {t(m.edit)}
                <span className="sr-only"> {t(STEP_NAMES[g.step] as MessageDescriptor)}</span>
              </button>
            </div>
            <dl className="mt-3 space-y-1.5 text-sm">
              {g.rows.map(([label, value]) => (
                <div key={label} className="grid grid-cols-[8.5rem_1fr] gap-2">
                  <dt className="text-muted">{label}</dt>
                  <dd className="break-words text-ink">{dash(value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-serif text-lg text-primary-dark">{t(m.acknowledgements)}</legend>
        {(Object.keys(ACKNOWLEDGEMENTS) as (keyof typeof ACKNOWLEDGEMENTS)[]).map((key) => (
          <label
            key={key}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-hairline bg-white p-4 text-sm hover:border-primary-light"
          >
            <input
              type="checkbox"
              checked={draft[key]}
              onChange={(e) =>
                patch((d) => {
                  d[key] = e.target.checked;
                })
              }
              className="mt-0.5 h-5 w-5 shrink-0 accent-primary-main"
            />
            <span>{t(ACKNOWLEDGEMENT_MESSAGES[key])}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
