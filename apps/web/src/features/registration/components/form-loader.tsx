import { emptyRegistrationForm } from '@cq/shared';
import { useEffect, useRef } from 'react';
import { PageLoading } from '../../../components/ui/page-loading';
import { useFormSource } from '../api/form-source';
import { LoadFailed } from './page-shell';
import { RegistrationForm, type RegistrationFormProps } from './registration-form';

type Props = Omit<RegistrationFormProps, 'initialForm' | 'initialRevision'> & {
  /** When given, a load failure is handed over (the edit screen alerts and leaves) instead of shown here. */
  onLoadError?: (err: unknown) => void;
};

/** Loads the draft (or the submitted form) once, then shows the step form. */
export function FormLoader({ onLoadError, ...props }: Props) {
  const source = useFormSource(props.contestantId, props.mode);
  const reported = useRef(false);
  useEffect(() => {
    if (source.isError && onLoadError && !reported.current) {
      reported.current = true;
      onLoadError(source.error);
    }
  }, [source.isError, source.error, onLoadError]);

  const loading = Boolean(props.contestantId) && !source.isError && !(source.isFetchedAfterMount && source.data);
  if (loading) return <PageLoading label="Loading your form..." />;
  if (source.isError) {
    return onLoadError ? (
      <PageLoading label="Loading your form..." />
    ) : (
      <LoadFailed message="We could not load your saved form." onRetry={() => void source.refetch()} />
    );
  }
  return (
    <RegistrationForm
      key={props.contestantId ?? 'no-record'}
      {...props}
      initialForm={source.data?.form ?? emptyRegistrationForm()}
      initialRevision={source.data?.revision ?? 0}
    />
  );
}
