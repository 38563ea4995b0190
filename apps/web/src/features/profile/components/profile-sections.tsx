import type { Contestant, User } from '@cq/shared';
import { ageOn, CONTINENTS } from '@cq/shared';
import { GraduationCap, HeartHandshake, Sparkles, Trophy, UserRound } from 'lucide-react';
import { useContinentName } from '../../../i18n/common-messages';
import { useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { degreeLine, formatHeight, localToday, pageantLine } from '../format';
import { profileMessages as m } from '../messages';
import { Chips, Details, ProfileSection } from './profile-section';

const PROFICIENCY: Record<string, MessageDescriptor> = {
  basic: m.proficiencyBasic,
  intermediate: m.proficiencyIntermediate,
  fluent: m.proficiencyFluent,
  native: m.proficiencyNative,
};

export function PersonalDetails({ user, contestant }: { user: User; contestant: Contestant | null }) {
  const t = useT();
  const continentName = useContinentName();
  const continent = CONTINENTS.find((c) => c.name === contestant?.continent);
  const age = contestant?.dob ? ageOn(contestant.dob, localToday()) : null;
  return (
    <ProfileSection id="personal-details" title={t(m.personalDetails)} icon={UserRound}>
      <Details
        items={[
          [t(m.email), user.email],
          [t(m.phone), user.phoneNumber],
          // Where she lives, and apart from it the continent she competes for (which need not contain it).
          [t(m.location), contestant?.residence ?? ''],
          [t(m.continent), continent ? continentName(continent.slug) : (contestant?.continent ?? '')],
          [t(m.age), age === null ? '' : t(m.ageYears, { age })],
          [t(m.height), formatHeight(contestant?.height)],
          [t(m.occupation), contestant?.occupation ?? ''],
        ]}
      />
    </ProfileSection>
  );
}

export function BiographyPlatform({ contestant }: { contestant: Contestant | null }) {
  const t = useT();
  const platform = contestant?.platform;
  return (
    <ProfileSection id="biography-platform" title={t(m.biographyPlatform)} icon={HeartHandshake}>
      <Details
        items={[
          [t(m.cause), platform?.cause ?? ''],
          [t(m.relatedExperience), platform?.experience ?? ''],
        ]}
      />
      <div className="mt-4">
        <p className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">{t(m.description)}</p>
        <p
          className={`mt-1 whitespace-pre-line text-sm leading-relaxed ${platform?.description ? 'text-ink' : 'italic text-muted'}`}
        >
          {platform?.description || t(m.notProvided)}
        </p>
      </div>
      <div className="mt-4">
        <p className="mb-2 text-xs font-semibold uppercase tracking-[0.12em] text-muted">{t(m.goals)}</p>
        <Chips items={platform?.goals ?? []} empty={t(m.notProvided)} />
      </div>
    </ProfileSection>
  );
}

export function TalentsInterests({ contestant }: { contestant: Contestant | null }) {
  const t = useT();
  const talent = contestant?.talent;
  const category = talent?.category?.trim() ? talent.category : '';
  const description = talent?.description?.trim() ? talent.description : '';
  const talentText = category && description ? t(m.talentLine, { category, description }) : category || description;
  return (
    <ProfileSection id="talents-interests" title={t(m.talentsInterests)} icon={Sparkles}>
      <p className="mb-2 text-xs font-semibold uppercase tracking-[0.12em] text-muted">{t(m.skills)}</p>
      <Chips items={contestant?.skills ?? []} empty={t(m.notProvided)} />
      <p className="mb-1 mt-4 text-xs font-semibold uppercase tracking-[0.12em] text-muted">{t(m.specialTalent)}</p>
      <p className={`text-sm leading-relaxed ${talentText ? 'text-ink' : 'italic text-muted'}`}>
        {talentText || t(m.notProvided)}
      </p>
      <p className="mb-2 mt-4 text-xs font-semibold uppercase tracking-[0.12em] text-muted">{t(m.languages)}</p>
      {contestant?.languages.length ? (
        <ul className="space-y-1.5">
          {contestant.languages.map((l) => (
            <li key={l.language} className="flex items-center justify-between gap-3 text-sm">
              <span className="text-ink">{l.language}</span>
              {l.proficiency ? (
                <span className="rounded-full bg-primary-main/10 px-2.5 py-0.5 text-xs font-medium capitalize text-primary-main">
                  {PROFICIENCY[l.proficiency] ? t(PROFICIENCY[l.proficiency] as MessageDescriptor) : l.proficiency}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm italic text-muted">{t(m.notProvided)}</p>
      )}
    </ProfileSection>
  );
}

/** Stable keys for entries that may repeat: the entry's text and how often it came before. */
function withKeys<T>(values: readonly T[]): Array<{ key: string; value: T }> {
  const seen = new Map<string, number>();
  return values.map((value) => {
    const text = typeof value === 'string' ? value : String((value as { id?: string }).id);
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    return { key: `${text}#${n}`, value };
  });
}

export function Achievements({ contestant }: { contestant: Contestant | null }) {
  const t = useT();
  const lines = [
    ...(contestant?.achievements ?? []),
    ...(contestant?.pageantExperience ?? []).map((entry) => pageantLine(entry, t)),
  ];
  return (
    <ProfileSection id="achievements" title={t(m.achievements)} icon={Trophy}>
      {lines.length ? (
        <ul className="space-y-2">
          {withKeys(lines).map(({ key, value: line }) => (
            <li key={key} className="flex gap-3 text-sm text-ink">
              <span className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-secondary-main" aria-hidden />
              {line}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm italic text-muted">{t(m.noAchievements)}</p>
      )}
    </ProfileSection>
  );
}

export function Education({ contestant }: { contestant: Contestant | null }) {
  const t = useT();
  const entries = contestant?.education ?? [];
  return (
    <ProfileSection id="education" title={t(m.education)} icon={GraduationCap}>
      {entries.length ? (
        <ul className="space-y-3">
          {withKeys(entries.map((e) => ({ ...e, id: `${e.degree}|${e.field}|${e.institution}|${e.year}` }))).map(
            ({ key, value: e }) => (
              <li key={key} className="rounded-xl bg-ivory/70 px-4 py-3">
                <p className="text-sm font-semibold text-ink">{degreeLine(e, t) || t(m.studies)}</p>
                <p className="text-sm text-muted">
                  {[e.institution, e.year].filter((v) => v !== null && v !== '').join(' · ')}
                </p>
              </li>
            ),
          )}
        </ul>
      ) : (
        <p className="text-sm italic text-muted">{t(m.notProvided)}</p>
      )}
    </ProfileSection>
  );
}
