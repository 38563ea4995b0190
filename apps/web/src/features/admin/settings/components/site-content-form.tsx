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
import { ApiError, messageOf } from '../../../../lib/api-client';
import { Panel } from '../../components/admin-page';
import { useUpdateSiteContent } from '../api/update-site-content';
import { DateTimeField, FormFooter, SettingsField, useSettingsForm } from './form-bits';
import { LanguageVersions } from './language-versions';

type Input = z.input<typeof siteContentSchema>;
type Name = Path<Input>;

const SLIDE_LABEL: Record<HeroSlideKey, string> = {
  ourCause: 'Slide 1 · Our Cause',
  join: 'Slide 2 · Join the Competition',
  sponsorship: 'Slide 3 · Sponsorship',
};
const TIER_LABEL: Record<SponsorshipTierKey, string> = {
  title: 'Tier 1 (featured)',
  regional: 'Tier 2',
  event: 'Tier 3',
  cause: 'Tier 4',
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
      toast.error(messageOf(err, 'The site content could not be saved. Please try again.'));
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
          <SettingsField
            id={idOf(name)}
            label="Price from"
            error={errorOf(name)}
            hint="Whole amount; empty shows “Price on request”."
          >
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
    <Panel title="Public site content">
      <form onSubmit={onSubmit} noValidate aria-label="Public site content">
        <fieldset disabled={!canEdit} className="space-y-6">
          <legend className="sr-only">Public site content</legend>
          <Group title="Social links" hint="Full addresses of your pages. Leave a network empty to hide it.">
            {SOCIAL_NETWORKS.map((n) =>
              text(`social.${n.key}`, n.label, { type: 'url', hint: `e.g. https://www.${n.host}/yourpage` }),
            )}
          </Group>
          <Group title="Home page slides" hint="The title and text of each slide; buttons and pictures stay.">
            {HERO_SLIDE_KEYS.map((k) => (
              <div key={k} className="grid gap-3 sm:col-span-2 sm:grid-cols-[1fr_1.6fr]">
                {text(`hero.${k}.title`, `${SLIDE_LABEL[k]}: title`)}
                {text(`hero.${k}.text`, `${SLIDE_LABEL[k]}: text`, { long: true })}
                {versions(`hero.${k}`, [
                  { key: 'title', label: 'Title' },
                  { key: 'text', label: 'Text', long: true },
                ])}
              </div>
            ))}
          </Group>
          <Group title="Announcement bar" hint="A line above every public page, shown between its dates.">
            <label className="flex items-center gap-3 sm:col-span-2">
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary-main"
                {...form.register('announcement.enabled')}
              />
              <span className="text-sm font-semibold text-ink">Show the announcement</span>
            </label>
            <div className="sm:col-span-2">{text('announcement.text', 'Announcement', { long: true })}</div>
            {text('announcement.linkUrl', 'Link address', { type: 'url', hint: 'Optional.' })}
            {text('announcement.linkLabel', 'Link label', { hint: 'e.g. Read more' })}
            {date('announcement.startsAt', 'Shown from')}
            {date('announcement.endsAt', 'Shown until')}
            {versions('announcement', [
              { key: 'text', label: 'Announcement', long: true },
              { key: 'linkLabel', label: 'Link label' },
            ])}
          </Group>
          <Group title="Sponsorship tiers" hint="Names, taglines and starting prices on the sponsorship page.">
            {text('sponsorship.currency', 'Currency of the prices', { hint: 'ISO 4217 code, e.g. USD.' })}
            {SPONSORSHIP_TIER_KEYS.map((k) => (
              <div key={k} className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
                {text(`sponsorship.tiers.${k}.name`, `${TIER_LABEL[k]}: name`)}
                {text(`sponsorship.tiers.${k}.tagline`, 'Tagline')}
                {price(k)}
                {versions(`sponsorship.tiers.${k}`, [
                  { key: 'name', label: 'Name' },
                  { key: 'tagline', label: 'Tagline' },
                ])}
              </div>
            ))}
          </Group>
          <Group
            title="Competition rules"
            hint="The rules contestants read on the competition page, in every language. Empty: no rules shown."
          >
            <div className="sm:col-span-2">{text('rules.text', 'Rules (English)', { long: true })}</div>
            {versions('rules', [{ key: 'text', label: 'Rules', long: true }])}
          </Group>
        </fieldset>
        {canEdit ? <FormFooter dirty={isDirty} busy={save.isPending} /> : null}
      </form>
    </Panel>
  );
}
