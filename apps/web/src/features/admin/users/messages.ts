import { defineMessages } from '../../../i18n/message-descriptor';

/** The back office's accounts: the list, one account's page and the panels about every account. */
export const usersMessages = defineMessages({
  // The list
  title: { id: 'adminUsers.title', defaultMessage: 'Users' },
  description: {
    id: 'adminUsers.description',
    defaultMessage: 'Accounts, their roles and what staff may do in the back office.',
  },
  search: { id: 'adminUsers.filter.search', defaultMessage: 'Search' },
  searchPlaceholder: { id: 'adminUsers.filter.searchPlaceholder', defaultMessage: 'Name or e-mail' },
  role: { id: 'adminUsers.filter.role', defaultMessage: 'Role' },
  state: { id: 'adminUsers.filter.state', defaultMessage: 'State' },
  sort: { id: 'adminUsers.filter.sort', defaultMessage: 'Sort' },
  any: { id: 'adminUsers.filter.any', defaultMessage: 'Any' },
  newestFirst: { id: 'adminUsers.sort.newest', defaultMessage: 'Newest first' },
  oldestFirst: { id: 'adminUsers.sort.oldest', defaultMessage: 'Oldest first' },
  nameAz: { id: 'adminUsers.sort.name', defaultMessage: 'Name A–Z' },
  emailAz: { id: 'adminUsers.sort.email', defaultMessage: 'E-mail A–Z' },
  lastSignedIn: { id: 'adminUsers.sort.lastLogin', defaultMessage: 'Last signed in' },
  highestRole: { id: 'adminUsers.sort.role', defaultMessage: 'Highest role' },
  name: { id: 'adminUsers.column.name', defaultMessage: 'Name' },
  email: { id: 'adminUsers.column.email', defaultMessage: 'E-mail' },
  lastSignIn: { id: 'adminUsers.column.lastSignIn', defaultMessage: 'Last sign-in' },
  joined: { id: 'adminUsers.column.joined', defaultMessage: 'Joined' },
  loading: { id: 'adminUsers.loading', defaultMessage: 'Loading…' },
  noMatch: { id: 'adminUsers.noMatch', defaultMessage: 'No user matches these filters.' },
  active: { id: 'adminUsers.state.active', defaultMessage: 'Active' },
  deactivated: { id: 'adminUsers.state.deactivated', defaultMessage: 'Deactivated' },

  // Roles as staff read them
  roleDeveloper: { id: 'adminUsers.roleName.developer', defaultMessage: 'Developer' },
  roleSuperAdmin: { id: 'adminUsers.roleName.superAdmin', defaultMessage: 'Super admin' },
  roleAdmin: { id: 'adminUsers.roleName.admin', defaultMessage: 'Admin' },
  roleHr: { id: 'adminUsers.roleName.hr', defaultMessage: 'HR' },
  roleEditor: { id: 'adminUsers.roleName.editor', defaultMessage: 'Editor' },
  roleUser: { id: 'adminUsers.roleName.user', defaultMessage: 'User' },

  // One account
  user: { id: 'adminUsers.detail.title', defaultMessage: 'User' },
  allUsers: { id: 'adminUsers.detail.back', defaultMessage: 'All users' },
  loadFailed: { id: 'adminUsers.detail.loadFailed', defaultMessage: 'This user could not be loaded.' },
  profile: { id: 'adminUsers.detail.profile', defaultMessage: 'Profile' },
  account: { id: 'adminUsers.detail.account', defaultMessage: 'Account' },
  twoStep: { id: 'adminUsers.detail.twoStep', defaultMessage: 'Two-step sign-in' },
  deactivate: { id: 'adminUsers.detail.deactivate', defaultMessage: 'Deactivate' },
  reactivate: { id: 'adminUsers.detail.reactivate', defaultMessage: 'Reactivate' },
  permissions: { id: 'adminUsers.detail.permissions', defaultMessage: 'Permissions' },
  ranksAbove: {
    id: 'adminUsers.detail.ranksAbove',
    defaultMessage: 'Their role ranks above yours, so you cannot change them.',
  },
  recentHistory: { id: 'adminUsers.detail.history', defaultMessage: 'Recent history' },
  fullAuditLog: { id: 'adminUsers.detail.fullAuditLog', defaultMessage: 'Full audit log' },
  agreements: { id: 'adminUsers.detail.agreements', defaultMessage: 'Agreements' },
  agreementsFailed: { id: 'adminUsers.agreements.failed', defaultMessage: 'The agreements could not be loaded.' },
  noAgreements: { id: 'adminUsers.agreements.none', defaultMessage: 'No agreements recorded.' },
  noHistory: { id: 'adminUsers.history.none', defaultMessage: 'No changes recorded yet.' },

  // Facts
  phone: { id: 'adminUsers.facts.phone', defaultMessage: 'Phone' },
  emailVerified: { id: 'adminUsers.facts.emailVerified', defaultMessage: 'E-mail verified' },
  yes: { id: 'adminUsers.facts.yes', defaultMessage: 'Yes' },
  notYet: { id: 'adminUsers.facts.notYet', defaultMessage: 'Not yet' },
  registrationFee: { id: 'adminUsers.facts.registrationFee', defaultMessage: 'Registration fee' },
  feeNotStarted: { id: 'adminUsers.facts.feeNotStarted', defaultMessage: 'Not started' },
  feePending: { id: 'adminUsers.facts.fee.pending', defaultMessage: 'Pending' },
  feePaid: { id: 'adminUsers.facts.fee.paid', defaultMessage: 'Paid' },
  feeFailed: { id: 'adminUsers.facts.fee.failed', defaultMessage: 'Failed' },
  feeRefunded: { id: 'adminUsers.facts.fee.refunded', defaultMessage: 'Refunded' },

  // Role
  changeRole: { id: 'adminUsers.role.change', defaultMessage: 'Change role' },
  roleHintAllowed: { id: 'adminUsers.role.hintAllowed', defaultMessage: 'You can give roles up to your own ({own}).' },
  roleHintAbove: {
    id: 'adminUsers.role.hintAbove',
    defaultMessage:
      'Their role ranks above yours ({own}): only a higher-ranked member of staff can change this account.',
  },

  // Account actions
  linksGoTo: {
    id: 'adminUsers.account.linksGoTo',
    defaultMessage: 'Links go to {email} and expire like the ones the user asks for.',
  },
  sendVerification: { id: 'adminUsers.account.sendVerification', defaultMessage: 'Send verification e-mail' },
  sendReset: { id: 'adminUsers.account.sendReset', defaultMessage: 'Send password-reset link' },
  endSessions: { id: 'adminUsers.account.endSessions', defaultMessage: 'End all sessions' },
  endSessionsTitle: { id: 'adminUsers.account.endSessionsTitle', defaultMessage: 'End every session?' },
  endSessionsMessage: {
    id: 'adminUsers.account.endSessionsMessage',
    defaultMessage: '{name} will be signed out on every device at once and will have to sign in again.',
  },
  accountDeactivated: { id: 'adminUsers.account.deactivated', defaultMessage: 'This account is deactivated.' },
  theyRankAbove: { id: 'adminUsers.account.theyRankAbove', defaultMessage: 'Their role ranks above yours.' },

  // Activation
  cannotDeactivateSelf: {
    id: 'adminUsers.activation.self',
    defaultMessage: 'You cannot deactivate your own account.',
  },
  deactivatingExplained: {
    id: 'adminUsers.activation.explained',
    defaultMessage: 'Deactivating signs the user out everywhere at once; they cannot sign in until reactivated.',
  },
  isDeactivated: {
    id: 'adminUsers.activation.isDeactivated',
    defaultMessage: 'This account is deactivated: the user cannot sign in.',
  },
  deactivateAccount: { id: 'adminUsers.activation.deactivateAccount', defaultMessage: 'Deactivate account' },
  reactivateAccount: { id: 'adminUsers.activation.reactivateAccount', defaultMessage: 'Reactivate account' },
  deactivateTitle: { id: 'adminUsers.activation.deactivateTitle', defaultMessage: 'Deactivate this account?' },
  reactivateTitle: { id: 'adminUsers.activation.reactivateTitle', defaultMessage: 'Reactivate this account?' },
  deactivateMessage: {
    id: 'adminUsers.activation.deactivateMessage',
    defaultMessage: '{name} will be signed out on every device at once and cannot sign in until reactivated.',
  },
  reactivateMessage: {
    id: 'adminUsers.activation.reactivateMessage',
    defaultMessage: '{name} will be able to sign in again.',
  },

  // Two-step sign-in of one account
  secondFactorOn: {
    id: 'adminUsers.secondFactor.on',
    defaultMessage: 'Set up: sign-in asks for a code from an authenticator app.',
  },
  secondFactorOff: { id: 'adminUsers.secondFactor.off', defaultMessage: 'Not set up.' },
  secondFactorResetHint: {
    id: 'adminUsers.secondFactor.resetHint',
    defaultMessage:
      'If {name} lost her phone and her recovery codes, reset it: her sessions end, she signs in with her password and sets it up again. The reset is written to the audit log and she is told by e-mail.',
  },
  secondFactorReset: { id: 'adminUsers.secondFactor.reset', defaultMessage: 'Reset two-step sign-in' },
  secondFactorResetTitle: { id: 'adminUsers.secondFactor.resetTitle', defaultMessage: 'Reset two-step sign-in?' },
  secondFactorResetMessage: {
    id: 'adminUsers.secondFactor.resetMessage',
    defaultMessage:
      "{name}'s authenticator app and recovery codes stop working, and she is signed out everywhere. Do this only once you are sure it is her asking.",
  },

  // Permissions
  passesEveryCheck: {
    id: 'adminUsers.permissions.passesEveryCheck',
    defaultMessage: 'This role passes every check; permissions matter for lower roles.',
  },
  permissionsCaption: { id: 'adminUsers.permissions.caption', defaultMessage: 'Permissions by resource and action' },
  resource: { id: 'adminUsers.permissions.resource', defaultMessage: 'Resource' },
  hasNo: { id: 'adminUsers.permissions.hasNo', defaultMessage: '{resource} has no {action}' },
  grantLabel: { id: 'adminUsers.permissions.grant', defaultMessage: '{resource}: {action}' },
  savePermissions: { id: 'adminUsers.permissions.save', defaultMessage: 'Save permissions' },
  undoChanges: { id: 'adminUsers.permissions.undo', defaultMessage: 'Undo changes' },
  greyedBoxes: {
    id: 'adminUsers.permissions.greyed',
    defaultMessage: 'Greyed boxes are actions you do not hold yourself and so cannot grant.',
  },
  noPermissions: { id: 'adminUsers.permissions.none', defaultMessage: 'No permissions.' },
  actionsHeld: { id: 'adminUsers.permissions.actionsHeld', defaultMessage: ': {actions}' },

  // The parts of the back office a permission covers, and what it allows there
  resourceContestants: { id: 'adminUsers.resourceName.contestants', defaultMessage: 'contestants' },
  resourcePayments: { id: 'adminUsers.resourceName.payments', defaultMessage: 'payments' },
  resourceUsers: { id: 'adminUsers.resourceName.users', defaultMessage: 'users' },
  resourceSettings: { id: 'adminUsers.resourceName.settings', defaultMessage: 'settings' },
  resourceThemes: { id: 'adminUsers.resourceName.themes', defaultMessage: 'themes' },
  resourceInquiries: { id: 'adminUsers.resourceName.inquiries', defaultMessage: 'inquiries' },
  resourceAudit: { id: 'adminUsers.resourceName.audit', defaultMessage: 'audit' },
  resourceJudging: { id: 'adminUsers.resourceName.judging', defaultMessage: 'judging' },
  resourceVoting: { id: 'adminUsers.resourceName.voting', defaultMessage: 'voting' },
  resourceShow: { id: 'adminUsers.resourceName.show', defaultMessage: 'show' },
  actionRead: { id: 'adminUsers.actionName.read', defaultMessage: 'read' },
  actionUpdate: { id: 'adminUsers.actionName.update', defaultMessage: 'update' },
  actionExport: { id: 'adminUsers.actionName.export', defaultMessage: 'export' },
  actionScore: { id: 'adminUsers.actionName.score', defaultMessage: 'score' },
  actionAudit: { id: 'adminUsers.actionName.audit', defaultMessage: 'audit' },
  actionDirect: { id: 'adminUsers.actionName.direct', defaultMessage: 'direct' },
  actionManage: { id: 'adminUsers.actionName.manage', defaultMessage: 'manage' },

  // Requests to delete an account
  deletionTitle: { id: 'adminUsers.deletion.title', defaultMessage: 'Requests to delete an account' },
  deletionFailed: { id: 'adminUsers.deletion.failed', defaultMessage: 'The requests could not be loaded.' },
  deletionNone: { id: 'adminUsers.deletion.none', defaultMessage: 'No requests.' },
  erasedAccount: { id: 'adminUsers.deletion.erasedAccount', defaultMessage: 'Erased account' },
  asked: { id: 'adminUsers.deletion.asked', defaultMessage: 'Asked {date}' },
  erasedOn: { id: 'adminUsers.deletion.erasedOn', defaultMessage: 'erased {date}' },
  erasedBy: { id: 'adminUsers.deletion.erasedBy', defaultMessage: 'by {name}' },
  erase: { id: 'adminUsers.deletion.erase', defaultMessage: 'Erase' },
  eraseTitle: { id: 'adminUsers.deletion.eraseTitle', defaultMessage: 'Erase this account?' },
  eraseMessage: {
    id: 'adminUsers.deletion.eraseMessage',
    defaultMessage:
      'The account of {name}, her registration, files, messages and everything that names her will be erased for good. Her payments stay, with their amount, date and reference only. This cannot be undone.',
  },
  thisPerson: { id: 'adminUsers.deletion.thisPerson', defaultMessage: 'this person' },
  eraseForGood: { id: 'adminUsers.deletion.eraseForGood', defaultMessage: 'Erase for good' },
  statusNotStarted: { id: 'adminUsers.registration.notStarted', defaultMessage: 'Not Started' },
  statusInProgress: { id: 'adminUsers.registration.inProgress', defaultMessage: 'In Progress' },
  statusPaymentPending: { id: 'adminUsers.registration.paymentPending', defaultMessage: 'Payment Pending' },
  statusSubmitted: { id: 'adminUsers.registration.submitted', defaultMessage: 'Submitted / Under Review' },
  statusApproved: { id: 'adminUsers.registration.approved', defaultMessage: 'Approved' },
  statusRejected: { id: 'adminUsers.registration.rejected', defaultMessage: 'Needs Attention / Needs Review' },
  statusActive: { id: 'adminUsers.registration.active', defaultMessage: 'Active Participant' },

  // The organisation's rule on two-step sign-in
  policyTitle: { id: 'adminUsers.policy.title', defaultMessage: 'Two-step sign-in' },
  ruleFailed: { id: 'adminUsers.rule.failed', defaultMessage: 'The rule could not be loaded.' },
  policyLegend: {
    id: 'adminUsers.policy.legend',
    defaultMessage: 'Who must sign in with a code from an authenticator app',
  },
  policySensitive: { id: 'adminUsers.policy.sensitive', defaultMessage: 'Staff who handle money or people’s data' },
  policySensitiveHint: {
    id: 'adminUsers.policy.sensitiveHint',
    defaultMessage:
      'Super admins and everyone with a payments or users permission (which also covers privacy requests). Recommended.',
  },
  policyAllStaff: { id: 'adminUsers.policy.allStaff', defaultMessage: 'Every member of staff' },
  policyAllStaffHint: {
    id: 'adminUsers.policy.allStaffHint',
    defaultMessage: 'Everyone who reaches the back office, judges included.',
  },
  policyOff: { id: 'adminUsers.policy.off', defaultMessage: 'Nobody' },
  policyOffHint: {
    id: 'adminUsers.policy.offHint',
    defaultMessage: 'Anyone may still turn it on for their own account. Not recommended while staff handle payments.',
  },
  policyNeedsPermission: {
    id: 'adminUsers.policy.needsPermission',
    defaultMessage: 'Changing it needs the users update permission.',
  },

  // Retention
  retentionTitle: { id: 'adminUsers.retention.title', defaultMessage: 'Retention' },
  retentionOn: {
    id: 'adminUsers.retention.on',
    defaultMessage:
      'On since {date}: a daily job erases {which, select, rejected {rejected} abandoned {abandoned} other {rejected and abandoned}} registrations untouched for {months, plural, one {# month} other {# months}}. It would erase {count} now.',
  },
  retentionOff: { id: 'adminUsers.retention.off', defaultMessage: 'Off: nothing is erased on its own.' },
  lastRun: { id: 'adminUsers.retention.lastRun', defaultMessage: 'Last run {date}: {count} erased.' },
  afterMonths: { id: 'adminUsers.retention.afterMonths', defaultMessage: 'After (months)' },
  whichRegistrations: { id: 'adminUsers.retention.which', defaultMessage: 'Which registrations' },
  rejectedRegistrations: { id: 'adminUsers.retention.rejected', defaultMessage: 'Rejected registrations' },
  abandonedRegistrations: { id: 'adminUsers.retention.abandoned', defaultMessage: 'Abandoned (never submitted)' },
  checkHowMany: { id: 'adminUsers.retention.check', defaultMessage: 'Check how many' },
  saveAndKeepOn: { id: 'adminUsers.retention.saveKeepOn', defaultMessage: 'Save and keep on' },
  switchOn: { id: 'adminUsers.retention.switchOn', defaultMessage: 'Switch on' },
  switchOff: { id: 'adminUsers.retention.switchOff', defaultMessage: 'Switch off' },
  wouldErase: {
    id: 'adminUsers.retention.wouldErase',
    defaultMessage:
      'It would erase {count, plural, one {# registration} other {# registrations}} now (untouched since before {date}).',
  },
  checkFirst: {
    id: 'adminUsers.retention.checkFirst',
    defaultMessage: 'Check how many it would erase before switching it on.',
  },

  // When the server gives no words of its own
  saved: { id: 'adminUsers.toast.saved', defaultMessage: 'Saved.' },
  done: { id: 'adminUsers.toast.done', defaultMessage: 'Done.' },
  actionFailed: { id: 'adminUsers.error.action', defaultMessage: 'That could not be done. Please try again.' },
  roleFailed: { id: 'adminUsers.error.role', defaultMessage: 'The role could not be changed. Please try again.' },
  eraseFailed: { id: 'adminUsers.error.erase', defaultMessage: 'The account could not be erased. Please try again.' },
  invitationFailed: {
    id: 'adminUsers.error.invitation',
    defaultMessage: 'The invitation could not be changed. Please try again.',
  },
  resetFailed: {
    id: 'adminUsers.error.secondFactor',
    defaultMessage: 'Two-step sign-in could not be reset. Please try again.',
  },
  countFailed: { id: 'adminUsers.error.count', defaultMessage: 'The count could not be made. Please try again.' },
  ruleChangeFailed: { id: 'adminUsers.error.rule', defaultMessage: 'The rule could not be changed. Please try again.' },
  permissionsFailed: {
    id: 'adminUsers.error.permissions',
    defaultMessage: 'The permissions could not be saved. Please try again.',
  },
  accountFailed: {
    id: 'adminUsers.error.account',
    defaultMessage: 'The account could not be updated. Please try again.',
  },
});
