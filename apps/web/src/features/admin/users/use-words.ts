import { adminRoleLabel, normaliseRole, registrationStatusLabel } from '@cq/shared';
import { useCallback, useMemo } from 'react';
import { useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { usersMessages as m } from './messages';

const ROLE: Record<string, MessageDescriptor> = {
  developer: m.roleDeveloper,
  'super admin': m.roleSuperAdmin,
  admin: m.roleAdmin,
  hr: m.roleHr,
  editor: m.roleEditor,
  user: m.roleUser,
};

const RESOURCE: Record<string, MessageDescriptor> = {
  contestants: m.resourceContestants,
  payments: m.resourcePayments,
  users: m.resourceUsers,
  settings: m.resourceSettings,
  themes: m.resourceThemes,
  inquiries: m.resourceInquiries,
  audit: m.resourceAudit,
  judging: m.resourceJudging,
  voting: m.resourceVoting,
  show: m.resourceShow,
};

const ACTION: Record<string, MessageDescriptor> = {
  read: m.actionRead,
  update: m.actionUpdate,
  export: m.actionExport,
  score: m.actionScore,
  audit: m.actionAudit,
  direct: m.actionDirect,
  manage: m.actionManage,
};

const STATUS: Record<string, MessageDescriptor> = {
  'Not Started': m.statusNotStarted,
  'In Progress': m.statusInProgress,
  'Payment Pending': m.statusPaymentPending,
  'Submitted / Under Review': m.statusSubmitted,
  Approved: m.statusApproved,
  'Needs Attention / Needs Review': m.statusRejected,
  'Active Participant': m.statusActive,
};

/** A role's name in the page's language; a role the list does not know shows as the server wrote it. */
export function useRoleLabel(): (role: string) => string {
  const t = useT();
  return useCallback(
    (role: string) => {
      const message = ROLE[normaliseRole(role)];
      return message ? t(message) : adminRoleLabel(role);
    },
    [t],
  );
}

/** The names a permission is written with: the part of the back office, and what it allows there. */
export function usePermissionWords() {
  const t = useT();
  return useMemo(
    () => ({
      resource: (r: string) => (RESOURCE[r] ? t(RESOURCE[r]) : r),
      action: (a: string) => (ACTION[a] ? t(ACTION[a]) : a),
    }),
    [t],
  );
}

/** A registration's status in the page's language (the shared label names which). */
export function useRegistrationStatus(): (status: string) => string {
  const t = useT();
  return useCallback(
    (status: string) => {
      const label = registrationStatusLabel(status);
      return STATUS[label] ? t(STATUS[label]) : label;
    },
    [t],
  );
}
