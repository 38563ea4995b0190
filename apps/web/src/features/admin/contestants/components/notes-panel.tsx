import { type ContestantNote, NOTE_MAX, type NoteBody, noteBodySchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { useT } from '#web/i18n/locale-context';
import { Panel } from '../../components/admin-page';
import { useAdminFormat } from '../../components/format';
import { useAddNote } from '../api/add-note';
import { contestantsMessages as m } from '../messages';

/** Staff's internal notes on the record (never shown to the contestant), newest first. */
export function NotesPanel({
  id,
  notes,
  canWrite,
}: {
  id: string;
  notes: readonly ContestantNote[];
  canWrite: boolean;
}) {
  const t = useT();
  const { dateTime } = useAdminFormat();
  const addNote = useAddNote(id);
  const form = useForm<NoteBody>({ resolver: zodResolver(noteBodySchema), defaultValues: { body: '' } });
  const error = form.formState.errors.body?.message;
  const submit = form.handleSubmit(async (values) => {
    await addNote.mutateAsync(values).then(
      () => form.reset({ body: '' }),
      () => undefined,
    );
  });
  return (
    <Panel title={t(m.notesTitle)}>
      {canWrite ? (
        <form onSubmit={submit} noValidate className="mb-4 space-y-2">
          <Field id="note-body" label={t(m.addANote)} error={error} hint={t(m.notesHint)}>
            <textarea
              id="note-body"
              rows={3}
              maxLength={NOTE_MAX}
              className={controlClass(Boolean(error), 'text-sm')}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy('note-body', { error, hint: true })}
              {...form.register('body')}
            />
          </Field>
          <Button type="submit" busy={addNote.isPending} className="px-4 py-2">
            {t(m.addNote)}
          </Button>
        </form>
      ) : null}
      {notes.length === 0 ? (
        <p className="text-sm text-muted">{t(m.noNotes)}</p>
      ) : (
        <ul className="space-y-3">
          {notes.map((n) => (
            <li key={n._id} className="rounded-xl bg-ivory p-3 text-sm">
              <p className="whitespace-pre-wrap break-words text-ink">{n.body}</p>
              <p className="mt-1 text-xs text-muted">
                {n.authorName ?? t(m.formerStaff)} · {dateTime(n.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
