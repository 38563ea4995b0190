import {
  EDUCATION_WARNING_MS,
  REGISTRATION_PROFICIENCIES,
  type RegistrationEducation,
  type RegistrationLanguage,
  type RegistrationPageantEntry,
  TEXT_LIMITS,
} from '@cq/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Translate, useT } from '#web/i18n/locale-context';
import { type PendingEntry, usePendingDraft } from '../../form/pending-entries';
import { proficiencyMessages, useOptionLabel } from '../option-messages';
import { fieldId } from './inputs';
import { AddButton, Entry, EntryList, ListFrame, MiniInput, parseYear } from './list-parts';
import { fieldMessages as m } from './messages';

interface ListProps<T> {
  path: string;
  items: T[];
  onChange: (items: T[]) => void;
  error?: string;
  required?: boolean;
}
const full = (items: unknown[]) => items.length >= TEXT_LIMITS.listItems;
/** What an add row amounts to: nothing, a whole entry, or what is missing. */
function pending<T>(t: Translate, items: T[], typed: boolean, entry: T | null, missing: string): PendingEntry {
  if (!typed) return null;
  if (entry === null) return { message: missing };
  if (full(items)) return { message: t(m.listFull, { max: TEXT_LIMITS.listItems }) };
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

/**
 * The add row of a list editor: a draft `D` that becomes an entry `T` once whole (`entryOf`), counts as typed
 * when `typed` says so, and says what is `missing` while typed but not whole.
 */
function useAddRow<D, T>(
  { path, items, onChange }: ListProps<T>,
  empty: D,
  entryOf: (draft: D) => T | null,
  typed: (draft: D) => boolean,
  missing: (draft: D) => string,
) {
  const t = useT();
  const [draft, setDraft] = usePendingDraft(path, empty, (d) => pending(t, items, typed(d), entryOf(d), missing(d)));
  const set = (key: keyof D) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const ready = entryOf(draft) !== null && !full(items);
  /** Adds the draft to the list and empties it; a list already full is left as it is. */
  const add = (): 'added' | 'incomplete' | 'full' => {
    const entry = entryOf(draft);
    if (entry === null) return 'incomplete';
    if (full(items)) return 'full';
    onChange([...items, entry]);
    setDraft(empty);
    return 'added';
  };
  const base = fieldId(path);
  /** What an input of the add row needs to edit the draft's `key`. */
  const field = (key: keyof D & string, id: string = key) => ({
    id: `${base}-${id}`,
    value: String(draft[key]),
    onChange: set(key),
  });
  return { draft, setDraft, set, field, ready, add, base };
}

/** A list editor's frame with its entries, each removable; `children` is the add row. */
function EditorFrame<T>({
  path,
  items,
  onChange,
  error,
  required,
  label,
  hint,
  empty,
  keyOf,
  removeLabel,
  show,
  children,
}: ListProps<T> & {
  label: string;
  hint?: string;
  empty: string;
  keyOf: (item: T) => string;
  removeLabel: (item: T) => string;
  show: (item: T) => ReactNode;
  children: ReactNode;
}) {
  const keys = keysOf(items, keyOf);
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
            <Entry key={keys[i]} onRemove={() => onChange(without(items, i))} removeLabel={removeLabel(item)}>
              {show(item)}
            </Entry>
          ))}
        </EntryList>
      }
    >
      {children}
    </ListFrame>
  );
}

const nonEmpty = (draft: Record<string, string>) => Object.values(draft).some((v) => v.trim() !== '');

const EMPTY_LANGUAGE = { language: '', proficiency: '' };
function languageOf(d: typeof EMPTY_LANGUAGE): RegistrationLanguage | null {
  return d.language.trim() !== '' && d.proficiency !== ''
    ? { language: d.language.trim(), proficiency: d.proficiency as RegistrationLanguage['proficiency'] }
    : null;
}

export function LanguageList(props: ListProps<RegistrationLanguage>) {
  const t = useT();
  const optionLabel = useOptionLabel();
  const { draft, set, field, ready, add, base } = useAddRow(
    props,
    EMPTY_LANGUAGE,
    languageOf,
    (d) => d.language.trim() !== '',
    (d) => t(m.languageMissing, { language: d.language.trim() }),
  );
  return (
    <EditorFrame
      {...props}
      label={t(m.languagesLabel)}
      hint={t(m.languagesHint)}
      empty={t(m.noLanguages)}
      keyOf={(x) => x.language}
      removeLabel={(item) => t(m.remove, { item: item.language })}
      show={(item) => (
        <>
          <span className="font-semibold">{item.language}</span>
          {item.proficiency ? (
            <span className="text-muted"> · {optionLabel(proficiencyMessages, item.proficiency)}</span>
          ) : null}
        </>
      )}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <MiniInput
          {...field('language', 'new')}
          label={t(m.language)}
          placeholder={t(m.languagePlaceholder)}
          onEnter={add}
        />
        <div>
          <label
            htmlFor={`${base}-proficiency`}
            className="mb-1 block text-xs font-semibold uppercase tracking-wide text-muted"
          >
            {t(m.proficiency)}
          </label>
          <select
            id={`${base}-proficiency`}
            value={draft.proficiency}
            onChange={(e) => set('proficiency')(e.target.value)}
            className="block w-full rounded-lg border border-hairline bg-white px-3 py-2 text-sm text-ink focus:border-primary-main focus:outline-none focus:ring-3 focus:ring-primary-main/20"
          >
            <option value="">{t(m.choose)}</option>
            {REGISTRATION_PROFICIENCIES.map((p) => (
              <option key={p} value={p}>
                {optionLabel(proficiencyMessages, p)}
              </option>
            ))}
          </select>
        </div>
        <AddButton onClick={add} disabled={!ready} label={t(m.addLanguage)} />
      </div>
    </EditorFrame>
  );
}

