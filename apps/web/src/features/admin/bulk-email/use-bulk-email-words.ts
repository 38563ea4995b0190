import type {
  BulkEmail,
  ContestantPaymentFilter,
  MergeField,
  REGISTRATION_CONTINENTS,
  RegistrationStatus,
} from '@cq/shared';
import { useMemo } from 'react';
import { DATE_TIME } from '../../../i18n/date-time';
import { intlLocale } from '../../../i18n/format';
import { type Translate, useLocale, useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { registrationStatusLabels } from '../../../i18n/registration-status';
import { useAdminFormat } from '../components/format';
import { bulkEmailMessages as m } from './messages';

const REGISTRATION = registrationStatusLabels(m);

const PAYMENT = {
  paid: m.paymentPaid,
  pending: m.paymentPending,
  failed: m.paymentFailed,
  refunded: m.paymentRefunded,
  none: m.paymentNone,
} as const satisfies Record<ContestantPaymentFilter, MessageDescriptor>;

const CONTINENT: Record<(typeof REGISTRATION_CONTINENTS)[number], MessageDescriptor> = {
  Africa: m.africa,
  Asia: m.asia,
  Europe: m.europe,
  'North America': m.northAmerica,
  'South America': m.southAmerica,
  'Australia/Oceania': m.oceania,
};

const MERGE = {
  firstName: m.mergeFirstName,
  lastName: m.mergeLastName,
  status: m.mergeStatus,
  continent: m.mergeContinent,
  deadline: m.mergeDeadline,
} as const satisfies Record<MergeField, MessageDescriptor>;

const STATE = {
  scheduled: m.stateScheduled,
  cancelled: m.stateCancelled,
  queuing: m.stateQueuing,
  sending: m.stateSending,
  done: m.stateDone,
} as const satisfies Record<BulkEmail['state'], MessageDescriptor>;

export interface BulkEmailWords {
  t: Translate;
  /** A registration status (none: not started; one this list does not know: in progress), as the shared rule reads it. */
  registration(status: string | null | undefined): string;
  payment(status: string | null | undefined): string;
  /** A continent by its English name; a name not in the list stays as it is. */
  continent(name: string): string;
  mergeField(field: MergeField): string;
  state(state: BulkEmail['state']): string;
  /** The back office's one date style: '21 Nov 2026, 14:05' in English, the language's own way otherwise. */
  dateTime(iso: string | null | undefined): string;
  /** A scheduled time as the organisers' clock shows it, with the zone's name. */
  zoned(iso: string | Date, timeZone: string): string;
}

/** Bulk e-mail's words, dates and the shared rules' labels in the page's language. */
export function useBulkEmailWords(): BulkEmailWords {
  const t = useT();
  const locale = useLocale();
  const dates = useAdminFormat();
  return useMemo(
    () => ({
      t,
      registration: (status) =>
        !status
          ? t(m.statusNotStarted)
          : t(Object.hasOwn(REGISTRATION, status) ? REGISTRATION[status as RegistrationStatus] : m.statusInProgress),
      payment: (status) => {
        const key = (status ?? 'none') as ContestantPaymentFilter;
        return Object.hasOwn(PAYMENT, key) ? t(PAYMENT[key]) : (status ?? '');
      },
      continent: (name) => (Object.hasOwn(CONTINENT, name) ? t(CONTINENT[name as keyof typeof CONTINENT]) : name),
      mergeField: (field) => t(MERGE[field]),
      state: (state) => t(STATE[state]),
      dateTime: dates.dateTime,
      zoned: (iso, timeZone) => zonedLabel(iso, timeZone, locale === 'en' ? 'en-GB' : intlLocale(locale)),
    }),
    [t, locale, dates],
  );
}

/** A scheduled time as the organisers' clock shows it, with the zone's name: "3 Feb 2027, 10:00 (Africa/Lagos)". */
export function zonedLabel(iso: string | Date, timeZone: string, tag = 'en-GB'): string {
  const at = new Intl.DateTimeFormat(tag, { ...DATE_TIME, timeZone }).format(new Date(iso));
  return `${at} (${timeZone})`;
}
