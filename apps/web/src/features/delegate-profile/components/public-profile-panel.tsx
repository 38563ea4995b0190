import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

/** On the dashboard of an approved contestant: the way to her public delegate profile. */
export function PublicProfilePanel() {
  return (
    <section aria-labelledby="public-profile-heading" className="card p-6">
      <p className="eyebrow">Delegates</p>
      <h2 id="public-profile-heading" className="mt-1 text-2xl">
        Your public profile
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        Approved contestants can appear as delegates of their continent on the public site. Choose what it shows, or
        withdraw it, at any time.
      </p>
      <Link
        to="/user/public-profile"
        className="mt-5 inline-flex items-center gap-2 rounded-full bg-primary-main px-5 py-2.5 text-sm font-semibold text-primary-contrast transition-colors hover:bg-primary-dark"
      >
        <Sparkles className="h-4 w-4" aria-hidden /> Set up my profile <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </section>
  );
}
