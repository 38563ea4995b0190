import { ACKNOWLEDGEMENTS, COUNTRY_BY_DEMONYM, PREVIEW_STEPS, readableCalendarDate } from '@cq/shared';
import { Pencil } from 'lucide-react';
import type { StepProps } from './wizard-types';

const dash = (v: string) => (v.trim() ? v : '—');

export function ReviewStep({ draft, patch, goTo }: StepProps & { goTo: (step: number) => void }) {
  const nationality = draft.nationality
    ? `${draft.nationality} (${COUNTRY_BY_DEMONYM.get(draft.nationality) ?? ''})`
    : '';
  const groups: { step: number; rows: [string, string][] }[] = [
    {
      step: 0,
      rows: [
        ['Date of birth', readableCalendarDate(draft.dob)],
        ['Gender', draft.gender],
        ['Nationality', nationality],
        ['Residence', draft.residence],
        ['Address', draft.address],
        ['Continent', draft.continent],
        ['Ethnicity', draft.ethnicity],
      ],
    },
    {
      step: 1,
      rows: [
        ['Height', draft.height ? `${draft.height} ft` : ''],
        ['Weight', draft.weight ? `${draft.weight} ${draft.weightUnit}` : ''],
        ['Hair colour', draft.hairColor],
        ['Eye colour', draft.eyeColor],
      ],
    },
    {
      step: 2,
      rows: [
        ['Marital status', draft.maritalStatus],
        ['Children', draft.hasChildren],
        ['Occupation', draft.occupation],
        ['Languages', draft.languages.map((l) => `${l.language} (${l.proficiency})`).join(', ')],
        ['Education', draft.education.map((e) => `${e.degree}, ${e.institution} (${e.year})`).join('; ')],
      ],
    },
    {
      step: 3,
      rows: [
        ['Instagram', draft.socialMedia.instagram],
        [
          'Other networks',
          [draft.socialMedia.facebook, draft.socialMedia.twitter, draft.socialMedia.tiktok, draft.socialMedia.youtube]
            .filter(Boolean)
            .join(', '),
        ],
        [
          'Emergency contact',
          [draft.emergencyContact.name, draft.emergencyContact.relationship].filter(Boolean).join(', '),
        ],
        ['Contact details', [draft.emergencyContact.phone, draft.emergencyContact.email].filter(Boolean).join(' · ')],
      ],
    },
  ];

  return (
    <div className="space-y-8">
      <div className="grid gap-5 md:grid-cols-2">
        {groups.map((g) => (
          <section key={g.step} className="rounded-2xl border border-hairline bg-ivory/60 p-5">
            <div className="flex items-center justify-between gap-3">
              <h3 className="font-serif text-lg text-primary-dark">{PREVIEW_STEPS[g.step]}</h3>
              <button
                type="button"
                onClick={() => goTo(g.step)}
                className="inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold text-primary-main hover:bg-white"
              >
                <Pencil className="h-3.5 w-3.5" aria-hidden /> Edit
                <span className="sr-only"> {PREVIEW_STEPS[g.step]}</span>
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
        <legend className="mb-2 font-serif text-lg text-primary-dark">Acknowledgements</legend>
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
            <span>{ACKNOWLEDGEMENTS[key]}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
