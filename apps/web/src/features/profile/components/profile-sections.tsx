import type { Contestant, User } from '@cq/shared';
import { ageOn } from '@cq/shared';
import { GraduationCap, HeartHandshake, Sparkles, Trophy, UserRound } from 'lucide-react';
import { degreeLine, formatHeight, localToday, pageantLine } from '../format';
import { Chips, Details, ProfileSection } from './profile-section';

export function PersonalDetails({ user, contestant }: { user: User; contestant: Contestant | null }) {
  const age = contestant?.dob ? ageOn(contestant.dob, localToday()) : null;
  return (
    <ProfileSection id="personal-details" title="Personal Details" icon={UserRound}>
      <Details
        items={[
          ['Email', user.email],
          ['Phone', user.phoneNumber],
          // Where she lives, and apart from it the continent she competes for (which need not contain it).
          ['Location', contestant?.residence ?? ''],
          ['Continent', contestant?.continent ?? ''],
          ['Age', age === null ? '' : `${age} years`],
          ['Height', formatHeight(contestant?.height)],
          ['Occupation', contestant?.occupation ?? ''],
        ]}
      />
    </ProfileSection>
  );
}

export function BiographyPlatform({ contestant }: { contestant: Contestant | null }) {
  const platform = contestant?.platform;
  return (
    <ProfileSection id="biography-platform" title="Biography & Platform" icon={HeartHandshake}>
      <Details
        items={[
          ['Cause', platform?.cause ?? ''],
          ['Related experience', platform?.experience ?? ''],
        ]}
      />
      <div className="mt-4">
        <p className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">Description</p>
        <p
          className={`mt-1 whitespace-pre-line text-sm leading-relaxed ${platform?.description ? 'text-ink' : 'italic text-muted'}`}
        >
          {platform?.description || 'Not provided'}
        </p>
      </div>
      <div className="mt-4">
        <p className="mb-2 text-xs font-semibold uppercase tracking-[0.12em] text-muted">Goals</p>
        <Chips items={platform?.goals ?? []} empty="Not provided" />
      </div>
    </ProfileSection>
  );
}

export function TalentsInterests({ contestant }: { contestant: Contestant | null }) {
  const talent = contestant?.talent;
  const talentText = [talent?.category, talent?.description].filter((v) => v?.trim()).join(': ');
  return (
    <ProfileSection id="talents-interests" title="Talents & Interests" icon={Sparkles}>
      <p className="mb-2 text-xs font-semibold uppercase tracking-[0.12em] text-muted">Skills</p>
      <Chips items={contestant?.skills ?? []} empty="Not provided" />
      <p className="mb-1 mt-4 text-xs font-semibold uppercase tracking-[0.12em] text-muted">Special talent</p>
      <p className={`text-sm leading-relaxed ${talentText ? 'text-ink' : 'italic text-muted'}`}>
        {talentText || 'Not provided'}
      </p>
      <p className="mb-2 mt-4 text-xs font-semibold uppercase tracking-[0.12em] text-muted">Languages</p>
      {contestant?.languages.length ? (
        <ul className="space-y-1.5">
          {contestant.languages.map((l) => (
            <li key={l.language} className="flex items-center justify-between gap-3 text-sm">
              <span className="text-ink">{l.language}</span>
              {l.proficiency ? (
                <span className="rounded-full bg-primary-main/10 px-2.5 py-0.5 text-xs font-medium capitalize text-primary-main">
                  {l.proficiency}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm italic text-muted">Not provided</p>
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

export const NO_ACHIEVEMENTS = 'No achievements recorded yet';

export function Achievements({ contestant }: { contestant: Contestant | null }) {
  const lines = [...(contestant?.achievements ?? []), ...(contestant?.pageantExperience ?? []).map(pageantLine)];
  return (
    <ProfileSection id="achievements" title="Achievements" icon={Trophy}>
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
        <p className="text-sm italic text-muted">{NO_ACHIEVEMENTS}</p>
      )}
    </ProfileSection>
  );
}

export function Education({ contestant }: { contestant: Contestant | null }) {
  const entries = contestant?.education ?? [];
  return (
    <ProfileSection id="education" title="Education" icon={GraduationCap}>
      {entries.length ? (
        <ul className="space-y-3">
          {withKeys(entries.map((e) => ({ ...e, id: `${e.degree}|${e.field}|${e.institution}|${e.year}` }))).map(
            ({ key, value: e }) => (
              <li key={key} className="rounded-xl bg-ivory/70 px-4 py-3">
                <p className="text-sm font-semibold text-ink">{degreeLine(e) || 'Studies'}</p>
                <p className="text-sm text-muted">
                  {[e.institution, e.year].filter((v) => v !== null && v !== '').join(' · ')}
                </p>
              </li>
            ),
          )}
        </ul>
      ) : (
        <p className="text-sm italic text-muted">Not provided</p>
      )}
    </ProfileSection>
  );
}
