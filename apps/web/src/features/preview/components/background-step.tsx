import {
  EDUCATION_WARNING,
  EDUCATION_WARNING_MS,
  HAS_CHILDREN,
  LANGUAGE_PROFICIENCIES,
  type LanguageProficiency,
  MARITAL_STATUSES,
} from '@cq/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ChoiceGroup, SelectField, StepSection, TextField } from './inputs';
import type { StepProps } from './wizard-types';

export const LANGUAGE_WARNING = 'Please enter a language and choose its proficiency before adding.';

export interface BackgroundStepProps extends StepProps {
  errors: Record<string, string>;
  setError: (key: string, message: string | null) => void;
}

const EMPTY_EDUCATION = { institution: '', degree: '', field: '', year: '' };

function EntryList({ items, onRemove, label }: { items: string[]; onRemove: (i: number) => void; label: string }) {
  if (items.length === 0) return null;
  // The same entry may be added twice: its key counts the repeats.
  const seen = new Map<string, number>();
  const keyed = items.map((text) => {
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    return { text, key: `${text}#${n}` };
  });
  return (
    <ul className="space-y-2" aria-label={label}>
      {keyed.map(({ text, key }, i) => (
        <li
          key={key}
          className="flex items-center justify-between gap-3 rounded-xl border border-hairline bg-white px-4 py-2.5 text-sm"
        >
          <span>{text}</span>
          <button
            type="button"
            onClick={() => onRemove(i)}
            className="rounded-lg p-1.5 text-muted hover:bg-ivory hover:text-status-rejected"
            aria-label={`Remove ${text}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}

function Warning({ text }: { text?: string }) {
  return (
    <p
      role="alert"
      className={
        text ? 'rounded-xl bg-status-pending/10 px-4 py-2.5 text-sm font-medium text-status-pending' : 'sr-only'
      }
    >
      {text ?? ''}
    </p>
  );
}

export function BackgroundStep({ draft, patch, errors, setError }: BackgroundStepProps) {
  const [language, setLanguage] = useState('');
  const [proficiency, setProficiency] = useState<string>('');
  const [education, setEducation] = useState(EMPTY_EDUCATION);

  // The education warning shows for 3 seconds.
  useEffect(() => {
    if (!errors.education) return;
    const t = setTimeout(() => setError('education', null), EDUCATION_WARNING_MS);
    return () => clearTimeout(t);
  }, [errors.education, setError]);

  const addLanguage = () => {
    if (!language.trim() || !proficiency) return setError('languages', LANGUAGE_WARNING);
    setError('languages', null);
    patch((d) => {
      d.languages.push({ language: language.trim(), proficiency: proficiency as LanguageProficiency });
    });
    setLanguage('');
    setProficiency('');
  };
  const addEducation = () => {
    const year = Number(education.year);
    const complete =
      education.institution.trim() &&
      education.degree.trim() &&
      education.field.trim() &&
      Number.isInteger(year) &&
      year > 1900;
    if (!complete) return setError('education', EDUCATION_WARNING);
    setError('education', null);
    patch((d) => {
      d.education.push({
        institution: education.institution.trim(),
        degree: education.degree.trim(),
        field: education.field.trim(),
        year,
      });
    });
    setEducation(EMPTY_EDUCATION);
  };

  return (
    <div className="space-y-10">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="pv-marital"
          label="Marital status"
          required
          options={MARITAL_STATUSES}
          value={draft.maritalStatus}
          onChange={(v) =>
            patch((d) => {
              d.maritalStatus = v;
            })
          }
        />
        <ChoiceGroup
          name="pv-children"
          legend="Do you have children?"
          required
          options={HAS_CHILDREN}
          value={draft.hasChildren}
          onChange={(v) =>
            patch((d) => {
              d.hasChildren = v;
            })
          }
        />
        <TextField
          id="pv-occupation"
          label="Occupation"
          required
          className="sm:col-span-2"
          value={draft.occupation}
          onChange={(v) =>
            patch((d) => {
              d.occupation = v;
            })
          }
        />
      </div>

      <StepSection title="Languages">
        <EntryList
          label="Languages added"
          items={draft.languages.map((l) => `${l.language} (${l.proficiency})`)}
          onRemove={(i) =>
            patch((d) => {
              d.languages.splice(i, 1);
            })
          }
        />
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
          <TextField id="pv-language" label="Language" value={language} onChange={setLanguage} />
          <SelectField
            id="pv-proficiency"
            label="Proficiency"
            options={LANGUAGE_PROFICIENCIES.map((p) => ({ value: p, label: p[0]?.toUpperCase() + p.slice(1) }))}
            value={proficiency}
            onChange={setProficiency}
          />
          <button type="button" className="btn-outline h-[3.125rem] px-5" onClick={addLanguage}>
            <Plus className="h-4 w-4" aria-hidden /> Add language
          </button>
        </div>
        <Warning text={errors.languages} />
      </StepSection>

      <StepSection title="Education">
        <EntryList
          label="Education added"
          items={draft.education.map((e) => `${e.degree} in ${e.field}, ${e.institution} (${e.year})`)}
          onRemove={(i) =>
            patch((d) => {
              d.education.splice(i, 1);
            })
          }
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="pv-institution"
            label="Institution"
            value={education.institution}
            onChange={(v) => setEducation((e) => ({ ...e, institution: v }))}
          />
          <TextField
            id="pv-degree"
            label="Degree"
            value={education.degree}
            onChange={(v) => setEducation((e) => ({ ...e, degree: v }))}
          />
          <TextField
            id="pv-field"
            label="Field of study"
            value={education.field}
            onChange={(v) => setEducation((e) => ({ ...e, field: v }))}
          />
          <TextField
            id="pv-year"
            label="Year"
            inputMode="numeric"
            placeholder="e.g. 2024"
            value={education.year}
            onChange={(v) => setEducation((e) => ({ ...e, year: v.replace(/\D/g, '').slice(0, 4) }))}
          />
        </div>
        <button type="button" className="btn-outline px-5" onClick={addEducation}>
          <Plus className="h-4 w-4" aria-hidden /> Add education
        </button>
        <Warning text={errors.education} />
      </StepSection>
    </div>
  );
}
