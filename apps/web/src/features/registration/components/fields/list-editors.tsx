import {
  EDUCATION_WARNING,
  EDUCATION_WARNING_MS,
  REGISTRATION_PROFICIENCIES,
  type RegistrationEducation,
  type RegistrationLanguage,
  type RegistrationPageantEntry,
  TEXT_LIMITS,
} from '@cq/shared';
import { useEffect, useRef, useState } from 'react';
import { fieldId } from './inputs';
import { AddButton, Entry, EntryList, ListFrame, MiniInput, parseYear } from './list-parts';

const PROFICIENCY_LABEL: Record<string, string> = {
  basic: 'Basic',
  intermediate: 'Intermediate',
  fluent: 'Fluent',
  native: 'Native',
};

interface ListProps<T> {
  path: string;
  items: T[];
  onChange: (items: T[]) => void;
  error?: string;
  required?: boolean;
}
const full = (items: unknown[]) => items.length >= TEXT_LIMITS.listItems;
const without = <T,>(items: T[], index: number) => items.filter((_, i) => i !== index);
/** React keys from the entries' content; a repeated entry gets #2, #3… (entries have no ids of their own). */
function keysOf<T>(items: T[], text: (item: T) => string): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = text(item);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}#${n}`;
  });
}

export function LanguageList({ path, items, onChange, error, required }: ListProps<RegistrationLanguage>) {
  const [language, setLanguage] = useState('');
  const [proficiency, setProficiency] = useState('');
  const ready = language.trim() !== '' && proficiency !== '' && !full(items);
  const add = () => {
    if (!ready) return;
    onChange([
      ...items,
      { language: language.trim(), proficiency: proficiency as RegistrationLanguage['proficiency'] },
    ]);
    setLanguage('');
    setProficiency('');
  };
  const base = fieldId(path);
  const keys = keysOf(items, (x) => x.language);
  return (
    <ListFrame
      path={path}
      label="Languages"
      hint="Add each language you speak and how well."
      required={required}
      error={error}
      entries={
        <EntryList empty="No languages added yet.">
          {items.map((item, i) => (
            <Entry key={keys[i]} onRemove={() => onChange(without(items, i))} removeLabel={`Remove ${item.language}`}>
              <span className="font-semibold">{item.language}</span>
              {item.proficiency ? <span className="text-muted"> · {PROFICIENCY_LABEL[item.proficiency]}</span> : null}
            </Entry>
          ))}
        </EntryList>
      }
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <MiniInput
          id={`${base}-new`}
          label="Language"
          value={language}
          onChange={setLanguage}
          placeholder="e.g. Swahili"
          onEnter={add}
        />
        <div>
          <label
            htmlFor={`${base}-proficiency`}
            className="mb-1 block text-xs font-semibold uppercase tracking-wide text-muted"
          >
            Proficiency
          </label>
          <select
            id={`${base}-proficiency`}
            value={proficiency}
            onChange={(e) => setProficiency(e.target.value)}
            className="block w-full rounded-lg border border-hairline bg-white px-3 py-2 text-sm text-ink focus:border-primary-main focus:outline-none focus:ring-3 focus:ring-primary-main/20"
          >
            <option value="">Choose…</option>
            {REGISTRATION_PROFICIENCIES.map((p) => (
              <option key={p} value={p}>
                {PROFICIENCY_LABEL[p]}
              </option>
            ))}
          </select>
        </div>
        <AddButton onClick={add} disabled={!ready} label="Add language" />
      </div>
    </ListFrame>
  );
}

