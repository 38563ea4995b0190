import { canStaff } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../session';
import { AdminPage } from '../components/admin-page';
import { adminSettingsQuery } from './api/settings';
import { BillingForm } from './components/billing-form';
import { MailingForm } from './components/mailing-form';
import { OrganisationForm } from './components/organisation-form';
import { PreviewPasswordForm } from './components/preview-password-form';
import { RegistrationSettingsForm } from './components/registration-settings-form';
import { SiteContentForm } from './components/site-content-form';

/**
 * /admin/settings: the registration window and fee, the organisers' contacts,
 * the preview password and the public site's words and links.
 */
export default function SettingsPage() {
  const { user } = useSession();
  const canEdit = canStaff(user, 'settings', 'update');
  const { data, isPending, error } = useQuery(adminSettingsQuery);

  return (
    <AdminPage
      title="Settings"
      description="Saved changes apply at once to the public site and the contestants' portal."
    >
      {!canEdit ? (
        <p className="mb-4 rounded-xl border border-hairline bg-white p-4 text-sm text-muted">
          You can read these settings; changing them needs the settings update permission.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mb-4 rounded-xl bg-status-rejected/10 p-4 text-sm text-status-rejected">
          {messageOf(error, 'The settings could not be loaded.')}
        </p>
      ) : null}
      {isPending ? <p className="text-sm text-muted">Loading…</p> : null}
      {data ? (
        <div className="grid gap-6 xl:grid-cols-2">
          <RegistrationSettingsForm value={data.registration} canEdit={canEdit} />
          <div className="space-y-6">
            <OrganisationForm value={data.organisation} canEdit={canEdit} />
            <BillingForm value={data.billing} canEdit={canEdit} />
            <PreviewPasswordForm value={data.previewPassword} canEdit={canEdit} />
            <MailingForm canEdit={canEdit} />
          </div>
          <div className="xl:col-span-2">
            <SiteContentForm value={data.siteContent} canEdit={canEdit} />
          </div>
        </div>
      ) : null}
    </AdminPage>
  );
}
