import { RefreshCw } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useT } from '#web/i18n/locale-context';
import { contestantsMessages as m } from '../messages';

/** A refused change (409): the server's reason, and the way forward, which is to look again. */
export function ConflictBanner({ message, onReload }: { message: string; onReload: () => void }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-status-pending/30 bg-status-pending/10 p-4 text-sm text-ink"
    >
      <p>{message}</p>
      <Button variant="secondary" className="px-4 py-2" onClick={onReload}>
        <RefreshCw className="h-4 w-4" aria-hidden />
        {t(m.reload)}
      </Button>
    </div>
  );
}
