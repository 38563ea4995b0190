import type { ThreadPost } from '@cq/shared';
import { Paperclip } from 'lucide-react';
import { useT } from '../../../i18n/locale-context';
import { useTimeAgo } from '../../../lib/relative-time';
import { threadMessages as m } from '../messages';

/** A conversation's words, oldest first: hers on one side, the organisers' on the other. */
export function ThreadPosts({ posts }: { posts: readonly ThreadPost[] }) {
  const t = useT();
  const ago = useTimeAgo();
  return (
    <ol className="space-y-3" aria-label={t(m.title)}>
      {posts.map((p) => (
        <li
          key={p._id}
          className={`max-w-[92%] rounded-2xl p-4 text-sm ${
            p.fromContestant ? 'ms-auto bg-primary-main/[0.08]' : 'me-auto border border-hairline bg-white'
          }`}
        >
          <p className="text-xs font-semibold text-muted">
            {p.fromContestant ? t(m.you) : (p.authorName ?? t(m.organisers))} · {ago(p.createdAt)}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-ink">{p.body}</p>
          {p.attachment ? (
            <a
              href={p.attachment.url}
              target="_blank"
              rel="noreferrer"
              className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-primary-main underline"
            >
              <Paperclip className="h-4 w-4" aria-hidden />
              {t(m.attachment, { name: p.attachment.name })}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
