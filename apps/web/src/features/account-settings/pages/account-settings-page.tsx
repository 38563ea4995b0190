import { ACCOUNT_MESSAGES, type ProfileUpdate, profileUpdateSchema, type User } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Lock, Sparkles, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { Button } from '../../../components/ui/button';
import { controlClass, Field, TextField } from '../../../components/ui/field';
import { PageLoading } from '../../../components/ui/page-loading';
import { Message, useT, useText } from '../../../i18n/locale-context';
import { UserAvatar, useCurrentUser, useSession } from '../../session';
import { useUpdateProfile } from '../api/update-profile';
import { ChangePasswordForm } from '../components/change-password-form';
import { LanguageSetting } from '../components/language-setting';
import { MyAgreements } from '../components/my-agreements';
import { MyData } from '../components/my-data';
import { PasskeysSetting } from '../components/passkeys-setting';
import { SecondFactorSetting } from '../components/second-factor-setting';
import { settingsMessages as m } from '../messages';

/** Status messages disappear after 3 seconds. */
export const SAVE_STATUS_MS = 3000;

type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

const valuesOf = (user: User | null | undefined): ProfileUpdate => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  phoneNumber: user?.phoneNumber ?? '',
});

function StatusBox({ tone, children }: { tone: 'success' | 'error'; children: string }) {
  const Icon = tone === 'success' ? CheckCircle2 : TriangleAlert;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-center gap-2 rounded-xl border px-4 py-3 text-sm font-medium ${
        tone === 'success'
          ? 'border-status-approved/30 bg-status-approved/10 text-status-approved'
          : 'border-status-rejected/30 bg-status-rejected/5 text-status-rejected'
      }`}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden />
      {children}
    </div>
  );
}

/** /user/settings: names and phone; the e-mail is read-only; the password can be changed. */
export default function AccountSettingsPage() {
  const t = useT();
  const text = useText();
  const { user: stored } = useSession();
  const me = useCurrentUser();
  const updateProfile = useUpdateProfile();
  const loaded = me.data ?? stored;
  const [status, setStatus] = useState<SaveStatus>('idle');
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const form = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: valuesOf(loaded),
  });
  const { errors } = form.formState;
  const current = useWatch({ control: form.control });

  // When the account arrives (or changes after a save), the form shows it.
  const loadedKey = loaded ? `${loaded._id}|${loaded.firstName}|${loaded.lastName}|${loaded.phoneNumber}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the loaded values change.
  useEffect(() => {
    if (loaded) form.reset(valuesOf(loaded));
  }, [loadedKey]);
  useEffect(
    () => () => {
      if (clearTimer.current) clearTimeout(clearTimer.current);
    },
    [],
  );

  const base = valuesOf(loaded);
  const changed =
    (current.firstName ?? '') !== base.firstName ||
    (current.lastName ?? '') !== base.lastName ||
    (current.phoneNumber ?? '') !== base.phoneNumber;

  const showFor = (next: 'saved' | 'error') => {
    setStatus(next);
    if (clearTimer.current) clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setStatus('idle'), SAVE_STATUS_MS);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus('saving');
    try {
      await updateProfile(values);
      showFor('saved');
    } catch {
      showFor('error');
    }
  });

  if (!loaded?._id) {
    if (me.isLoading) return <PageLoading />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-8">
        <StatusBox tone="error">
          {text(me.isError ? ACCOUNT_MESSAGES.profileLoadFailed : ACCOUNT_MESSAGES.notAuthenticated)}
        </StatusBox>
      </div>
    );
  }

  const fieldError = (name: keyof ProfileUpdate) => errors[name]?.message;
  const input = (name: keyof ProfileUpdate, label: string, type: string, autoComplete: string) => {
    return (
      <TextField
        id={`settings-${name}`}
        label={label}
        error={fieldError(name)}
        type={type}
        autoComplete={autoComplete}
        {...form.register(name)}
      />
    );
  };

  return (
    <>
      <Seo title={t(m.seoTitle)} noIndex />
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8 sm:py-10">
        <p className="eyebrow">{t(m.eyebrow)}</p>
        <h1 className="mt-2 text-3xl sm:text-4xl">{t(m.heading)}</h1>
        <p className="mt-2 text-muted">{t(m.intro)}</p>

        {me.isError ? (
          <div className="mt-6">
            <StatusBox tone="error">{text(ACCOUNT_MESSAGES.profileLoadFailed)}</StatusBox>
          </div>
        ) : null}

        <section
          aria-labelledby="profile-heading"
          className="mt-8 rounded-2xl border border-hairline bg-white p-5 shadow-[var(--shadow-card)] sm:p-8"
        >
          <div className="flex items-center gap-4 border-b border-hairline pb-6">
            <UserAvatar user={loaded} />
            <div className="min-w-0">
              <h2 id="profile-heading" className="text-xl">
                {t(m.profileHeading)}
              </h2>
              <p className="truncate text-sm text-muted">
                <bdi>{loaded.email}</bdi>
              </p>
            </div>
          </div>

          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5" aria-label={t(m.profileHeading)}>
            <div className="grid gap-5 sm:grid-cols-2">
              {input('firstName', t(m.firstName), 'text', 'given-name')}
              {input('lastName', t(m.lastName), 'text', 'family-name')}
            </div>
            <Field
              id="settings-email"
              label={t(m.email)}
              hint={
                <Message
                  message={m.emailHint}
                  values={{
                    link: (
                      <Link to="/contact" className="font-semibold text-primary-main underline">
                        {t(m.contactSupport)}
                      </Link>
                    ),
                  }}
                />
              }
            >
              <div className="relative">
                <input
                  id="settings-email"
                  type="email"
                  value={loaded.email}
                  readOnly
                  aria-readonly
                  aria-describedby="settings-email-hint"
                  className={controlClass(false, 'cursor-not-allowed bg-ivory pe-11 text-muted')}
                />
                <Lock className="absolute end-4 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden />
              </div>
            </Field>
            {input('phoneNumber', t(m.phoneNumber), 'tel', 'tel')}

            <div className="flex flex-col gap-4 border-t border-hairline pt-5 sm:flex-row sm:items-center sm:justify-end">
              <div className="min-h-0 flex-1" aria-live="polite">
                {status === 'saved' ? (
                  <StatusBox tone="success">{text(ACCOUNT_MESSAGES.profileUpdated)}</StatusBox>
                ) : null}
                {status === 'error' ? (
                  <StatusBox tone="error">{text(ACCOUNT_MESSAGES.profileSaveFailed)}</StatusBox>
                ) : null}
              </div>
              <Button
                type="submit"
                busy={status === 'saving'}
                disabled={status === 'saving' || !changed}
                className="w-full sm:w-auto"
              >
                {t(m.saveChanges)}
              </Button>
            </div>
          </form>
        </section>

        <LanguageSetting saved={loaded.language} />

        <ChangePasswordForm email={loaded.email} />

        <SecondFactorSetting />
        <PasskeysSetting />

        <MyAgreements />

        <MyData />

        <aside className="mt-6 flex gap-4 rounded-2xl border border-dashed border-secondary-main/60 bg-secondary-light/10 p-5 sm:p-6">
          <Sparkles className="mt-0.5 h-5 w-5 shrink-0 text-secondary-dark" aria-hidden />
          <p className="text-sm text-ink">{t(m.moreSoon)}</p>
        </aside>
      </div>
    </>
  );
}
