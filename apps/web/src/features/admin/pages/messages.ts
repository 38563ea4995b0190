import { defineMessages } from '../../../i18n/message-descriptor';

/** The back office's first page: what needs doing, and what happened lately. */
export const adminHomeMessages = defineMessages({
  title: { id: 'adminHome.title', defaultMessage: 'Overview' },
  signedInAs: { id: 'adminHome.signedInAs', defaultMessage: 'Signed in as {email} ({role}).' },
  staff: { id: 'adminHome.staff', defaultMessage: 'staff' },
  loading: { id: 'adminHome.loading', defaultMessage: 'Loading…' },

  // The figures
  awaitingReview: { id: 'adminHome.stats.awaitingReview', defaultMessage: 'Awaiting review' },
  awaitingReviewHint: { id: 'adminHome.stats.awaitingReviewHint', defaultMessage: 'Submitted registrations' },
  contestants: { id: 'adminHome.stats.contestants', defaultMessage: 'Contestants' },
  contestantsHint: { id: 'adminHome.stats.contestantsHint', defaultMessage: 'Every record, paid or not' },
  lateTodos: { id: 'adminHome.stats.lateTodos', defaultMessage: 'Late to-dos' },
  lateTodosHint: { id: 'adminHome.stats.lateTodosHint', defaultMessage: "Delegates' items past their deadline" },
  unhandled: { id: 'adminHome.stats.unhandled', defaultMessage: 'Unhandled messages' },
  unhandledHint: {
    id: 'adminHome.stats.unhandledHint',
    defaultMessage: '{contact} contact · {sponsorship} sponsorship',
  },
  feesPaid: { id: 'adminHome.stats.feesPaid', defaultMessage: 'Fees paid' },
  noPayments: { id: 'adminHome.stats.noPayments', defaultMessage: 'No payments yet' },

  // Registrations by status
  byStatus: { id: 'adminHome.byStatus.title', defaultMessage: 'Registrations by status' },
  paymentPending: { id: 'adminHome.status.paymentPending', defaultMessage: 'Payment Pending' },
  inProgress: { id: 'adminHome.status.inProgress', defaultMessage: 'In Progress' },
  submitted: { id: 'adminHome.status.submitted', defaultMessage: 'Submitted / Under Review' },
  approved: { id: 'adminHome.status.approved', defaultMessage: 'Approved' },
  rejected: { id: 'adminHome.status.rejected', defaultMessage: 'Needs Attention / Needs Review' },
  active: { id: 'adminHome.status.active', defaultMessage: 'Active Participant' },

  // Recent activity
  recentActivity: { id: 'adminHome.activity.title', defaultMessage: 'Recent activity' },
  auditLog: { id: 'adminHome.activity.auditLog', defaultMessage: 'Audit log' },
  nothingYet: { id: 'adminHome.activity.none', defaultMessage: 'Nothing yet.' },
  noPermissions: {
    id: 'adminHome.noPermissions',
    defaultMessage:
      'Your account has no back-office permissions yet. Ask a super admin to grant you access to the sections you need.',
  },

  // Roles
  roleDeveloper: { id: 'adminHome.role.developer', defaultMessage: 'developer' },
  roleSuperAdmin: { id: 'adminHome.role.superAdmin', defaultMessage: 'super admin' },
  roleAdmin: { id: 'adminHome.role.admin', defaultMessage: 'admin' },
  roleHr: { id: 'adminHome.role.hr', defaultMessage: 'hr' },
  roleEditor: { id: 'adminHome.role.editor', defaultMessage: 'editor' },
  roleUser: { id: 'adminHome.role.user', defaultMessage: 'user' },
});
