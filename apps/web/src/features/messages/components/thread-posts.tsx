import type { ThreadPost } from '@cq/shared';
import { ThreadPostContent } from '../../../components/thread-post';
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
          <ThreadPostContent
            post={p}
            byline={`${p.fromContestant ? t(m.you) : (p.authorName ?? t(m.organisers))} · ${ago(p.createdAt)}`}
            attachmentLabel={(name) => t(m.attachment, { name })}
            attachmentClassName="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-primary-main underline"
          />
        </li>
      ))}
    </ol>
  );
}
