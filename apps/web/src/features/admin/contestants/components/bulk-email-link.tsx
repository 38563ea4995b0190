import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button';
import { useT } from '#web/i18n/locale-context';
import { contestantsMessages as m } from '../messages';

/** Opens bulk e-mail with the list's status, continent and payment filters as its audience. */
export function BulkEmailLink({ values }: { values: Record<string, string> }) {
  const t = useT();
  const audience = new URLSearchParams();
  for (const key of ['status', 'continent', 'paymentStatus']) if (values[key]) audience.set(key, values[key] ?? '');
  const query = audience.toString();
  return (
    <Link to={`/admin/bulk-email${query ? `?${query}` : ''}`} className={buttonClass('secondary', 'px-4 py-2')}>
      <Mail className="h-4 w-4" aria-hidden />
      {t(m.emailThem)}
    </Link>
  );
}
