import {
  BIOGRAPHY_MAX,
  BRAND,
  DELEGATE_MESSAGES,
  type DelegateConsent,
  type DelegateStatus,
  delegateConsentSchema,
  delegatePath,
  SOCIAL_LABELS,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Seo } from '../../../components/seo';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { PageLoading } from '../../../components/ui/page-loading';
import { useT, useText } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { messageOf } from '../../../lib/api-client';
import { delegateProfileQuery, useDelegateProfileChange } from '../api/delegate-profile';
import { ProfilePreview } from '../components/profile-preview';
import { delegateProfileMessages as m } from '../messages';

const STATE_LINE: Record<Exclude<DelegateStatus['state'], 'not_eligible' | 'no_consent'>, MessageDescriptor> = {
  awaiting_publication: m.awaiting,
  published: m.published,
};

function ConsentForm({ status }: { status: DelegateStatus }) {
  const t = useT();
  const text = useText();
  const change = useDelegateProfileChange();
  const agreed = status.consent !== null;
  const [confirmed, setConfirmed] = useState(agreed);
  const form = useForm<z.input<typeof delegateConsentSchema>, unknown, DelegateConsent>({
    resolver: zodResolver(delegateConsentSchema),
    defaultValues: { biography: status.consent?.biography ?? '', showSocial: status.consent?.showSocial ?? [] },
  });
  const biography = useWatch({ control: form.control, name: 'biography' }) ?? '';
  const error = form.formState.errors.biography?.message;
  const submit = form.handleSubmit((consent) =>
    change.mutateAsync({ consent }).then(
      () => toast.success(agreed ? t(m.changesSaved) : text(DELEGATE_MESSAGES.consentSaved)),
      (err) => toast.error(messageOf(err, t(m.saveFailed))),
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Field
        id="delegate-biography"
        label={t(m.biography)}
        error={error}
        hint={t(m.biographyHint, { count: biography.length, max: BIOGRAPHY_MAX })}
      >
        <textarea
          id="delegate-biography"
          rows={6}
          className={controlClass(Boolean(error))}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy('delegate-biography', { error, hint: true })}
          {...form.register('biography')}
        />
      </Field>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t(m.socialLegend)}</legend>
        {status.availableSocial.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t(m.noSocial)}</p>
        ) : (
          <div className="mt-2 flex flex-wrap gap-3">
            {status.availableSocial.map((network) => (
              <label
                key={network}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-hairline px-4 text-sm"
              >
                <input type="checkbox" value={network} className="h-4 w-4" {...form.register('showSocial')} />
                {SOCIAL_LABELS[network]}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {agreed ? null : (
        <label className="flex items-start gap-3 rounded-xl bg-ivory p-4 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0"
            checked={confirmed}
            onChange={(e) => setConfirmed(e.target.checked)}
          />
          {t(m.agreement, { brand: BRAND.siteName })}
        </label>
      )}
      <Button type="submit" busy={change.isPending} disabled={!confirmed}>
        {t(agreed ? m.saveChanges : m.agreeAndSave)}
      </Button>
    </form>
  );
}

/** /user/public-profile: her consent to a public delegate profile, what it shows, and withdrawing it. */
export default function PublicProfilePage() {
  const t = useT();
  const text = useText();
  const { data: status, error, isPending } = useQuery(delegateProfileQuery);
  const withdraw = useDelegateProfileChange();
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  if (isPending) return <PageLoading label={t(m.loading)} />;
  return (
    <>
      <Seo title={t(m.seoTitle)} noIndex />
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
        <p className="eyebrow">{t(m.eyebrow)}</p>
        <h1 className="mt-2 text-3xl sm:text-4xl">{t(m.heading)}</h1>
        <p className="mt-3 leading-relaxed text-muted">{t(m.intro)}</p>
        {!status ? (
          <p role="alert" className="mt-6 text-status-rejected">
            {messageOf(error, t(m.loadFailed))}
          </p>
        ) : status.state === 'not_eligible' ? (
          <div className="card mt-8 p-6">
            <p className="text-ink">{text(DELEGATE_MESSAGES.notApproved)}</p>
            <Link to="/user/register" className="mt-4 inline-block font-semibold text-primary-main hover:underline">
              {t(m.seeRegistration)}
            </Link>
          </div>
        ) : (
          <>
            {status.state === 'no_consent' ? null : (
              <div role="status" className="card mt-8 flex flex-wrap items-center gap-3 p-5">
                <ShieldCheck className="h-5 w-5 text-status-approved" aria-hidden />
                <p className="flex-1 text-ink">{t(STATE_LINE[status.state])}</p>
                {status.state === 'published' && status.slug ? (
                  <Link
                    to={delegatePath(status.slug)}
                    className="inline-flex items-center gap-1 font-semibold text-primary-main hover:underline"
                  >
                    {t(m.viewPage)} <ExternalLink className="h-4 w-4" aria-hidden />
                  </Link>
                ) : null}
              </div>
            )}
            <section aria-labelledby="shown-heading" className="card mt-6 p-6">
              <h2 id="shown-heading" className="text-2xl">
                {t(m.shownHeading)}
              </h2>
              {status.preview ? <ProfilePreview preview={status.preview} /> : null}
              <p className="mt-4 text-sm text-muted">{t(m.neverShown)}</p>
            </section>
            <section aria-labelledby="choices-heading" className="card mt-6 p-6">
              <h2 id="choices-heading" className="mb-4 text-2xl">
                {t(m.choicesHeading)}
              </h2>
              <ConsentForm key={status.consent?.consentedAt ?? 'none'} status={status} />
            </section>
            {status.consent ? (
              <div className="mt-6">
                <button ref={opener} type="button" className={buttonClass('ghost')} onClick={() => setAsking(true)}>
                  {t(m.withdrawButton)}
                </button>
              </div>
            ) : null}
            <ConfirmDialog
              open={asking}
              type="danger"
              title={t(m.withdrawTitle)}
              message={t(m.withdrawMessage)}
              confirmText={t(m.withdrawConfirm)}
              busy={withdraw.isPending}
              returnFocusTo={opener}
              onCancel={() => setAsking(false)}
              onConfirm={() =>
                withdraw.mutateAsync({ withdraw: true }).then(
                  () => {
                    setAsking(false);
                    toast.success(text(DELEGATE_MESSAGES.withdrawn));
                  },
                  (err) => toast.error(messageOf(err, t(m.withdrawFailed))),
                )
              }
            />
          </>
        )}
      </div>
    </>
  );
}
