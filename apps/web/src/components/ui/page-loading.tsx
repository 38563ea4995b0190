import { useT } from '../../i18n/locale-context';
import { uiMessages as m } from './messages';

export function PageLoading({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <span className="flex items-center gap-3 text-muted">
        <span
          className="h-5 w-5 animate-spin rounded-full border-2 border-hairline border-t-primary-main"
          aria-hidden
        />
        {label ?? t(m.loading)}
      </span>
    </div>
  );
}
