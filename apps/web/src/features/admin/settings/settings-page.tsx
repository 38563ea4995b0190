import { canStaff } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/locale-context';
import { useSession } from '../../session';
import { AdminPage, ErrorNotice } from '../components/admin-page';
import { adminSettingsQuery } from './api/settings';
import { BillingForm } from './components/billing-form';
import { MailingForm } from './components/mailing-form';
import { OrganisationForm } from './components/organisation-form';
import { PreviewPasswordForm } from './components/preview-password-form';
import { RegistrationSettingsForm } from './components/registration-settings-form';
import { SiteContentForm } from './components/site-content-form';
import { settingsMessages as m } from './messages';

/**
 * /admin/settings: the registration window and fee, the organisers' contacts,
 * the preview password and the public site's words and links.
 */
export default function SettingsPage() {
  const t = useT();
  const { user } = useSession();
  const canEdit = canStaff(user, 'settings', 'update');
  const { data, isPending, error } = useQuery(adminSettingsQuery);

  return (
    <AdminPage title={t(m.title)} description={t(m.description)}>
      {!canEdit ? (
        <p className="mb-4 rounded-xl border border-hairline bg-white p-4 text-sm text-muted">{t(m.readOnly)}</p>
      ) : null}
      <ErrorNotice error={error} fallback={t(m.loadFailed)} />
      {isPending ? <p className="text-sm text-muted">{t(m.loading)}</p> : null}
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
