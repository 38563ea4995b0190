import {
  DELEGATE_PHOTO_WIDTHS,
  DELEGATE_SOCIALS,
  type DelegatePhoto,
  type DelegateStatus,
  type DelegateSummary,
  emptyRegistrationForm,
  isDelegateStatus,
  type PublicDelegate,
  representedCountry,
  SOCIAL_LABELS,
  socialUrl,
} from '@cq/shared';
import type { DelegatePhotoSet } from '../../db/schema';
import type { DelegateSource } from './repo';

export const photoPath = (slug: string, version: string, file: string) =>
  `/api/delegates/${slug}/photos/${version}/${file}`;

function photo(
  slug: string,
  set: DelegatePhotoSet,
  prefix: 'headshot' | 'full-body',
  size: { width: number; height: number } | null,
): DelegatePhoto | null {
  if (!size) return null;
  const at = (w: number) => photoPath(slug, set.version, `${prefix}-${w}.webp`);
  return {
    src: at(DELEGATE_PHOTO_WIDTHS[1]),
    srcSet: DELEGATE_PHOTO_WIDTHS.map((w) => `${at(w)} ${w}w`).join(', '),
    width: size.width,
    height: size.height,
  };
}

const nameOf = (s: Pick<DelegateSource, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`.trim();

/** What her public profile shows, from her submitted form and her consent: never anything else. */
export function profileContent(source: DelegateSource): NonNullable<DelegateStatus['preview']> {
  const form = source.form ?? emptyRegistrationForm();
  const chosen = source.profile?.showSocial ?? [];
  return {
    name: nameOf(source),
    country: representedCountry(source.form, source.countryCode).code,
    continent: form.continent,
    cause: form.platform.cause,
    biography: source.profile?.biography ?? '',
    platform: { cause: form.platform.cause, description: form.platform.description },
    talent: { category: form.talent.category, description: form.talent.description },
    languages: form.languages.map((l) => l.language).filter(Boolean),
    social: DELEGATE_SOCIALS.flatMap((network) => {
      const url = chosen.includes(network) ? socialUrl(network, form.socialMedia[network]) : null;
      return url ? [{ network, label: SOCIAL_LABELS[network], url }] : [];
    }),
  };
}

export function publicDelegate(source: DelegateSource): PublicDelegate {
  const profile = source.profile;
  const slug = profile?.slug ?? '';
  const set = profile?.photos ?? null;
  return {
    slug,
    ...profileContent(source),
    headshot: set ? photo(slug, set, 'headshot', set.headshot) : null,
    fullBody: set ? photo(slug, set, 'full-body', set.fullBody) : null,
    card: set ? photoPath(slug, set.version, 'card.jpg') : null,
  };
}

export function delegateSummary(source: DelegateSource): DelegateSummary {
  const { slug, name, country, continent, cause, headshot } = publicDelegate(source);
  return { slug, name, country, continent, cause, headshot };
}

/** The networks she filled in on her form, the ones she may choose to show. */
export function availableSocial(source: DelegateSource): DelegateStatus['availableSocial'] {
  const form = source.form ?? emptyRegistrationForm();
  return DELEGATE_SOCIALS.filter((n) => socialUrl(n, form.socialMedia[n]) !== null);
}

export function delegateStatus(source: DelegateSource): DelegateStatus {
  const profile = source.profile;
  const approved = isDelegateStatus(source.status);
  const state = !approved
    ? 'not_eligible'
    : !profile
      ? 'no_consent'
      : profile.publishedAt
        ? 'published'
        : 'awaiting_publication';
  return {
    state,
    consent: profile
      ? { biography: profile.biography, showSocial: profile.showSocial, consentedAt: profile.consentedAt.toISOString() }
      : null,
    slug: profile?.publishedAt ? profile.slug : null,
    publishedAt: profile?.publishedAt?.toISOString() ?? null,
    preview: approved ? profileContent(source) : null,
    availableSocial: availableSocial(source),
  };
}
