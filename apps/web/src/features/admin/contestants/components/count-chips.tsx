import { type ContestantCounts, REGISTRATION_CONTINENTS, REGISTRATION_STATUSES } from '@cq/shared';
import { useContinentLabel } from '#web/i18n/common-messages';
import { useFormat } from '#web/i18n/format';
import { useT } from '#web/i18n/locale-context';
import { contestantsMessages as m } from '../messages';
import { useStatusLabel } from '../use-labels';

/**
 * The whole picture at the top of the list: how many records per status and
 * per continent, whatever the filters. Each chip also sets (or clears) its filter.
 */
function Chip({
  label,
  count,
  pressed,
  onClick,
}: {
  label: string;
  count: number;
  pressed: boolean;
  onClick: () => void;
}) {
  const format = useFormat();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-xs font-semibold transition ${
        pressed
          ? 'border-primary-main bg-primary-main text-primary-contrast'
          : 'border-hairline bg-white text-ink hover:border-primary-light'
      }`}
    >
      <span>{label}</span>{' '}
      <span className={`tabular-nums ${pressed ? '' : 'text-primary-main'}`}>{format.number(count)}</span>
    </button>
  );
}

export function CountChips({
  counts,
  status,
  continent,
  onFilter,
}: {
  counts: ContestantCounts;
  status: string;
  continent: string;
  onFilter: (change: { status?: string; continent?: string }) => void;
}) {
  const t = useT();
  const statusLabel = useStatusLabel();
  const continentLabel = useContinentLabel();
  return (
    <div className="mb-4 space-y-2">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t(m.byStatus)}</legend>
        <Chip label={t(m.all)} count={counts.all} pressed={!status} onClick={() => onFilter({ status: '' })} />
        {REGISTRATION_STATUSES.map((s) => (
          <Chip
            key={s}
            label={statusLabel(s)}
            count={counts.byStatus[s] ?? 0}
            pressed={status === s}
            onClick={() => onFilter({ status: status === s ? '' : s })}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t(m.byContinent)}</legend>
        {REGISTRATION_CONTINENTS.map((c) => (
          <Chip
            key={c}
            label={continentLabel(c)}
            count={counts.byContinent[c] ?? 0}
            pressed={continent === c}
            onClick={() => onFilter({ continent: continent === c ? '' : c })}
          />
        ))}
      </fieldset>
    </div>
  );
}
