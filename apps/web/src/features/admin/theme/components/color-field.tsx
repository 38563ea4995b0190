import { useT } from '#web/i18n/locale-context';
import { themeMessages as m } from '../messages';

const HEX = /^#[0-9a-fA-F]{6}$/;
export const isHex = (v: string) => HEX.test(v);

/**
 * One colour: the browser's colour picker and the hex code beside it, kept in
 * step. The text may be half-typed; only a full #RRGGBB reaches the theme.
 */
export function ColorField({
  id,
  label,
  value,
  draft,
  onDraft,
  disabled,
}: {
  id: string;
  label: string;
  /** The last valid colour (what the picker and the preview show). */
  value: string;
  /** What the hex field holds, valid or not. */
  draft: string;
  onDraft: (text: string) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const invalid = !isHex(draft);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-muted">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t(m.colourPicker, { label })}
          value={value.toLowerCase()}
          disabled={disabled}
          onChange={(e) => onDraft(e.target.value.toUpperCase())}
          className="h-9 w-10 shrink-0 cursor-pointer rounded-md border border-hairline bg-white p-0.5 disabled:cursor-not-allowed"
        />
        <input
          id={id}
          type="text"
          // A hex code reads left to right in every language.
          dir="ltr"
          inputMode="text"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          value={draft}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => onDraft(e.target.value.trim())}
          className={`h-9 w-full min-w-0 rounded-lg border bg-white px-2 font-mono text-sm uppercase text-ink focus:outline-none focus:ring-3 disabled:bg-ivory ${
            invalid
              ? 'border-status-rejected focus:ring-status-rejected/20'
              : 'border-hairline focus:border-primary-main focus:ring-primary-main/20'
          }`}
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-status-rejected">
          {t(m.hexInvalid)}
        </p>
      ) : null}
    </div>
  );
}
