import { canStaff, isDelegateStatus } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { useSession } from '../../session';
import { AdminPage, ErrorNotice, Panel } from '../components/admin-page';
import { PayerPayments } from '../payments/components/payer-payments';
import { DelegateTodosPanel } from '../todos/delegate-todos-panel';
import { contestantDetailQuery } from './api/contestant-detail';
import { ConflictBanner } from './components/conflict-banner';
import { CorrectionPanel } from './components/correction-panel';
import { CountryPanel } from './components/country-panel';
import { FormSections } from './components/form-sections';
import { MediaPanel } from './components/media-panel';
import { MessagesPanel } from './components/messages-panel';
import { NotesPanel } from './components/notes-panel';
import { PublicProfilePanel } from './components/public-profile-panel';
import { RecordFacts } from './components/record-facts';
import { RecordPaymentPanel } from './components/record-payment-panel';
import { ReviewActions } from './components/review-actions';
import { StatusBadge } from './components/status-badge';
import { VersionHistory } from './components/version-history';
import { contestantsMessages as m } from './messages';

function Back() {
  const t = useT();
  return (
    <Link
      to="/admin/contestants"
      className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary-main hover:underline"
    >
      {/* The arrow points back the way the page reads: right to left in Arabic. */}
      <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden /> {t(m.back)}
    </Link>
  );
}
const back = <Back />;

/** One registration for review: every field and file, its versions, notes, and the decisions staff may take. */
export default function ContestantDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { user } = useSession();
  const { data: record, error, isPending, refetch } = useQuery(contestantDetailQuery(id));
  const [conflict, setConflict] = useState<string | null>(null);
  const canUpdate = canStaff(user, 'contestants', 'update');
  const mayRecordPayment = canStaff(user, 'payments', 'update');
  const mayReadPayments = canStaff(user, 'payments', 'read');

  if (!record) {
    return (
      <AdminPage title={t(m.contestant)}>
        {back}
        {isPending ? <p className="text-sm text-muted">{t(m.loading)}</p> : null}
        <ErrorNotice error={error} className="" />
      </AdminPage>
    );
  }

  const name = `${record.user.firstName} ${record.user.lastName}`;
  const media = <MediaPanel media={record.media} name={name} />;
  return (
    <AdminPage
      title={name}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={record.status} />
          <span className="break-all">{record.user.email}</span>
        </span>
      }
      actions={canUpdate ? <ReviewActions record={record} onConflict={setConflict} /> : null}
    >
      {back}
      {conflict ? (
        <ConflictBanner
          message={conflict}
          onReload={() => {
            setConflict(null);
            void refetch();
          }}
        />
      ) : null}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          {record.form ? (
            <FormSections form={record.form} media={media} />
          ) : (
            <Panel title={t(m.registrationForm)}>
              <p className="mb-4 text-sm text-muted">{t(m.notSubmitted)}</p>
              {media}
            </Panel>
          )}
        </div>
        <div className="space-y-6">
          <RecordFacts record={record} />
          {mayReadPayments ? <PayerPayments userId={record.user._id} /> : null}
          {mayRecordPayment && record.user.paymentStatus !== 'paid' ? (
            <RecordPaymentPanel userId={record.user._id} firstName={record.user.firstName} />
          ) : null}
          {canUpdate && record.form ? <CorrectionPanel record={record} onConflict={setConflict} /> : null}
          {isDelegateStatus(record.status) ? <DelegateTodosPanel contestantId={record._id} /> : null}
          <CountryPanel record={record} canUpdate={canUpdate} />
          <PublicProfilePanel id={record._id} canUpdate={canUpdate} />
          <VersionHistory versions={record.versions} />
          <MessagesPanel
            id={record._id}
            firstName={record.user.firstName}
            messages={record.messages}
            canWrite={canUpdate}
          />
          <NotesPanel id={record._id} notes={record.notes} canWrite={canUpdate} />
        </div>
      </div>
    </AdminPage>
  );
}
