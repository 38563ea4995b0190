import {
  BULK_EMAIL_MESSAGES,
  BULK_EMAIL_TEMPLATE_NAME_MAX,
  type BulkEmailTemplate,
  type BulkEmailTemplateRename,
  type BulkEmailWords,
  bulkEmailTemplateRenameSchema,
  type Translations,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { FileText, Pencil, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { SelectControl } from '#web/components/ui/select-control';
import { useT, useText } from '#web/i18n/locale-context';
import { ApiError, messageOf } from '#web/lib/api-client';
import { bulkEmailTemplatesQuery, useTemplateMutations } from '../api/bulk-emails';
import { bulkEmailMessages as m } from '../messages';

/** A message's words in every language, as the editor holds them. */
export interface TemplateWords {
  subject: string;
  message: string;
  translations: Translations<BulkEmailWords>;
}

/** The name of a template being saved or renamed, checked by the shared rule; the server's refusal by its field. */
function NameForm({
  id,
  label,
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  initial: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (name: string, showError: (err: unknown) => void) => void;
  onCancel: () => void;
}) {
  const form = useForm<BulkEmailTemplateRename>({
    resolver: zodResolver(bulkEmailTemplateRenameSchema),
    defaultValues: { name: initial },
  });
  const error = form.formState.errors.name?.message;
  const t = useT();
  const showError = (err: unknown) => {
    const named = err instanceof ApiError ? err.errors?.name : undefined;
    if (named) form.setError('name', { type: 'server', message: named }, { shouldFocus: true });
    toast.error(messageOf(err, t(m.saveFailed)));
  };
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={form.handleSubmit(({ name }) => onSubmit(name, showError))}
      className="mt-3 flex flex-wrap items-end gap-2"
    >
      <div className="min-w-48 flex-1">
        <Field id={id} label={label} error={error}>
          <input
            id={id}
            maxLength={BULK_EMAIL_TEMPLATE_NAME_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, { error })}
            className={controlClass(Boolean(error))}
            {...form.register('name')}
          />
        </Field>
      </div>
      <Button type="submit" busy={busy} className="px-4 py-2.5">
        {submitLabel}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel} className="px-4 py-2.5">
        {t(m.cancel)}
      </Button>
    </form>
  );
}

/**
 * The saved templates: pick one to fill the editor with its words in every language, save the editor's words as
 * a new template, rename or delete the one picked.
 */
export function BulkEmailTemplates({
  current,
  onUse,
}: {
  /** The editor's words now (what "Save as template" keeps). */
  current: () => TemplateWords;
  onUse: (template: BulkEmailTemplate) => void;
}) {
  const { data: templates = [], error } = useQuery(bulkEmailTemplatesQuery());
  const { save, rename, remove } = useTemplateMutations();
  const [pickedId, setPickedId] = useState('');
  const [editing, setEditing] = useState<'save' | 'rename' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const picked = templates.find((template) => template.id === pickedId);
  const t = useT();
  const text = useText();

  const onSave = (name: string, showError: (err: unknown) => void) =>
    save.mutate(
      { name, ...current() },
      {
        onSuccess: ({ template, message }) => {
          toast.success(message ?? text(BULK_EMAIL_MESSAGES.templateSaved));
          setPickedId(template.id);
          setEditing(null);
        },
        onError: showError,
      },
    );
  const onRename = (name: string, showError: (err: unknown) => void) => {
    if (!picked) return;
    rename.mutate(
      { id: picked.id, name },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? text(BULK_EMAIL_MESSAGES.templateRenamed));
          setEditing(null);
        },
        onError: showError,
      },
    );
  };
  const onDelete = () => {
    if (!picked) return;
    remove.mutate(picked.id, {
      onSuccess: (message) => {
        toast.success(message ?? text(BULK_EMAIL_MESSAGES.templateDeleted));
        setPickedId('');
        setDeleting(false);
      },
      onError: (err) => {
        setDeleting(false);
        toast.error(messageOf(err, t(m.deleteFailed)));
      },
    });
  };

  return (
    <section aria-labelledby="bulk-templates-title" className="mb-5 rounded-xl border border-hairline bg-ivory p-4">
      <h3 id="bulk-templates-title" className="text-sm font-semibold text-ink">
        {t(m.templates)}
      </h3>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-status-rejected">
          {messageOf(error, t(m.templatesLoadFailed))}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor="bulk-template" className="mb-1 block text-xs font-semibold text-muted">
            {t(m.savedTemplate)}
          </label>
          <SelectControl
            id="bulk-template"
            className="h-11 py-2 text-sm"
            value={pickedId}
            onChange={(e) => {
              setPickedId(e.target.value);
              setEditing(null);
            }}
          >
            <option value="">{t(templates.length ? m.chooseTemplate : m.noTemplate)}</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </SelectControl>
        </div>
        <Button
          type="button"
          variant="secondary"
          disabled={!picked}
          onClick={() => picked && onUse(picked)}
          className="px-3 py-2.5"
        >
          <FileText className="h-4 w-4" aria-hidden /> {t(m.use)}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={!picked}
          onClick={() => setEditing('rename')}
          className="px-3 py-2.5"
        >
          <Pencil className="h-4 w-4" aria-hidden /> {t(m.rename)}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={!picked}
          onClick={() => setDeleting(true)}
          className="px-3 py-2.5"
        >
          <Trash2 className="h-4 w-4" aria-hidden /> {t(m.delete)}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setEditing('save')} className="px-3 py-2.5">
          <Save className="h-4 w-4" aria-hidden /> {t(m.saveAsTemplate)}
        </Button>
      </div>
      {editing === 'save' ? (
        <NameForm
          id="bulk-template-new-name"
          label={t(m.templateName)}
          initial=""
          submitLabel={t(m.saveTemplate)}
          busy={save.isPending}
          onSubmit={onSave}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {editing === 'rename' && picked ? (
        <NameForm
          key={picked.id}
          id="bulk-template-rename"
          label={t(m.newName)}
          initial={picked.name}
          submitLabel={t(m.rename)}
          busy={rename.isPending}
          onSubmit={onRename}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting && Boolean(picked)}
        type="danger"
        title={t(m.deleteTitle)}
        message={picked ? t(m.deleteMessage, { name: picked.name }) : undefined}
        confirmText={t(m.delete)}
        busy={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setDeleting(false)}
      />
    </section>
  );
}
