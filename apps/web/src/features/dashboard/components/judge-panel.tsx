import { ArrowRight, Gavel } from 'lucide-react';
import { Link } from 'react-router';

/** For an account with the judging permission: the way to the scoring screens. */
export function JudgePanel() {
  return (
    <section aria-labelledby="judging-heading" className="card p-6">
      <p className="eyebrow">Judges’ table</p>
      <h2 id="judging-heading" className="mt-1 text-2xl">
        Judging
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        Score the delegates of the rounds you are assigned to, one at a time, on your phone.
      </p>
      <Link
        to="/judging"
        className="mt-5 inline-flex items-center gap-2 rounded-full bg-primary-main px-5 py-2.5 text-sm font-semibold text-primary-contrast transition-colors hover:bg-primary-dark"
      >
        <Gavel className="h-4 w-4" aria-hidden /> Open my rounds <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </section>
  );
}
