import { INVITATION_MESSAGES, type InvitationPreview, type LoginResponse, normaliseRole, presetName } from '@cq/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Seo } from '../../../components/seo';
import { PageLoading } from '../../../components/ui/page-loading';
import { useT, useText } from '../../../i18n/locale-context';
import { api, messageOf } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY, saveLogin } from '../../session';
import { afterLoginPath } from '../after-login-path';
import { AuthShell } from '../components/auth-shell';
import { NewPasswordFormBody, useNewPasswordForm } from '../components/new-password-fields';
import { StatusScreen } from '../components/status-screen';
import { authMessages as m } from '../messages';

/** The roles the invitation's sentence names (its select), by their stored names. */
const ROLE_KEYS: Record<string, string> = {
  developer: 'developer',
  'super admin': 'superAdmin',
  admin: 'admin',
  hr: 'hr',
  editor: 'editor',
  user: 'user',
};

/**
 * /auth/invitation/:token: someone invited to the back office chooses her password; her account is then made
 * with the invitation's role and permissions, and she is signed in. She never passes through the sign-up.
 */
export default function AcceptInvitationPage() {
  const t = useT();
  const text = useText();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: async () => (await api.get<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`)).data,
    retry: false,
  });
  const { form, validation } = useNewPasswordForm();
  const shown = error ?? validation;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      const res = await api.post<LoginResponse['data']>(`/invitations/${encodeURIComponent(token)}/accept`, {
        password,
      });
      saveLogin(res.data);
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, res.data.user);
      navigate(afterLoginPath(null, res.data.user), { replace: true });
    } catch (err) {
      setError(messageOf(err, t(m.inviteSaveFailed)));
    }
  });

  if (invitation.isPending) return <PageLoading />;
  if (invitation.isError) {
    return (
      <StatusScreen
        title={t(m.inviteInvalidTitle)}
        tone="error"
        icon={<CircleAlert className="h-8 w-8" aria-hidden />}
        subtitle={text(INVITATION_MESSAGES.invalidLink)}
        noIndex
        action={{ to: '/', label: t(m.backToHome) }}
      />
    );
  }
  const { email, firstName, role, preset, rounds } = invitation.data;
  const job = presetName(preset);
  return (
    <>
      <Seo title={t(m.inviteSeoTitle)} noIndex />
      <AuthShell
        title={t(m.inviteWelcome, { name: firstName })}
        subtitle={
          job
            ? t(m.inviteSubtitleJob, { job: text(job), email })
            : t(m.inviteSubtitle, { role: ROLE_KEYS[normaliseRole(role)] ?? 'other', roleName: role, email })
        }
      >
        {rounds.length > 0 ? (
          <p className="mb-5 rounded-xl bg-ivory p-3 text-sm text-ink">
            {t(m.inviteRounds, { rounds: rounds.map((r) => r.name).join(', ') })}
          </p>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t(m.inviteForm)}>
          <NewPasswordFormBody
            idPrefix="invite"
            label={t(m.password)}
            form={form}
            alert={shown}
            submitLabel={t(m.inviteSubmit)}
          />
        </form>
      </AuthShell>
    </>
  );
}
