import { ACCOUNT_MESSAGES, type RegisterRequest, registerRequestSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { Button } from '../../../components/ui/button';
import { controlClass, Field } from '../../../components/ui/field';
import { useHydrated } from '../../../lib/use-client-value';
import { accountsApi, serverMessage } from '../api/accounts';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../components/password-input';
import { StatusScreen } from '../components/status-screen';

type TextField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';

const FIELDS: { name: TextField; label: string; type: string; autoComplete: string; half?: boolean }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
];

export default function SignupPage() {
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const ready = useHydrated();

  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        const res = await accountsApi.register(values);
        if (!res.success) {
          setError(res.message || ACCOUNT_MESSAGES.registrationFailed);
          return;
        }
        setSentTo(values.email);
      } catch (err) {
        setError(serverMessage(err, ACCOUNT_MESSAGES.registrationFailed));
      }
    },
    () => setError(ACCOUNT_MESSAGES.checkFields),
  );

  if (sentTo) {
    return (
      <StatusScreen
        title="Check your email"
        tone="success"
        icon={<MailCheck className="h-8 w-8" aria-hidden />}
        subtitle={
          <>
            We have sent a verification link to <strong className="text-ink">{sentTo}</strong>. Open it to confirm your
            address, then sign in to begin your registration.
          </>
        }
        action={{ to: '/auth/login', label: 'Back to login' }}
        note="No message after a few minutes? Check your spam folder; the link stays valid for 24 hours."
      />
    );
  }

  return (
    <>
      <Seo title="Sign up" description="Create your Continental Queens account and begin your registration." />
      <AuthShell title="Create your account" subtitle="Your first step towards representing your continent.">
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign up">
          <div className="grid gap-5 sm:grid-cols-2">
            {FIELDS.map((f) => (
              <Field
                key={f.name}
                id={`signup-${f.name}`}
                label={f.label}
                required
                className={f.half ? '' : 'sm:col-span-2'}
              >
                <input
                  id={`signup-${f.name}`}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  aria-invalid={errors[f.name] ? true : undefined}
                  aria-required
                  className={controlClass(Boolean(errors[f.name]))}
                  {...form.register(f.name)}
                />
              </Field>
            ))}
          </div>
          <Field id="signup-password" label="Password" required hint="At least 8 characters. Avoid common passwords.">
            <PasswordInput
              id="signup-password"
              autoComplete="new-password"
              invalid={Boolean(errors.password)}
              aria-describedby="signup-password-hint"
              aria-required
              {...form.register('password')}
            />
          </Field>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Button type="submit" busy={isSubmitting} disabled={!ready} className="w-full py-3.5 text-base">
            Create Account
          </Button>
          <p className="text-center text-xs text-muted">
            By signing up you accept our{' '}
            <Link to="/terms-of-use" className="underline hover:text-primary-main">
              Terms of use
            </Link>{' '}
            and{' '}
            <Link to="/privacy-policy" className="underline hover:text-primary-main">
              Privacy policy
            </Link>
            .
          </p>
        </form>
        <p className="mt-8 text-center text-sm text-muted">
          Already have an account?{' '}
          <Link to="/auth/login" className="font-semibold text-primary-main hover:underline">
            Sign in
          </Link>
        </p>
      </AuthShell>
    </>
  );
}
