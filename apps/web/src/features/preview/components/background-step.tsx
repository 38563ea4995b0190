import {
  EDUCATION_WARNING_MS,
  HAS_CHILDREN,
  LANGUAGE_PROFICIENCIES,
  type LanguageProficiency,
  MARITAL_STATUSES,
} from '@cq/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/locale-context';
import { useOptionLabel } from '../../../i18n/option-label';
import { previewMessages as m, previewOptionMessages as options } from '../messages';
import { ChoiceGroup, SelectField, StepSection, TextField } from './inputs';
import type { StepProps } from './wizard-types';

export interface BackgroundStepProps extends StepProps {
  errors: Record<string, string>;
  setError: (key: string, message: string | null) => void;
}

const EMPTY_EDUCATION = { institution: '', degree: '', field: '', year: '' };

function EntryList({ items, onRemove, label }: { items: string[]; onRemove: (i: number) => void; label: string }) {
  const t = useT();
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
            aria-label={t(m.remove, { item: text })}
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
  const t = useT();
  const label = useOptionLabel();
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
    if (!language.trim() || !proficiency) return setError('languages', t(m.languageWarning));
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
    if (!complete) return setError('education', t(m.educationWarning));
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
          label={t(m.maritalStatus)}
          required
          options={MARITAL_STATUSES.map((s) => ({ value: s, label: label(options.marital, s) }))}
          value={draft.maritalStatus}
          onChange={(v) =>
            patch((d) => {
              d.maritalStatus = v;
            })
          }
        />
        <ChoiceGroup
          name="pv-children"
          legend={t(m.hasChildren)}
          required
          options={HAS_CHILDREN.map((a) => ({ value: a, label: label(options.yesNo, a) }))}
          value={draft.hasChildren}
          onChange={(v) =>
            patch((d) => {
              d.hasChildren = v;
            })
          }
        />
        <TextField
          id="pv-occupation"
          label={t(m.occupation)}
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

      <StepSection title={t(m.languages)}>
        <EntryList
          label={t(m.languagesAdded)}
          items={draft.languages.map((l) => t(m.languageEntry, { language: l.language, proficiency: l.proficiency }))}
          onRemove={(i) =>
            patch((d) => {
              d.languages.splice(i, 1);
            })
          }
        />
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
          <TextField id="pv-language" label={t(m.language)} value={language} onChange={setLanguage} />
          <SelectField
            id="pv-proficiency"
            label={t(m.proficiency)}
            options={LANGUAGE_PROFICIENCIES.map((p) => ({ value: p, label: label(options.proficiency, p) }))}
            value={proficiency}
            onChange={setProficiency}
          />
          <button type="button" className="btn-outline h-[3.125rem] px-5" onClick={addLanguage}>
            <Plus className="h-4 w-4" aria-hidden /> {t(m.addLanguage)}
          </button>
        </div>
        <Warning text={errors.languages} />
      </StepSection>

      <StepSection title={t(m.education)}>
        <EntryList
          label={t(m.educationAdded)}
          items={draft.education.map((e) =>
            t(m.educationEntry, { degree: e.degree, field: e.field, institution: e.institution, year: String(e.year) }),
          )}
          onRemove={(i) =>
            patch((d) => {
              d.education.splice(i, 1);
            })
          }
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="pv-institution"
            label={t(m.institution)}
            value={education.institution}
            onChange={(v) => setEducation((e) => ({ ...e, institution: v }))}
          />
          <TextField
            id="pv-degree"
            label={t(m.degree)}
            value={education.degree}
            onChange={(v) => setEducation((e) => ({ ...e, degree: v }))}
          />
          <TextField
            id="pv-field"
            label={t(m.field)}
            value={education.field}
            onChange={(v) => setEducation((e) => ({ ...e, field: v }))}
          />
          <TextField
            id="pv-year"
            label={t(m.year)}
            inputMode="numeric"
            placeholder={t(m.yearExample)}
            value={education.year}
            onChange={(v) => setEducation((e) => ({ ...e, year: v.replace(/\D/g, '').slice(0, 4) }))}
          />
        </div>
        <button type="button" className="btn-outline px-5" onClick={addEducation}>
          <Plus className="h-4 w-4" aria-hidden /> {t(m.addEducation)}
        </button>
        <Warning text={errors.education} />
      </StepSection>
    </div>
  );
}
