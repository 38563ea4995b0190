import { type ResetPasswordForm, resetPasswordFormSchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, type UseFormRegister, type UseFormReturn, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useT, useText } from '../../../i18n/locale-context';
import { authMessages as m } from '../messages';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

/** A new password and its confirmation (reset, invitation): the pair, marked invalid as the form's rules say. */
export function NewPasswordFields({
  idPrefix,
  label,
  register,
  errors,
}: {
  idPrefix: string;
  label: string;
  register: UseFormRegister<ResetPasswordForm>;
  errors: FieldErrors<ResetPasswordForm>;
}) {
  const t = useT();
  return (
    <>
      <Field id={`${idPrefix}-password`} label={label}>
        <PasswordInput
          id={`${idPrefix}-password`}
          autoComplete="new-password"
          invalid={Boolean(errors.form || errors.password)}
          {...register('password')}
        />
      </Field>
      <Field id={`${idPrefix}-confirm`} label={t(m.confirmPassword)}>
        <PasswordInput
          id={`${idPrefix}-confirm`}
          autoComplete="new-password"
          invalid={Boolean(errors.form || errors.confirmPassword)}
          {...register('confirmPassword')}
        />
      </Field>
    </>
  );
}

/**
 * The form of a new password and its confirmation (reset, invitation), checked by the shared rule, and the first
 * of its refusals to show: the pair's own, then the confirmation's, then the password's.
 */
export function useNewPasswordForm() {
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const validation = errors.form?.message ?? errors.confirmPassword?.message ?? errors.password?.message;
  return { form, validation };
}

/** The inside of a new-password form: the pair, what went wrong (in the page's language), and the submit button. */
export function NewPasswordFormBody({
  idPrefix,
  label,
  form,
  alert,
  submitLabel,
}: {
  idPrefix: string;
  label: string;
  form: UseFormReturn<ResetPasswordForm>;
  alert: string | null | undefined;
  submitLabel: string;
}) {
  const text = useText();
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <NewPasswordFields idPrefix={idPrefix} label={label} register={form.register} errors={errors} />
      {alert ? <FormAlert>{text(alert)}</FormAlert> : null}
      <Button type="submit" busy={isSubmitting} className="w-full py-3.5 text-base">
        {submitLabel}
      </Button>
    </>
  );
}
