import { emptyRegistrationForm } from '@cq/shared';
import { useEffect, useRef } from 'react';
import { PageLoading } from '../../../components/ui/page-loading';
import { useT } from '../../../i18n/locale-context';
import { useFormSource } from '../api/form-source';
import { registrationMessages as m } from './messages';
import { LoadFailed } from './page-shell';
import { RegistrationForm, type RegistrationFormProps } from './registration-form';

type Props = Omit<RegistrationFormProps, 'initialForm' | 'initialRevision'> & {
  /** When given, a load failure is handed over (the edit screen alerts and leaves) instead of shown here. */
  onLoadError?: (err: unknown) => void;
};

/** Loads the draft (or the submitted form) once, then shows the step form. */
export function FormLoader({ onLoadError, ...props }: Props) {
  const t = useT();
  const source = useFormSource(props.contestantId, props.mode);
  const reported = useRef(false);
  useEffect(() => {
    if (source.isError && onLoadError && !reported.current) {
      reported.current = true;
      onLoadError(source.error);
    }
  }, [source.isError, source.error, onLoadError]);

  const loading = Boolean(props.contestantId) && !source.isError && !(source.isFetchedAfterMount && source.data);
  if (loading) return <PageLoading label={t(m.loadingForm)} />;
  if (source.isError) {
    return onLoadError ? (
      <PageLoading label={t(m.loadingForm)} />
    ) : (
      <LoadFailed message={t(m.formLoadFailed)} onRetry={() => void source.refetch()} />
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
