import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageLoading } from '../../../components/ui/page-loading';
import { useT } from '../../../i18n/locale-context';
import { contestantKeys, useContestantMe } from '../../contestants';
import { FormLoader } from '../components/form-loader';
import { registrationMessages as m } from '../components/messages';
import { PageShell } from '../components/page-shell';

const REGISTER = '/user/register';

/**
 * /user/edit-registration: the eight-step form in edit mode. A
 * missing record, or no edit in progress, goes to /user/register; a load
 * failure alerts 'Error loading registration data: ' and goes there too.
 */
export default function EditRegistrationPage() {
  const navigate = useNavigate();
  const t = useT();
  const client = useQueryClient();
  const me = useContestantMe();

  const failed = useCallback(
    (err: unknown) => {
      toast.error(t(m.editLoadFailed, { message: err instanceof Error ? err.message : String(err) }));
      navigate(REGISTER, { replace: true });
    },
    [navigate, t],
  );

  useEffect(() => {
    if (me.isError) failed(me.error);
    else if (me.isSuccess && !me.data?.editing) navigate(REGISTER, { replace: true });
  }, [me.isError, me.error, me.isSuccess, me.data, failed, navigate]);

  const contestant = me.data;
  if (!contestant?.editing) {
    return (
      <PageShell title={t(m.pageTitleEdit)}>
        <PageLoading label={t(m.loadingRegistration)} />
      </PageShell>
    );
  }
  return (
    <PageShell title={t(m.pageTitleEdit)} heading={t(m.headingEdit)}>
      <FormLoader
        mode="edit"
        contestantId={contestant._id}
        editsRemaining={contestant.editsRemaining}
        onLoadError={failed}
        onDone={() => {
          void client.invalidateQueries({ queryKey: contestantKeys.me });
          navigate(REGISTER);
        }}
      />
    </PageShell>
  );
}
