import type { ThreadPost } from '@cq/shared';
import { Paperclip } from 'lucide-react';

/**
 * One word in a conversation, as either side reads it: who wrote it and when, the words as written (line breaks
 * kept), and the file it carries, opened in a new tab.
 */
export function ThreadPostContent({
  post,
  byline,
  attachmentLabel,
  attachmentClassName,
}: {
  post: ThreadPost;
  byline: string;
  attachmentLabel: (name: string) => string;
  attachmentClassName: string;
}) {
  return (
    <>
      <p className="text-xs font-semibold text-muted">{byline}</p>
      <p className="mt-1 whitespace-pre-wrap break-words text-ink">{post.body}</p>
      {post.attachment ? (
        <a href={post.attachment.url} target="_blank" rel="noreferrer" className={attachmentClassName}>
          <Paperclip className="h-4 w-4" aria-hidden />
          {attachmentLabel(post.attachment.name)}
        </a>
      ) : null}
    </>
  );
}