export function EducationList({ path, items, onChange, error, required }: ListProps<RegistrationEducation>) {
  const [draft, setDraft] = useState({ institution: '', degree: '', field: '', year: '' });
  const [warning, setWarning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const add = () => {
    const year = parseYear(draft.year);
    if (!draft.institution.trim() || !draft.degree.trim() || !draft.field.trim() || year === null) {
      setWarning(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setWarning(false), EDUCATION_WARNING_MS);
      return;
    }
    if (full(items)) return;
    onChange([
      ...items,
      { institution: draft.institution.trim(), degree: draft.degree.trim(), field: draft.field.trim(), year },
    ]);
    setDraft({ institution: '', degree: '', field: '', year: '' });
    setWarning(false);
  };
  const base = fieldId(path);
  const set = (key: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const keys = keysOf(items, (x) => x.institution);
  return (
    <ListFrame
      path={path}
      label="Education"
      required={required}
      error={error}
      entries={
        <EntryList empty="No education added yet.">
          {items.map((item, i) => (
            <Entry
              key={keys[i]}
              onRemove={() => onChange(without(items, i))}
              removeLabel={`Remove ${item.degree} at ${item.institution}`}
            >
              <span className="font-semibold">
                {item.degree} in {item.field}
              </span>
              <span className="block text-muted">
                {item.institution}
                {item.year ? ` · ${item.year}` : ''}
              </span>
            </Entry>
          ))}
        </EntryList>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <MiniInput
          id={`${base}-institution`}
          label="Institution"
          value={draft.institution}
          onChange={set('institution')}
          placeholder="e.g. University of Lagos"
        />
        <MiniInput
          id={`${base}-degree`}
          label="Degree"
          value={draft.degree}
          onChange={set('degree')}
          placeholder="e.g. BSc"
        />
        <MiniInput
          id={`${base}-field`}
          label="Field of study"
          value={draft.field}
          onChange={set('field')}
          placeholder="e.g. Economics"
        />
        <MiniInput
          id={`${base}-year`}
          label="Year"
          value={draft.year}
          onChange={set('year')}
          placeholder="e.g. 2024"
          inputMode="numeric"
          onEnter={add}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <AddButton onClick={add} disabled={full(items)} label="Add education" />
        {warning ? (
          <p role="alert" className="text-sm font-medium text-status-pending">
            {EDUCATION_WARNING}
          </p>
        ) : null}
      </div>
    </ListFrame>
  );
}

export function PageantList({ path, items, onChange, error }: ListProps<RegistrationPageantEntry>) {
  const [draft, setDraft] = useState({ name: '', year: '', placement: '' });
  const ready =
    draft.name.trim() !== '' && (draft.year.trim() === '' || parseYear(draft.year) !== null) && !full(items);
  const add = () => {
    if (!ready) return;
    onChange([...items, { name: draft.name.trim(), year: parseYear(draft.year), placement: draft.placement.trim() }]);
    setDraft({ name: '', year: '', placement: '' });
  };
  const base = fieldId(path);
  const set = (key: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const keys = keysOf(items, (x) => x.name);
  return (
    <ListFrame
      path={path}
      label="Pageant experience"
      hint="Earlier pageants, if any. Leave the placement empty if you took part without placing."
      error={error}
      entries={
        <EntryList empty="No pageants added yet.">
          {items.map((item, i) => (
            <Entry key={keys[i]} onRemove={() => onChange(without(items, i))} removeLabel={`Remove ${item.name}`}>
              <span className="font-semibold">{item.name}</span>
              <span className="text-muted">
                {item.year ? ` ${item.year}` : ''} - {item.placement || 'Participant'}
              </span>
            </Entry>
          ))}
        </EntryList>
      }
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_7rem_1fr_auto] sm:items-end">
        <MiniInput
          id={`${base}-name`}
          label="Pageant"
          value={draft.name}
          onChange={set('name')}
          placeholder="e.g. Miss Nairobi"
        />
        <MiniInput
          id={`${base}-year`}
          label="Year"
          value={draft.year}
          onChange={set('year')}
          placeholder="2024"
          inputMode="numeric"
        />
        <MiniInput
          id={`${base}-placement`}
          label="Placement"
          value={draft.placement}
          onChange={set('placement')}
          placeholder="e.g. First runner-up"
          onEnter={add}
        />
        <AddButton onClick={add} disabled={!ready} label="Add" />
      </div>
    </ListFrame>
  );
}

export function TextList({
  path,
  items,
  onChange,
  error,
  required,
  label,
  itemLabel,
  placeholder,
  hint,
  empty,
}: ListProps<string> & { label: string; itemLabel: string; placeholder: string; hint?: string; empty: string }) {
  const [text, setText] = useState('');
  const ready = text.trim() !== '' && !full(items);
  const add = () => {
    if (!ready) return;
    onChange([...items, text.trim()]);
    setText('');
  };
  const keys = keysOf(items, (x) => x);
  return (
    <ListFrame
      path={path}
      label={label}
      hint={hint}
      required={required}
      error={error}
      entries={
        <EntryList empty={empty}>
          {items.map((item, i) => (
            <Entry key={keys[i]} onRemove={() => onChange(without(items, i))} removeLabel={`Remove ${item}`}>
              {item}
            </Entry>
          ))}
        </EntryList>
      }
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <MiniInput
          id={`${fieldId(path)}-new`}
          label={itemLabel}
          value={text}
          onChange={setText}
          placeholder={placeholder}
          onEnter={add}
        />
        <AddButton onClick={add} disabled={!ready} label={`Add ${itemLabel.toLowerCase()}`} />
      </div>
    </ListFrame>
  );
}
