import type { DelegateStatus } from '@cq/shared';

type Preview = NonNullable<DelegateStatus['preview']>;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 border-b border-hairline py-3 last:border-0 sm:grid-cols-[11rem_1fr]">
      <dt className="text-sm font-semibold text-ink">{label}</dt>
      <dd className="break-words text-sm text-muted">{value || 'Not filled in'}</dd>
    </div>
  );
}

/** What the public site shows of her, read from her approved registration: nothing else ever leaves. */
export function ProfilePreview({ preview }: { preview: Preview }) {
  return (
    <dl>
      <Row label="Name" value={preview.name} />
      <Row label="Country and continent" value={[preview.country, preview.continent].filter(Boolean).join(', ')} />
      <Row label="Photos" value="Your headshot and full-body photo, in web sizes" />
      <Row
        label="Platform"
        value={[preview.platform.cause, preview.platform.description].filter(Boolean).join(' — ')}
      />
      <Row label="Talent" value={[preview.talent.category, preview.talent.description].filter(Boolean).join(' — ')} />
      <Row label="Languages" value={preview.languages.join(', ')} />
    </dl>
  );
}
