import { useT } from '../i18n/locale-context';
import { componentMessages as m } from './messages';

/** The first stop of the keyboard on every page: jumps past the header and navigation to the page's `#main`. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
    >
      {t(m.skipToContent)}
    </a>
  );
}
