import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { useT } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { contestantsMessages as m } from '../messages';

/** Downloads a CSV of what the current filters select (every page, in the list's order). */
export function ExportButton({ download: fetchFile }: { download: () => Promise<string> }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await fetchFile();
      toast.success(t(m.downloading, { name }));
    } catch (err) {
      toast.error(messageOf(err, t(m.exportFailed)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={download} busy={busy} className="px-4 py-2">
      {busy ? null : <Download className="h-4 w-4" aria-hidden />}
      {t(m.exportCsv)}
    </Button>
  );
}