const EMPTY_EDUCATION = { institution: '', degree: '', field: '', year: '' };
function educationOf(d: typeof EMPTY_EDUCATION): RegistrationEducation | null {
  const year = parseYear(d.year);
  if (!d.institution.trim() || !d.degree.trim() || !d.field.trim() || year === null) return null;
  return { institution: d.institution.trim(), degree: d.degree.trim(), field: d.field.trim(), year };
}

export function EducationList(props: ListProps<RegistrationEducation>) {
  const t = useT();
  const row = useAddRow(props, EMPTY_EDUCATION, educationOf, nonEmpty, () => t(m.educationWarning));
  const { field } = row;
  const [warning, setWarning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  // An incomplete entry is not added: a warning says so for a while instead.
  const add = () => {
    const result = row.add();
    if (result === 'incomplete') {
      setWarning(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setWarning(false), EDUCATION_WARNING_MS);
    } else if (result === 'added') setWarning(false);
  };
  return (
    <EditorFrame
      {...props}
      label={t(m.educationLabel)}
      empty={t(m.noEducation)}
      keyOf={(x) => x.institution}
      removeLabel={(item) => t(m.removeEducation, { degree: item.degree, institution: item.institution })}
      show={(item) => (
        <>
          <span className="font-semibold">{t(m.degreeIn, { degree: item.degree, field: item.field })}</span>
          <span className="block text-muted">
            {item.institution}
            {item.year ? ` · ${item.year}` : ''}
          </span>
        </>
      )}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <MiniInput {...field('institution')} label={t(m.institution)} placeholder={t(m.institutionPlaceholder)} />
        <MiniInput {...field('degree')} label={t(m.degree)} placeholder={t(m.degreePlaceholder)} />
        <MiniInput {...field('field')} label={t(m.fieldOfStudy)} placeholder={t(m.fieldOfStudyPlaceholder)} />
        <MiniInput
          {...field('year')}
          label={t(m.year)}
          placeholder={t(m.yearPlaceholder)}
          inputMode="numeric"
          onEnter={add}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <AddButton onClick={add} disabled={full(props.items)} label={t(m.addEducation)} />
        {warning ? (
          <p role="alert" className="text-sm font-medium text-status-pending">
            {t(m.educationWarning)}
          </p>
        ) : null}
      </div>
    </EditorFrame>
  );
}

const EMPTY_PAGEANT = { name: '', year: '', placement: '' };
function pageantOf(d: typeof EMPTY_PAGEANT): RegistrationPageantEntry | null {
  if (d.name.trim() === '' || (d.year.trim() !== '' && parseYear(d.year) === null)) return null;
  return { name: d.name.trim(), year: parseYear(d.year), placement: d.placement.trim() };
}

/** Pageant experience is never required: the editor takes no `required`. */
export function PageantList({ required: _required, ...props }: ListProps<RegistrationPageantEntry>) {
  const t = useT();
  const { field, ready, add } = useAddRow(props, EMPTY_PAGEANT, pageantOf, nonEmpty, (d) =>
    t(d.name.trim() === '' ? m.pageantNameMissing : m.pageantYearInvalid),
  );
  return (
    <EditorFrame
      {...props}
      label={t(m.pageantsLabel)}
      hint={t(m.pageantsHint)}
      empty={t(m.noPageants)}
      keyOf={(x) => x.name}
      removeLabel={(item) => t(m.remove, { item: item.name })}
      show={(item) => (
        <>
          <span className="font-semibold">{item.name}</span>
          <span className="text-muted">
            {item.year ? ` ${item.year}` : ''} - {item.placement || t(m.participant)}
          </span>
        </>
      )}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_7rem_1fr_auto] sm:items-end">
        <MiniInput {...field('name')} label={t(m.pageant)} placeholder={t(m.pageantPlaceholder)} />
        <MiniInput {...field('year')} label={t(m.year)} placeholder={t(m.pageantYearPlaceholder)} inputMode="numeric" />
        <MiniInput
          {...field('placement')}
          label={t(m.placement)}
          placeholder={t(m.placementPlaceholder)}
          onEnter={add}
        />
        <AddButton onClick={add} disabled={!ready} label={t(m.add)} />
      </div>
    </EditorFrame>
  );
}

const textOf = (text: string) => (text.trim() !== '' ? text.trim() : null);

export function TextList({
  itemLabel,
  addLabel,
  placeholder,
  ...props
}: ListProps<string> & {
  label: string;
  itemLabel: string;
  addLabel: string;
  placeholder: string;
  hint?: string;
  empty: string;
}) {
  const t = useT();
  const { draft, setDraft, ready, add, base } = useAddRow<string, string>(
    props,
    '',
    textOf,
    (t) => t.trim() !== '',
    () => '',
  );
  return (
    <EditorFrame {...props} keyOf={(x) => x} removeLabel={(item) => t(m.remove, { item })} show={(item) => item}>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <MiniInput
          id={`${base}-new`}
          label={itemLabel}
          value={draft}
          onChange={setDraft}
          placeholder={placeholder}
          onEnter={add}
        />
        <AddButton onClick={add} disabled={!ready} label={addLabel} />
      </div>
    </EditorFrame>
  );
}
