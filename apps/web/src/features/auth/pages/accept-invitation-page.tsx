import {
  adminRoleLabel,
  INVITATION_MESSAGES,
  type InvitationPreview,
  type LoginResponse,
  type ResetPasswordForm,
  resetPasswordFormSchema,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { Seo } from '../../../components/seo';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { api, messageOf } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY, saveLogin } from '../../session';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { StatusScreen } from '../components/status-screen';

/**
 * /auth/invitation/:token: someone invited to the back office chooses her password; her account is then made
 * with the invitation's role and permissions, and she is signed in. She never passes through the sign-up.
 */
export default function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: async () => (await api.get<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`)).data,
    retry: false,
  });
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const validation = errors.form?.message ?? errors.confirmPassword?.message ?? errors.password?.message;
  const shown = error ?? validation;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      const res = await api.post<LoginResponse['data']>(`/invitations/${encodeURIComponent(token)}/accept`, {
        password,
      });
      saveLogin(res.data);
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, res.data.user);
      navigate('/admin', { replace: true });
    } catch (err) {
      setError(messageOf(err, 'Your password could not be saved. Please try again.'));
    }
  });

  if (invitation.isPending) return <PageLoading label="Loading..." />;
  if (invitation.isError) {
    return (
      <StatusScreen
        title="Invitation not valid"
        tone="error"
        icon={<CircleAlert className="h-8 w-8" aria-hidden />}
        subtitle={INVITATION_MESSAGES.invalidLink}
        noIndex
        action={{ to: '/', label: 'Back to Home' }}
      />
    );
  }
  const { email, firstName, role } = invitation.data;
  return (
    <>
      <Seo title="Accept your invitation" noIndex />
      <AuthShell
        title={`Welcome, ${firstName}`}
        subtitle={`You are invited to the back office as ${adminRoleLabel(role)}. Choose your password for ${email}.`}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Accept the invitation">
          <NewPasswordFields idPrefix="invite" label="Password" register={form.register} errors={errors} />
          {shown ? <FormAlert>{shown}</FormAlert> : null}
          <Button type="submit" busy={isSubmitting} className="w-full py-3.5 text-base">
            Set my password and sign in
          </Button>
        </form>
      </AuthShell>
    </>
  );
}
