import { Megaphone } from 'lucide-react';
import { componentMessages } from '../../components/messages';
import { useT } from '../../i18n/locale-context';
import { useAnnouncementLive, useSiteView } from '../../lib/site-view';

/** The organisers' announcement (back office → Settings → Site content), shown inside its dates, as they wrote it. */
export function AnnouncementBar() {
  const t = useT();
  const view = useSiteView();
  const live = useAnnouncementLive(view);
  const { text, linkUrl, linkLabel } = view.content.announcement;
  if (!live) return null;
  return (
    <aside aria-label={t(componentMessages.announcement)} className="bg-primary-dark text-primary-contrast">
      <p className="container-page flex flex-wrap items-center justify-center gap-x-3 gap-y-1 py-2.5 text-center text-sm">
        <Megaphone className="h-4 w-4 shrink-0 text-secondary-light" aria-hidden />
        <span>{text}</span>
        {linkUrl ? (
          <a
            href={linkUrl}
            className="font-semibold text-secondary-light underline underline-offset-4 hover:text-white"
          >
            {linkLabel}
          </a>
        ) : null}
      </p>
    </aside>
  );
}
