import { DEFAULT_PLACEMENT, type RegistrationEducation, type RegistrationPageantEntry } from '@cq/shared';

const CM_PER_INCH = 2.54;

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
export function pageantLine(entry: Pick<RegistrationPageantEntry, 'name' | 'year' | 'placement'>): string {
  const placement = entry.placement?.trim() || DEFAULT_PLACEMENT;
  const name = [entry.name.trim(), entry.year ?? ''].filter((part) => part !== '').join(' ');
  return `${name} - ${placement}`;
}

/** An education entry's heading as 'degree in field' (either alone when the other is missing). */
export function degreeLine(entry: Pick<RegistrationEducation, 'degree' | 'field'>): string {
  const degree = entry.degree.trim();
  const field = entry.field.trim();
  if (degree && field) return `${degree} in ${field}`;
  return degree || field;
}

const ROLE_LABELS: Record<string, string> = {
  user: 'Contestant',
  editor: 'Editor',
  hr: 'HR',
  admin: 'Admin',
  'super admin': 'Super Admin',
  developer: 'Developer',
};

/** The role shown on the profile; a plain account (or none) is a Contestant. */
export function roleLabel(role: string | null | undefined): string {
  const key = (role ?? '').trim().toLowerCase().replace(/[_-]+/g, ' ');
  if (!key) return 'Contestant';
  return ROLE_LABELS[key] ?? key.replace(/\b\w/g, (c) => c.toUpperCase());
}

/** Today as 'YYYY-MM-DD' in the visitor's time zone (ages are counted on it). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
