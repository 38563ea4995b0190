import type { FieldMessages, RegistrationForm } from '@cq/shared';

export interface StepProps {
  form: RegistrationForm;
  errors: FieldMessages;
  set: (path: string, value: unknown) => void;
}
