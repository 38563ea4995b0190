import { CONTINENTS, type DelegateStatus } from '@cq/shared';
import { useContinentName } from '../../../i18n/common-messages';
import { useCountryName, useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { delegateProfileMessages as m } from '../messages';

type Preview = NonNullable<DelegateStatus['preview']>;

function Row({ label, value }: { label: string; value: string }) {
  const t = useT();
  return (
    <div className="grid gap-1 border-b border-hairline py-3 last:border-0 sm:grid-cols-[11rem_1fr]">
      <dt className="text-sm font-semibold text-ink">{label}</dt>
      <dd className="break-words text-sm text-muted">{value || t(m.notFilledIn)}</dd>
    </div>
  );
}

/** What the public site shows of her, read from her approved registration: nothing else ever leaves. */
export function ProfilePreview({ preview }: { preview: Preview }) {
  const t = useT();
  const format = useFormat();
  const continentName = useContinentName();
  const continent = CONTINENTS.find((c) => c.name === preview.continent);
  const parts = (items: string[]) => format.list(items.filter(Boolean), 'unit');
  const country = useCountryName()(preview.country);
  const continentText = continent ? continentName(continent.slug) : preview.continent;
  const place =
    country && continentText
      ? t(m.countryAndContinent, { country, continent: continentText })
      : country || continentText;
  return (
    <dl>
      <Row label={t(m.name)} value={preview.name} />
      <Row label={t(m.countryContinent)} value={place} />
      <Row label={t(m.photos)} value={t(m.photosValue)} />
      <Row
        label={t(m.platform)}
        value={[preview.platform.cause, preview.platform.description].filter(Boolean).join(' — ')}
      />
      <Row
        label={t(m.talent)}
        value={[preview.talent.category, preview.talent.description].filter(Boolean).join(' — ')}
      />
      <Row label={t(m.languages)} value={parts(preview.languages)} />
    </dl>
  );
}
