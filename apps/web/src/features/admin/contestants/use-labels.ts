import {
  type ContestantPaymentFilter,
  formatBytes,
  formatFieldValue,
  type ManualPaymentMethod,
  parseCalendarDate,
  type RegistrationFieldPath,
  type RegistrationStatus,
  type RegistrationStepId,
  type UploadType,
} from '@cq/shared';
import { useCallback } from 'react';
import { useCountryName, useFormat } from '../../../i18n/format';
import { useLocale, useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { registrationStatusLabels } from '../../../i18n/registration-status';
import { FIELD_CHOICES, useOptionLabel } from '../../registration';
import { useAdminFormat } from '../components/format';
import { fieldMessages } from './field-messages';
import { contestantsMessages as m } from './messages';

const STATUS = registrationStatusLabels(m);

const PAYMENT: Record<ContestantPaymentFilter, MessageDescriptor> = {
  paid: m.paymentPaid,
  pending: m.paymentPending,
  failed: m.paymentFailed,
  refunded: m.paymentRefunded,
  none: m.paymentNone,
};

export const METHOD: Record<ManualPaymentMethod, MessageDescriptor> = {
  bank_transfer: m.bankTransfer,
  cash: m.cash,
  waiver: m.waiver,
};

export const SECTION: Record<RegistrationStepId, MessageDescriptor> = {
  personal: m.sectionPersonal,
  physical: m.sectionPhysical,
  background: m.sectionBackground,
  experience: m.sectionExperience,
  platform: m.sectionPlatform,
  social: m.sectionSocial,
  media: m.sectionMedia,
  review: m.sectionReview,
};

export const UPLOAD: Record<UploadType, MessageDescriptor> = {
  headshot: m.headshot,
  fullBody: m.fullBody,
  video: m.video,
  birthCertificate: m.birthCertificate,
};

const FIELD: Readonly<Record<RegistrationFieldPath, MessageDescriptor>> = fieldMessages;

/** A field of the registration form by its path, in the page's language; a path not known keeps `fallback`. */
export function useFieldLabel(): (path: string, fallback?: string) => string {
  const t = useT();
  return useCallback(
    (path, fallback) => {
      const message = Object.hasOwn(FIELD, path) ? FIELD[path as RegistrationFieldPath] : undefined;
      return message ? t(message) : (fallback ?? path);
    },
    [t],
  );
}

const COUNTRIES = new Set(['nationality', 'residence', 'emergencyContact.address.country']);

/**
 * A field's value as she gave it, in the page's language where the form wrote it for her (yes or no, which of her
 * countries, her date of birth); what she typed stays as she typed it. Null when she gave nothing.
 */
export function useFieldValue(): (path: string, value: unknown) => string | null {
  const t = useT();
  const dates = useAdminFormat();
  const optionLabel = useOptionLabel();
  const countryName = useCountryName();
  return useCallback(
    (path, value) => {
      if (typeof value === 'boolean') return t(value ? m.yes : m.no);
      if (path === 'representedCountry' && (value === 'residence' || value === 'nationality')) {
        return t(value === 'residence' ? m.herResidenceCountry : m.herNationalityCountry);
      }
      if (typeof value === 'string' && value !== '') {
        const choices = Object.hasOwn(FIELD_CHOICES, path) ? FIELD_CHOICES[path] : undefined;
        if (choices) return optionLabel(choices, value);
        if (COUNTRIES.has(path)) return countryName(value);
      }
      const day = path === 'dob' ? parseCalendarDate(value) : null;
      if (day) {
        // A calendar day, the same day wherever the reader is, written as the back office writes its days.
        const pad = (n: number) => String(n).padStart(2, '0');
        return dates.day(`${day.year}-${pad(day.month)}-${pad(day.day)}`);
      }
      return formatFieldValue(path, value);
    },
    [t, dates, optionLabel, countryName],
  );
}

/** A registration's status in the page's language, as registrationStatusLabel names it in English. */
export function useStatusLabel(): (status: string | null | undefined) => string {
  const t = useT();
  return useCallback(
    (status) => {
      if (!status) return t(m.statusNotStarted);
      const message = STATUS[status as RegistrationStatus];
      return t(message ?? m.statusInProgress);
    },
    [t],
  );
}

/** The account's payment status in the page's language; an account that never paid is "Not started". */
export function usePaymentLabel(): (status: string | null | undefined) => string {
  const t = useT();
  return useCallback(
    (status) => {
      const message = PAYMENT[(status ?? 'none') as ContestantPaymentFilter];
      return message ? t(message) : (status ?? '');
    },
    [t],
  );
}

const MB = 1024 * 1024;

/** A file's size as the portal gives it (1.5 MB, 320 KB), its number and unit in the page's language. */
export function useFileSize(): (bytes: number) => string {
  const locale = useLocale();
  const format = useFormat();
  return useCallback(
    (bytes: number) => {
      // English keeps the portal's own writing (KB, as upload limits are written).
      if (locale === 'en') return formatBytes(bytes);
      const unit = { style: 'unit', unitDisplay: 'short' } as const;
      if (bytes >= MB) {
        const digits = bytes >= 10 * MB ? 0 : 1;
        return format.number(bytes / MB, {
          ...unit,
          unit: 'megabyte',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
      }
      if (bytes >= 1024) return format.number(Math.round(bytes / 1024), { ...unit, unit: 'kilobyte' });
      return format.number(bytes, { ...unit, unit: 'byte' });
    },
    [locale, format],
  );
}
