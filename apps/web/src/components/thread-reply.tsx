import { THREAD_FILE_RULE, type Thread, type ThreadReplyBody, threadReplyBodySchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError, api, messageOf } from '../lib/api-client';
import { describedBy, Field } from './ui/field';

/** The words and the one file of an answer in a conversation, as both sides' reply mutations take them. */
export interface ThreadReplyInput {
  message: string;
  file: File | null;
}

/** Posts an answer to a conversation's replies address: the words go first, as the server reads them before the file. */
export function postThreadReply(path: string, { message, file }: ThreadReplyInput) {
  const data = new FormData();
  data.append('message', message);
  if (file) data.append('file', file, file.name);
  return api.post<Thread>(path, undefined, { rawBody: data });
}

/** A reply mutation (hers or staff's): what the form needs of it. */
export interface ThreadReplyMutation {
  mutate(
    input: ThreadReplyInput,
    callbacks: { onSuccess: (res: { message?: string }) => void; onError: (err: Error) => void },
  ): void;
}

export interface ThreadReplyTexts {
  /** The toast once the answer is sent, given the server's own word when it says one. */
  sent: (serverSaid: string | undefined) => string;
  /** The fallback when a refusal carries no message of the server's. */
  failed: string;
  /** How a refusal's words are toasted (in the page's language, or as they came). */
  toastError: (said: string) => string;
}

/**
 * An answer in a conversation, hers or staff's: the words (the shared rule) and at most one file. A refusal of the
 * file (too big, wrong kind) is shown under the file, a refusal of the words under the words; either way a toast.
 */
export function useThreadReplyForm(reply: ThreadReplyMutation, texts: ThreadReplyTexts) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // A new key empties the file input once the answer is sent (a file input cannot be cleared by value).
  const [fileKey, setFileKey] = useState(0);
  const form = useForm<ThreadReplyBody>({
    resolver: zodResolver(threadReplyBodySchema),
    defaultValues: { message: '' },
  });
  const submit = form.handleSubmit((values) => {
    setFileError(null);
    reply.mutate(
      { message: values.message, file },
      {
        onSuccess: ({ message }) => {
          toast.success(texts.sent(message));
          form.reset({ message: '' });
          setFile(null);
          setFileKey((k) => k + 1);
        },
        onError: (err) => {
          const said = messageOf(err, texts.failed);
          if (err instanceof ApiError && (err.status === 413 || err.status === 415 || err.errors?.file))
            setFileError(said);
          else if (err instanceof ApiError && err.errors?.message)
            form.setError('message', { type: 'server', message: err.errors.message });
          toast.error(texts.toastError(said));
        },
      },
    );
  });
  const attachment: ThreadAttachmentState = {
    key: fileKey,
    error: fileError,
    choose: (chosen) => {
      setFileError(null);
      setFile(chosen);
    },
  };
  return { form, submit, attachment };
}

/** The file input's side of a reply form: its reset key, the server's word on the file, and the choice. */
export interface ThreadAttachmentState {
  key: number;
  error: string | null;
  choose: (file: File | null) => void;
}

/** The one file an answer may carry, of the kinds a conversation accepts. */
export function ThreadAttachmentField({
  id,
  label,
  attachment,
  inputClassName,
}: {
  id: string;
  label: string;
  attachment: ThreadAttachmentState;
  inputClassName: string;
}) {
  const { error } = attachment;
  return (
    <Field id={id} label={label} error={error ?? undefined}>
      <input
        key={attachment.key}
        id={id}
        type="file"
        accept={THREAD_FILE_RULE.accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        className={inputClassName}
        onChange={(e) => attachment.choose(e.target.files?.[0] ?? null)}
      />
    </Field>
  );
}
