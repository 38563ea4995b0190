import { labelContrastPairs, THEME_GROUPS, THEME_MESSAGES, THEME_SHADES, type ThemeColors } from '@cq/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { useT, useText } from '#web/i18n/locale-context';
import { Panel } from '../../components/admin-page';
import { themeMessages as m } from '../messages';
import { ColorField, isHex } from './color-field';
import { ContrastCheck, contrastPairs } from './contrast-check';
import { ThemePreview } from './theme-preview';

type Group = (typeof THEME_GROUPS)[number];
type Shade = (typeof THEME_SHADES)[number];
type Drafts = Record<Group, Record<Shade, string>>;

const sameColors = (a: ThemeColors, b: ThemeColors) =>
  THEME_GROUPS.every((g) => THEME_SHADES.every((s) => a[g][s].toUpperCase() === b[g][s].toUpperCase()));

export interface ThemeEditorProps {
  /** What the editor starts from (the active theme, or a saved one loaded into it). */
  initial: { name: string; colors: ThemeColors };
  /** The active theme, to tell whether the draft differs from what the site shows. */
  active: ThemeColors;
  canEdit: boolean;
  saving: boolean;
  onSave: (name: string, colors: ThemeColors) => void;
}

/** The three colour groups, their contrast checks and the live preview. */
export function ThemeEditor({ initial, active, canEdit, saving, onSave }: ThemeEditorProps) {
  const t = useT();
  const text = useText();
  const [name, setName] = useState(initial.name);
  const [colors, setColors] = useState<ThemeColors>(initial.colors);
  const [drafts, setDrafts] = useState<Drafts>(() => structuredClone(initial.colors));

  const setDraft = (group: Group, shade: Shade, text: string) => {
    setDrafts((d) => ({ ...d, [group]: { ...d[group], [shade]: text } }));
    if (isHex(text)) setColors((c) => ({ ...c, [group]: { ...c[group], [shade]: text } }));
  };
  const invalid = THEME_GROUPS.some((g) => THEME_SHADES.some((s) => !isHex(drafts[g][s])));
  const nameMissing = name.trim() === '';
  const changed = !sameColors(colors, active);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!invalid && !nameMissing) onSave(name.trim(), colors);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <div className="space-y-6">
        {THEME_GROUPS.map((group) => (
          <Panel key={group} title={t(m.group, { group })}>
            <fieldset disabled={!canEdit}>
              <legend className="sr-only">{t(m.groupColours, { group })}</legend>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {THEME_SHADES.map((shade) => (
                  <ColorField
                    key={shade}
                    id={`theme-${group}-${shade}`}
                    label={t(m.colour, { group, shade })}
                    value={colors[group][shade]}
                    draft={drafts[group][shade]}
                    onDraft={(text) => setDraft(group, shade, text)}
                    disabled={!canEdit}
                  />
                ))}
              </div>
            </fieldset>
            <ul className="mt-4 space-y-1.5" aria-label={t(m.contrastChecks, { group })}>
              {contrastPairs(colors, group).map((pair) => (
                <ContrastCheck key={pair.label} pair={pair} />
              ))}
            </ul>
          </Panel>
        ))}
        <Panel title={t(m.statusLabels)}>
          <p className="text-xs text-muted">{t(m.statusLabelsHint)}</p>
          <ul className="mt-3 space-y-1.5" aria-label={t(m.statusLabelChecks)}>
            {labelContrastPairs(colors).map((pair) => (
              <ContrastCheck key={pair.label} pair={pair} />
            ))}
          </ul>
        </Panel>
      </div>

      <div className="space-y-4 xl:sticky xl:top-6 xl:self-start">
        <h2 className="font-serif text-lg font-semibold text-primary-dark">{t(m.livePreview)}</h2>
        <ThemePreview colors={colors} />
        {canEdit ? (
          <div className="rounded-2xl border border-hairline bg-white p-4 shadow-sm">
            <label htmlFor="theme-name" className="mb-1 block text-xs font-semibold text-muted">
              {t(m.themeName)}
            </label>
            <input
              id="theme-name"
              value={name}
              maxLength={80}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={nameMissing || undefined}
              aria-describedby={nameMissing ? 'theme-name-error' : undefined}
              className="h-10 w-full rounded-lg border border-hairline bg-white px-3 text-sm focus:border-primary-main focus:outline-none focus:ring-3 focus:ring-primary-main/20"
            />
            {nameMissing ? (
              <p id="theme-name-error" role="alert" className="mt-1 text-xs font-medium text-status-rejected">
                {text(THEME_MESSAGES.nameRequired)}
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <span className="text-xs text-muted" aria-live="polite">
                {changed ? t(m.unsaved) : t(m.siteShows)}
              </span>
              <Button type="submit" busy={saving} disabled={invalid || nameMissing} className="px-5 py-2.5">
                {t(m.saveActive)}
              </Button>
            </div>
          </div>
        ) : (
          <p className="rounded-2xl border border-hairline bg-white p-4 text-sm text-muted">{t(m.readOnly)}</p>
        )}
      </div>
    </form>
  );
}
