import {
  HERO_SLIDE_KEYS,
  type HeroSlideKey,
  SITE_CONTENT_MESSAGES,
  type SiteContent,
  SOCIAL_NETWORKS,
  SPONSORSHIP_TIER_KEYS,
  type SponsorshipTierKey,
  siteContentSchema,
} from '@cq/shared';
import type { ReactNode } from 'react';
import { Controller, get, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useT } from '#web/i18n/locale-context';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { ApiError, messageOf } from '#web/lib/api-client';
import { Panel } from '../../components/admin-page';
import { useUpdateSiteContent } from '../api/update-site-content';
import { settingsMessages as m } from '../messages';
import { DateTimeField, FormFooter, SettingsField, useSettingsForm } from './form-bits';
import { LanguageVersions } from './language-versions';

type Input = z.input<typeof siteContentSchema>;
type Name = Path<Input>;

const SLIDE_LABEL: Record<HeroSlideKey, MessageDescriptor> = {
  ourCause: m.slideOurCause,
  join: m.slideJoin,
  sponsorship: m.slideSponsorship,
};
const TIER_LABEL: Record<SponsorshipTierKey, MessageDescriptor> = {
  title: m.tierTitle,
  regional: m.tierRegional,
  event: m.tierEvent,
  cause: m.tierCause,
};

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-hairline pt-5 first-of-type:border-t-0 first-of-type:pt-0 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full font-serif text-lg text-ink sm:col-span-2">{title}</legend>
      {hint ? <p className="-mt-2 text-xs text-muted sm:col-span-2">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * The public site's own words and links: the footer's social links, the home
 * hero slides, an announcement bar, the sponsorship tiers and the competition rules. Saving draws the
 * public pages again, so visitors and search engines see the change at once.
 */
export function SiteContentForm({ value, canEdit }: { value: SiteContent; canEdit: boolean }) {
  const t = useT();
  const save = useUpdateSiteContent();
  const { form, onSubmit } = useSettingsForm({
    schema: siteContentSchema,
    value,
    save,
    savedValue: (saved) => saved.siteContent,
    message: SITE_CONTENT_MESSAGES.saved,
    onError: (form, err) => {
      // The server names nested fields as the form does (e.g. hero.join.title).
      if (err instanceof ApiError && err.status === 400 && err.errors) {
        let first = true;
        for (const [field, message] of Object.entries(err.errors)) {
          form.setError(field as Name, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
      }
      toast.error(messageOf(err, t(m.siteSaveFailed)));
    },
  });
  const { errors, isDirty } = form.formState;

  const idOf = (name: Name) => `site-${name.replaceAll('.', '-')}`;
  const errorOf = (name: Name): string | undefined => (get(errors, name) as { message?: string } | undefined)?.message;

  const text = (name: Name, label: string, opts: { hint?: string; type?: string; long?: boolean } = {}) => (
    <SettingsField key={name} id={idOf(name)} label={label} error={errorOf(name)} hint={opts.hint}>
      {(input) =>
        opts.long ? (
          <textarea
            rows={3}
            {...input}
            className={`${input.className} h-auto py-2 leading-relaxed`}
            {...form.register(name)}
          />
        ) : (
          <input type={opts.type ?? 'text'} autoComplete="off" {...input} {...form.register(name)} />
        )
      }
    </SettingsField>
  );

  /** The other languages' versions of a text, beside its English. */
  const versions = (
    base: 'announcement' | 'rules' | `hero.${HeroSlideKey}` | `sponsorship.tiers.${SponsorshipTierKey}`,
    parts: { key: string; label: string; long?: boolean }[],
  ) => (
    <Controller
      control={form.control}
      name={`${base}.translations` as Name}
      render={({ field }) => (
        <LanguageVersions
          id={idOf(base as Name)}
          parts={parts}
          english={Object.fromEntries(
            parts.map((p) => [p.key, String(form.getValues(`${base}.${p.key}` as Name) ?? '')]),
          )}
          value={field.value as Parameters<typeof LanguageVersions>[0]['value']}
          onChange={field.onChange}
          errorOf={(locale, part) => errorOf(`${base}.translations.${locale}.${part}` as Name)}
        />
      )}
    />
  );

  const date = (name: 'announcement.startsAt' | 'announcement.endsAt', label: string) => (
    <DateTimeField control={form.control} name={name} id={idOf(name)} label={label} error={errorOf(name)} />
  );

  const price = (key: SponsorshipTierKey) => {
    const name = `sponsorship.tiers.${key}.price` as const;
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <SettingsField id={idOf(name)} label={t(m.priceFrom)} error={errorOf(name)} hint={t(m.priceHint)}>
            {(input) => (
              <input
                {...input}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.valueAsNumber)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          </SettingsField>
        )}
      />
    );
  };

  return (
    <Panel title={t(m.siteTitle)}>
      <form onSubmit={onSubmit} noValidate aria-label={t(m.siteTitle)}>
        <fieldset disabled={!canEdit} className="space-y-6">
          <legend className="sr-only">{t(m.siteTitle)}</legend>
          <Group title={t(m.social)} hint={t(m.socialHint)}>
            {SOCIAL_NETWORKS.map((n) =>
              text(`social.${n.key}`, n.label, { type: 'url', hint: t(m.socialExample, { host: n.host }) }),
            )}
          </Group>
          <Group title={t(m.slides)} hint={t(m.slidesHint)}>
            {HERO_SLIDE_KEYS.map((k) => (
              <div key={k} className="grid gap-3 sm:col-span-2 sm:grid-cols-[1fr_1.6fr]">
                {text(`hero.${k}.title`, t(m.slideTitle, { slide: t(SLIDE_LABEL[k]) }))}
                {text(`hero.${k}.text`, t(m.slideText, { slide: t(SLIDE_LABEL[k]) }), { long: true })}
                {versions(`hero.${k}`, [
                  { key: 'title', label: t(m.partTitle) },
                  { key: 'text', label: t(m.partText), long: true },
                ])}
              </div>
            ))}
          </Group>
          <Group title={t(m.announcementBar)} hint={t(m.announcementBarHint)}>
            <label className="flex items-center gap-3 sm:col-span-2">
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary-main"
                {...form.register('announcement.enabled')}
              />
              <span className="text-sm font-semibold text-ink">{t(m.showAnnouncement)}</span>
            </label>
            <div className="sm:col-span-2">{text('announcement.text', t(m.announcement), { long: true })}</div>
            {text('announcement.linkUrl', t(m.linkUrl), { type: 'url', hint: t(m.linkUrlHint) })}
            {text('announcement.linkLabel', t(m.linkLabel), { hint: t(m.linkLabelHint) })}
            {date('announcement.startsAt', t(m.shownFrom))}
            {date('announcement.endsAt', t(m.shownUntil))}
            {versions('announcement', [
              { key: 'text', label: t(m.announcement), long: true },
              { key: 'linkLabel', label: t(m.linkLabel) },
            ])}
          </Group>
          <Group title={t(m.tiers)} hint={t(m.tiersHint)}>
            {text('sponsorship.currency', t(m.pricesCurrency), { hint: t(m.pricesCurrencyHint) })}
            {SPONSORSHIP_TIER_KEYS.map((k) => (
              <div key={k} className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
                {text(`sponsorship.tiers.${k}.name`, t(m.tierName, { tier: t(TIER_LABEL[k]) }))}
                {text(`sponsorship.tiers.${k}.tagline`, t(m.tagline))}
                {price(k)}
                {versions(`sponsorship.tiers.${k}`, [
                  { key: 'name', label: t(m.name) },
                  { key: 'tagline', label: t(m.tagline) },
                ])}
              </div>
            ))}
          </Group>
          <Group title={t(m.rulesTitle)} hint={t(m.rulesHint)}>
            <div className="sm:col-span-2">{text('rules.text', t(m.rulesEnglish), { long: true })}</div>
            {versions('rules', [{ key: 'text', label: t(m.rules), long: true }])}
          </Group>
        </fieldset>
        {canEdit ? <FormFooter dirty={isDirty} busy={save.isPending} /> : null}
      </form>
    </Panel>
  );
}
