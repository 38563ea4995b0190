import type { PermissionEntry } from '../auth/roles';
import { type AdminAction, type AdminResource, RESOURCE_ACTIONS } from './access';

/** One permission a preset gives, typed as the invitation's body takes it. */
export interface PresetGrant {
  resource: AdminResource;
  actions: AdminAction[];
}

/**
 * Role presets offered when inviting someone: a job as the pageant names it (Judge, Director…), described in
 * plain words, with the role and permissions that job needs. 'custom' lets the inviter tick permissions herself.
 * Every preset joins at the editor rank (the lowest that reaches the back office): what she may do comes from
 * the permissions alone.
 */
export const ROLE_PRESET_IDS = [
  'judge',
  'head-judge',
  'chief-auditor',
  'director',
  'show-director',
  'reviewer',
  'finance',
  'voting-officer',
  'editor',
  'auditor',
  'custom',
] as const;
export type RolePresetId = (typeof ROLE_PRESET_IDS)[number];

/** Each preset's name and what the job is, in plain words (translated like every shared message). */
export const ROLE_PRESET_MESSAGES: Record<RolePresetId, { name: string; description: string }> = {
  judge: {
    name: 'Judge',
    description: 'Scores the delegates of the rounds she is given, one delegate at a time, on her phone.',
  },
  'head-judge': {
    name: 'Head judge',
    description: 'Scores like every judge and records her own ranking, used only to break a tie.',
  },
  'chief-auditor': {
    name: 'Chief auditor',
    description:
      'Checks the judges’ submitted scores and the audit chain; reopens a submitted segment when a judge must correct it.',
  },
  director: {
    name: 'Director',
    description:
      'Runs the competition: sets up the rounds, their judges and delegates, follows the live tabulation and publishes the results.',
  },
  'show-director': {
    name: 'Show director',
    description: 'Runs the live finale from the show console and its display screens.',
  },
  reviewer: {
    name: 'Reviewer',
    description: 'Reads the registrations, approves them or sends them back, and answers the messages that arrive.',
  },
  finance: {
    name: 'Finance',
    description: 'Follows the payments, records a payment made another way and exports the accounts.',
  },
  'voting-officer': {
    name: 'Fan-vote officer',
    description: 'Sets up the fan votes, watches them and sets aside suspicious votes.',
  },
  editor: { name: 'Editor', description: 'Writes the public site’s words and pictures and looks after its theme.' },
  auditor: { name: 'Auditor', description: 'Reads the audit log of everything staff did, and changes nothing.' },
  custom: { name: 'Custom', description: 'You choose the role and each permission yourself.' },
};

export interface RolePreset {
  id: RolePresetId;
  name: string;
  description: string;
  role: string;
  permissions: PresetGrant[];
  /** A judge's invitation names the rounds she will judge; her seat is made when she accepts. */
  judgesRounds: boolean;
}

const PRESET_PERMISSIONS: Record<RolePresetId, PresetGrant[]> = {
  judge: [{ resource: 'judging', actions: ['score'] }],
  'head-judge': [{ resource: 'judging', actions: ['score'] }],
  'chief-auditor': [{ resource: 'judging', actions: ['audit'] }],
  director: [
    { resource: 'contestants', actions: ['read'] },
    { resource: 'judging', actions: ['manage'] },
    { resource: 'voting', actions: ['read'] },
    { resource: 'show', actions: ['direct'] },
  ],
  'show-director': [{ resource: 'show', actions: ['direct'] }],
  reviewer: [
    { resource: 'contestants', actions: ['read', 'update'] },
    { resource: 'inquiries', actions: ['read', 'update'] },
  ],
  finance: [
    { resource: 'contestants', actions: ['read'] },
    { resource: 'payments', actions: ['read', 'update', 'export'] },
  ],
  'voting-officer': [{ resource: 'voting', actions: ['read', 'update', 'export'] }],
  editor: [
    { resource: 'settings', actions: ['read', 'update'] },
    { resource: 'themes', actions: ['read', 'update'] },
  ],
  auditor: [{ resource: 'audit', actions: ['read'] }],
  custom: [],
};

export const ROLE_PRESETS: readonly RolePreset[] = ROLE_PRESET_IDS.map((id) => ({
  id,
  ...ROLE_PRESET_MESSAGES[id],
  role: 'editor',
  permissions: PRESET_PERMISSIONS[id],
  judgesRounds: id === 'judge' || id === 'head-judge',
}));

export function rolePreset(id: string | null | undefined): RolePreset | undefined {
  return ROLE_PRESETS.find((p) => p.id === id);
}

/** What an invitation or account was given, in words: the preset's name, else the role's. */
export function presetName(id: string | null | undefined): string | null {
  const found = rolePreset(id);
  return found && found.id !== 'custom' ? found.name : null;
}

/** Each permission as a sentence: what the person may do, not "resource: action". */
export const PERMISSION_SENTENCE_MESSAGES: Record<AdminResource, Record<string, string>> = {
  contestants: {
    read: 'See the contestants and their registrations',
    update: 'Approve, send back and correct registrations',
    export: 'Download the contestants as a spreadsheet',
    manage: 'Do everything with the contestants and their registrations',
  },
  payments: {
    read: 'See the payments and refunds',
    update: 'Record a payment made another way, waive a fee and refund',
    export: 'Download the payments as a spreadsheet',
    manage: 'Do everything with the payments',
  },
  users: {
    read: 'See the staff accounts',
    update: 'Invite staff and change their roles and permissions',
    manage: 'Do everything with the staff accounts',
  },
  settings: {
    read: 'See the site’s settings and words',
    update: 'Change the site’s settings and words',
    manage: 'Do everything with the site’s settings and words',
  },
  themes: {
    read: 'See the site’s theme',
    update: 'Change the site’s colours and look',
    manage: 'Do everything with the site’s theme',
  },
  inquiries: {
    read: 'Read the messages sent to the pageant',
    update: 'Answer the messages sent to the pageant',
    manage: 'Do everything with the messages sent to the pageant',
  },
  audit: {
    read: 'Read the audit log',
    manage: 'Read the audit log',
  },
  judging: {
    score: 'Score the delegates of the rounds she is assigned to',
    audit: 'Check the judges’ scores and reopen a submitted segment',
    manage: 'Set up the rounds, follow the tabulation and publish the results',
  },
  voting: {
    read: 'See the fan votes',
    update: 'Set up the fan votes and set aside suspicious votes',
    export: 'Download the fan votes as a spreadsheet',
    manage: 'Do everything with the fan votes',
  },
  show: {
    direct: 'Run the live finale from the show console',
    manage: 'Run the live finale from the show console',
  },
};

/** The sentences of a set of permissions, in the resources' order; 'manage' is one sentence for its resource. */
export function permissionSentences(permissions: readonly PermissionEntry[]): string[] {
  return permissions.flatMap((entry) => {
    const words = PERMISSION_SENTENCE_MESSAGES[entry.resource as AdminResource];
    if (!words) return [];
    if (entry.actions.includes('manage')) return words.manage ? [words.manage] : [];
    const known = (RESOURCE_ACTIONS[entry.resource as AdminResource] ?? []) as readonly string[];
    return known.filter((a) => entry.actions.includes(a)).flatMap((a) => (words[a] ? [words[a]] : []));
  });
}
