import type { ThreadPost } from '@cq/shared';
import { Paperclip } from 'lucide-react';
import { useT } from '../../../../i18n/locale-context';
import { useAdminFormat } from '../../components/format';
import { staffMessagesMessages as m } from '../messages';

/** A conversation's words for staff, oldest first: hers marked as hers. */
export function StaffPosts({ posts, herName }: { posts: readonly ThreadPost[]; herName: string }) {
  const t = useT();
  const dates = useAdminFormat();
  return (
    <ol className="space-y-3">
      {posts.map((p) => (
        <li
          key={p._id}
          className={`rounded-xl p-3 text-sm ${p.fromContestant ? 'border-s-4 border-primary-main bg-primary-main/[0.06]' : 'bg-ivory'}`}
        >
          <p className="text-xs font-semibold text-muted">
            {p.fromContestant ? herName : (p.authorName ?? t(m.formerStaff))} · {dates.dateTime(p.createdAt)}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-ink">{p.body}</p>
          {p.attachment ? (
            <a
              href={p.attachment.url}
              target="_blank"
              rel="noreferrer"
              className="mt-2 inline-flex items-center gap-1.5 font-medium text-primary-main underline"
            >
              <Paperclip className="h-4 w-4" aria-hidden />
              {p.attachment.name}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
