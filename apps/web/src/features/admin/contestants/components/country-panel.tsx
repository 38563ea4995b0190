import { type AdminContestantDetail, confirmCountryBodySchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { useCountryName } from '#web/i18n/format';
import { useT } from '#web/i18n/locale-context';
import { Panel } from '../../components/admin-page';
import { useAdminFormat } from '../../components/format';
import { useConfirmCountry } from '../api/confirm-country';
import { contestantsMessages as m } from '../messages';

type Values = z.input<typeof confirmCountryBodySchema>;

/**
 * The country she represents: her form's choice until staff confirm it. Staff confirm it, or change it, to one
 * of her two countries only (her nationality's and her residence's).
 */
export function CountryPanel({ record, canUpdate }: { record: AdminContestantDetail; canUpdate: boolean }) {
  const t = useT();
  const countryNameOf = useCountryName();
  const { dateTime } = useAdminFormat();
  const { code, confirmed, confirmedAt, choices } = record.representedCountry;
  const confirm = useConfirmCountry(record._id);
  const form = useForm<Values, unknown, z.output<typeof confirmCountryBodySchema>>({
    resolver: zodResolver(confirmCountryBodySchema),
    values: { country: code },
  });
  const options = [
    choices.nationality ? { code: choices.nationality, why: t(m.herNationality) } : null,
    choices.residence && choices.residence !== choices.nationality
      ? { code: choices.residence, why: t(m.herResidence) }
      : null,
  ].filter((o): o is { code: string; why: string } => o !== null);
  const error = form.formState.errors.country?.message;
  return (
    <Panel title={t(m.countryTitle)}>
      <p className="text-sm text-ink">
        <span className="font-semibold">{code ? countryNameOf(code) : t(m.noCountry)}</span>{' '}
        <span className="text-muted">
          {confirmed && confirmedAt ? t(m.confirmedOn, { date: dateTime(confirmedAt) }) : t(m.notConfirmed)}
        </span>
      </p>
      {canUpdate && options.length > 0 ? (
        <form className="mt-3 space-y-3" noValidate onSubmit={form.handleSubmit((values) => confirm.mutate(values))}>
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t(m.confirmOrChange)}</legend>
            {options.map((o) => (
              <label key={o.code} className="mt-1 flex items-center gap-2 text-sm text-ink">
                <input type="radio" value={o.code} {...form.register('country')} />
                {countryNameOf(o.code)} <span className="text-muted">({o.why})</span>
              </label>
            ))}
          </fieldset>
          {error ? (
            <p role="alert" className="text-sm font-medium text-status-rejected">
              {error}
            </p>
          ) : null}
          <Button type="submit" busy={confirm.isPending} className="px-4 py-2">
            {t(m.confirmCountry)}
          </Button>
        </form>
      ) : null}
    </Panel>
  );
}
