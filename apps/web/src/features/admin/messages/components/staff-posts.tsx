import type { ThreadPost } from '@cq/shared';
import { ThreadPostContent } from '#web/components/thread-post';
import { useT } from '#web/i18n/locale-context';
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
          <ThreadPostContent
            post={p}
            byline={`${p.fromContestant ? herName : (p.authorName ?? t(m.formerStaff))} · ${dates.dateTime(p.createdAt)}`}
            attachmentLabel={(name) => name}
            attachmentClassName="mt-2 inline-flex items-center gap-1.5 font-medium text-primary-main underline"
          />
        </li>
      ))}
    </ol>
  );
}
