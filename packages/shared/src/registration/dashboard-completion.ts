import type { RegistrationForm } from './form';
import { isBlank } from './steps';

/**
 * The dashboard's registration progress (docs/product/registration.md#completion):
 * seven weighted groups summing to 100; each group's weight is scaled by the
 * share of its items that are filled. The items follow the form's steps;
 * measurements, talent, platform and the emergency contact each count as one
 * item that needs all of its parts. The optional video is not an item: a
 * submitted registration without one is complete, so it reaches 100 %
 * (docs/decisions/0010-dashboard-progress-without-the-video.md). The form's
 * own completion bar still tracks it.
 */
type Item = (f: RegistrationForm) => boolean;
const text =
  (pick: (f: RegistrationForm) => unknown): Item =>
  (f) =>
    !isBlank(pick(f));
const list =
  (pick: (f: RegistrationForm) => readonly unknown[]): Item =>
  (f) =>
    pick(f).length > 0;
const file =
  (pick: (f: RegistrationForm) => unknown): Item =>
  (f) =>
    pick(f) !== null && pick(f) !== undefined;

export const DASHBOARD_COMPLETION_GROUPS = [
  {
    id: 'personal',
    label: 'Personal',
    weight: 15,
    items: {
      dob: text((f) => f.dob),
      gender: text((f) => f.gender),
      nationality: text((f) => f.nationality),
      residence: text((f) => f.residence),
      address: text((f) => f.address),
      continent: text((f) => f.continent),
    },
  },
  {
    id: 'physical',
    label: 'Physical',
    weight: 15,
    items: {
      height: text((f) => f.height),
      weight: text((f) => f.weight),
      hairColor: text((f) => f.hairColor),
      eyeColor: text((f) => f.eyeColor),
      measurements: (f) =>
        !isBlank(f.measurements.bust) && !isBlank(f.measurements.waist) && !isBlank(f.measurements.hips),
      healthFitness: text((f) => f.healthFitness),
    },
  },
  {
    id: 'background',
    label: 'Background',
    weight: 15,
    items: {
      maritalStatus: text((f) => f.maritalStatus),
      hasChildren: text((f) => f.hasChildren),
      occupation: text((f) => f.occupation),
      languages: list((f) => f.languages),
      education: list((f) => f.education),
      moralCharacter: text((f) => f.moralCharacter),
    },
  },
  {
    id: 'experience',
    label: 'Experience',
    weight: 15,
    items: {
      pageantExperience: list((f) => f.pageantExperience),
      skills: list((f) => f.skills),
      achievements: list((f) => f.achievements),
      talent: (f) => !isBlank(f.talent.category) && !isBlank(f.talent.description),
    },
  },
  {
    id: 'platform',
    label: 'Platform',
    weight: 15,
    items: {
      platform: (f) => !isBlank(f.platform.cause) && !isBlank(f.platform.description) && f.platform.goals.length > 0,
    },
  },
  {
    id: 'social',
    label: 'Social & Contact',
    weight: 10,
    items: {
      instagram: text((f) => f.socialMedia.instagram),
      emergencyContact: (f) =>
        !isBlank(f.emergencyContact.name) && !isBlank(f.emergencyContact.phone) && !isBlank(f.emergencyContact.email),
    },
  },
  {
    id: 'media',
    label: 'Media & Documents',
    weight: 15,
    items: {
      headshot: file((f) => f.headshot),
      fullBody: file((f) => f.fullBody),
      birthCertificate: file((f) => f.birthCertificate),
    },
  },
] as const satisfies ReadonlyArray<{ id: string; label: string; weight: number; items: Record<string, Item> }>;

export type DashboardCompletionGroupId = (typeof DASHBOARD_COMPLETION_GROUPS)[number]['id'];

export interface DashboardGroupScore {
  id: DashboardCompletionGroupId;
  label: string;
  weight: number;
  filled: number;
  total: number;
  /** weight × filled / total, unrounded. */
  score: number;
}

export interface DashboardCompletion {
  /** Whole percent; 100 only when every item of every group is filled. */
  percent: number;
  groups: DashboardGroupScore[];
}

export function dashboardCompletion(form: RegistrationForm): DashboardCompletion {
  const groups = DASHBOARD_COMPLETION_GROUPS.map((group): DashboardGroupScore => {
    const checks = Object.values(group.items) as Item[];
    const filled = checks.filter((check) => check(form)).length;
    return {
      id: group.id,
      label: group.label,
      weight: group.weight,
      filled,
      total: checks.length,
      score: (group.weight * filled) / checks.length,
    };
  });
  const sum = groups.reduce((acc, g) => acc + g.score, 0);
  // The smallest share one item can take away is 2.5 points, so rounding never turns 97.5 into 100.
  return { percent: Math.round(sum), groups };
}
