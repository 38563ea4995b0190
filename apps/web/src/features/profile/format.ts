import type { RegistrationEducation, RegistrationPageantEntry } from '@cq/shared';
import { formatWith, type Translate } from '../../i18n/locale-context';
import type { MessageDescriptor } from '../../i18n/message-descriptor';
import { registrationStatusLabels } from '../../i18n/registration-status';
import { profileMessages as m } from './messages';

const CM_PER_INCH = 2.54;

/** The English words, for a caller without a page language (the lines' own checks). */
const english: Translate = (message, values) => formatWith({ ui: {}, locale: 'en' }, message, values);

/**
 * Height as the profile shows it: a bare number above 50 is
 * centimetres and is shown in feet and inches (with the centimetres after);
 * anything else (5.7, 5'7", 170 cm) is shown as written.
 */
export function formatHeight(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return text;
  const cm = Number(text);
  if (!(cm > 50)) return text;
  const totalInches = Math.round(cm / CM_PER_INCH);
  const feet = Math.floor(totalInches / 12);
  const inches = totalInches % 12;
  return `${feet}'${inches}" (${text} cm)`;
}

/** A pageant entry as 'name year - placement'; placement defaults to Participant. */
export function pageantLine(
  entry: Pick<RegistrationPageantEntry, 'name' | 'year' | 'placement'>,
  t: Translate = english,
): string {
  const placement = entry.placement?.trim() || t(m.participant);
  const name = [entry.name.trim(), entry.year ?? ''].filter((part) => part !== '').join(' ');
  return t(m.pageantLine, { name, placement });
}

/** An education entry's heading as 'degree in field' (either alone when the other is missing). */
export function degreeLine(entry: Pick<RegistrationEducation, 'degree' | 'field'>, t: Translate = english): string {
  const degree = entry.degree.trim();
  const field = entry.field.trim();
  if (degree && field) return t(m.degreeInField, { degree, field });
  return degree || field;
}

const ROLE_LABELS: Record<string, MessageDescriptor> = {
  user: m.roleContestant,
  editor: m.roleEditor,
  hr: m.roleHr,
  admin: m.roleAdmin,
  'super admin': m.roleSuperAdmin,
  developer: m.roleDeveloper,
};

/** The role shown on the profile; a plain account (or none) is a Contestant. */
export function roleLabel(role: string | null | undefined, t: Translate = english): string {
  const key = (role ?? '').trim().toLowerCase().replace(/[_-]+/g, ' ');
  if (!key) return t(m.roleContestant);
  const label = ROLE_LABELS[key];
  return label ? t(label) : key.replace(/\b\w/g, (c) => c.toUpperCase());
}

const STATUS_LABELS: Record<string, MessageDescriptor> = registrationStatusLabels(m);

/** A registration status's label (the shared rule's words): no record is Not Started, anything else In Progress. */
export function statusMessage(status: string | null | undefined): MessageDescriptor {
  if (status === null || status === undefined || status === '') return m.statusNotStarted;
  return Object.hasOwn(STATUS_LABELS, status) ? (STATUS_LABELS[status] as MessageDescriptor) : m.statusInProgress;
}

/** Today as 'YYYY-MM-DD' in the visitor's time zone (ages are counted on it). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
