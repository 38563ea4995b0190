import { defineMessages } from '../../../i18n/message-descriptor';

/** Inviting staff: the job chosen from the presets, what it allows in sentences, a judge's rounds, the list. */
export const invitationMessages = defineMessages({
  title: { id: 'invitations.title', defaultMessage: 'Invitations' },
  form: { id: 'invitations.form', defaultMessage: 'Invite someone' },
  email: { id: 'invitations.email', defaultMessage: 'E-mail' },
  firstName: { id: 'invitations.firstName', defaultMessage: 'First name' },
  lastName: { id: 'invitations.lastName', defaultMessage: 'Last name' },
  job: { id: 'invitations.job', defaultMessage: 'Their job' },
  role: { id: 'invitations.role', defaultMessage: 'Role' },
  allows: { id: 'invitations.allows', defaultMessage: 'She will be able to:' },
  permissions: { id: 'invitations.permissions', defaultMessage: 'What she may do' },
  rounds: { id: 'invitations.rounds', defaultMessage: 'Rounds she will judge' },
  roundsHint: {
    id: 'invitations.roundsHint',
    defaultMessage: 'She is seated in each round when she accepts, and finds them on her first screen.',
  },
  noRounds: {
    id: 'invitations.noRounds',
    defaultMessage: 'No round is waiting for judges yet: the director can seat her in a round later.',
  },
  send: { id: 'invitations.send', defaultMessage: 'Send invitation' },
  none: { id: 'invitations.none', defaultMessage: 'No invitations yet.' },
  pending: { id: 'invitations.state.pending', defaultMessage: 'Waiting until {date}' },
  accepted: { id: 'invitations.state.accepted', defaultMessage: 'Accepted' },
  expired: { id: 'invitations.state.expired', defaultMessage: 'Expired' },
  revoked: { id: 'invitations.state.revoked', defaultMessage: 'Revoked' },
  invitedBy: { id: 'invitations.invitedBy', defaultMessage: 'invited by {name}' },
  given: { id: 'invitations.given', defaultMessage: 'Given: {list}' },
  nothingGiven: { id: 'invitations.nothingGiven', defaultMessage: 'No permissions' },
  judges: { id: 'invitations.judges', defaultMessage: 'Judges: {rounds}' },
  sendAgain: { id: 'invitations.sendAgain', defaultMessage: 'Send again' },
  revoke: { id: 'invitations.revoke', defaultMessage: 'Revoke' },
});
