import { writtenIn } from '@cq/shared';
import { Megaphone } from 'lucide-react';
import { componentMessages } from '../../components/messages';
import { useLocale, useT } from '../../i18n/locale-context';
import { useAnnouncementLive, useSiteView } from '../../lib/site-view';

/**
 * The organisers' announcement (back office → Settings → Site content), shown inside its dates, as they wrote
 * it: their version in the page's language, or their English (marked as English) when they gave none.
 */
export function AnnouncementBar() {
  const t = useT();
  const locale = useLocale();
  const view = useSiteView();
  const live = useAnnouncementLive(view);
  const announcement = view.content.announcement;
  const { linkUrl } = announcement;
  const { words, fallback } = writtenIn(
    { text: announcement.text, linkLabel: announcement.linkLabel },
    announcement.translations,
    locale,
  );
  const { text, linkLabel } = words;
  const lang = fallback ? 'en' : undefined;
  if (!live) return null;
  return (
    <aside aria-label={t(componentMessages.announcement)} className="bg-primary-dark text-primary-contrast">
      <p className="container-page flex flex-wrap items-center justify-center gap-x-3 gap-y-1 py-2.5 text-center text-sm">
        <Megaphone className="h-4 w-4 shrink-0 text-secondary-light" aria-hidden />
        <span lang={lang}>{text}</span>
        {linkUrl ? (
          <a
            href={linkUrl}
            lang={lang}
            className="font-semibold text-secondary-light underline underline-offset-4 hover:text-white"
          >
            {linkLabel}
          </a>
        ) : null}
      </p>
    </aside>
  );
}
