import { Link } from 'react-router';
import { CrownMark } from '../../../components/crown-mark';
import { Seo } from '../../../components/seo';
import { useT } from '../../../i18n/locale-context';
import { notFoundMessages as m } from './not-found-messages';

export default function NotFoundPage() {
  const t = useT();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <Seo title={t(m.seoTitle)} noIndex />
      <CrownMark className="h-16 w-16 opacity-80" />
      <p className="eyebrow mt-6">{t(m.eyebrow)}</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">{t(m.title)}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{t(m.text)}</p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-primary-main px-7 py-3 font-semibold text-primary-contrast shadow-sm hover:bg-primary-dark"
      >
        {t(m.home)}
      </Link>
    </section>
  );
}
