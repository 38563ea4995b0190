import type { ResetPasswordForm } from '@cq/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { useT } from '../../../i18n/locale-context';
import { authMessages as m } from '../messages';
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
