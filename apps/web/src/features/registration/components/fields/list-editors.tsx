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
import { type PendingEntry, usePendingDraft } from '../../form/pending-entries';
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
const FULL_MESSAGE = `You can add at most ${TEXT_LIMITS.listItems} entries: remove one, or clear what you typed.`;
/** What an add row amounts to: nothing, a whole entry, or what is missing. */
function pending<T>(items: T[], typed: boolean, entry: T | null, missing: string): PendingEntry {
  if (!typed) return null;
  if (entry === null) return { message: missing };
  if (full(items)) return { message: FULL_MESSAGE };
  return { list: [...items, entry] };
}
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

const EMPTY_LANGUAGE = { language: '', proficiency: '' };

export function LanguageList({ path, items, onChange, error, required }: ListProps<RegistrationLanguage>) {
  const entryOf = (d: typeof EMPTY_LANGUAGE): RegistrationLanguage | null =>
    d.language.trim() !== '' && d.proficiency !== ''
      ? { language: d.language.trim(), proficiency: d.proficiency as RegistrationLanguage['proficiency'] }
      : null;
  const [draft, setDraft] = usePendingDraft(path, EMPTY_LANGUAGE, (d) =>
    pending(
      items,
      d.language.trim() !== '',
      entryOf(d),
      `Choose how well you speak ${d.language.trim()} and add it, or clear the language field.`,
    ),
  );
  const { language, proficiency } = draft;
  const setLanguage = (value: string) => setDraft((d) => ({ ...d, language: value }));
  const setProficiency = (value: string) => setDraft((d) => ({ ...d, proficiency: value }));
  const ready = entryOf(draft) !== null && !full(items);
  const add = () => {
    const entry = entryOf(draft);
    if (!entry || full(items)) return;
    onChange([...items, entry]);
    setDraft(EMPTY_LANGUAGE);
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

const EMPTY_EDUCATION = { institution: '', degree: '', field: '', year: '' };
function educationOf(d: typeof EMPTY_EDUCATION): RegistrationEducation | null {
  const year = parseYear(d.year);
  if (!d.institution.trim() || !d.degree.trim() || !d.field.trim() || year === null) return null;
  return { institution: d.institution.trim(), degree: d.degree.trim(), field: d.field.trim(), year };
}

export function EducationList({ path, items, onChange, error, required }: ListProps<RegistrationEducation>) {
  const [draft, setDraft] = usePendingDraft(path, EMPTY_EDUCATION, (d) =>
    pending(
      items,
      Object.values(d).some((v) => v.trim() !== ''),
      educationOf(d),
      EDUCATION_WARNING,
    ),
  );
  const [warning, setWarning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const add = () => {
    const entry = educationOf(draft);
    if (!entry) {
      setWarning(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setWarning(false), EDUCATION_WARNING_MS);
      return;
    }
    if (full(items)) return;
    onChange([...items, entry]);
    setDraft(EMPTY_EDUCATION);
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

const EMPTY_PAGEANT = { name: '', year: '', placement: '' };
function pageantOf(d: typeof EMPTY_PAGEANT): RegistrationPageantEntry | null {
  if (d.name.trim() === '' || (d.year.trim() !== '' && parseYear(d.year) === null)) return null;
  return { name: d.name.trim(), year: parseYear(d.year), placement: d.placement.trim() };
}

export function PageantList({ path, items, onChange, error }: ListProps<RegistrationPageantEntry>) {
  const [draft, setDraft] = usePendingDraft(path, EMPTY_PAGEANT, (d) =>
    pending(
      items,
      Object.values(d).some((v) => v.trim() !== ''),
      pageantOf(d),
      d.name.trim() === ''
        ? 'Add the name of the pageant, or clear what you typed.'
        : 'Enter the year as four digits (or leave it empty), then add the pageant.',
    ),
  );
  const ready = pageantOf(draft) !== null && !full(items);
  const add = () => {
    const entry = pageantOf(draft);
    if (!entry || full(items)) return;
    onChange([...items, entry]);
    setDraft(EMPTY_PAGEANT);
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
  const [text, setText] = usePendingDraft(path, '', (t) => pending(items, t.trim() !== '', t.trim(), ''));
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
