import { type AdminRoundDetail, roundNamesUpdateSchema, type Translations } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { controlClass, Field } from '#web/components/ui/field';
import { useT } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { Panel } from '../../components/admin-page';
import { LanguageVersions } from '../../settings/components/language-versions';
import { judgingAdmin } from '../api/judging-admin-api';
import { judgingAdminMessages as m } from '../messages';
import { useRoundUpdate } from './use-round-update';

/** A round's names as the form holds them: the English and the other languages' versions. */
type RoundNames = z.input<typeof roundNamesUpdateSchema>;

/** The round's name, in English and in the other languages judges and visitors read it in; changed at any stage. */
export function NamePanel({ round }: { round: AdminRoundDetail }) {
  const t = useT();
  const form = useForm<RoundNames>({
    resolver: zodResolver(roundNamesUpdateSchema),
    defaultValues: { name: round.name, translations: round.translations ?? {} },
  });
  const { reset } = form;
  const { errors } = form.formState;
  useEffect(() => {
    reset({ name: round.name, translations: round.translations ?? {} });
  }, [round.name, round.translations, reset]);
  const update = useRoundUpdate(round.id);
  const save = useMutation({
    mutationFn: (names: { name: string; translations: Translations<{ name: string }> }) =>
      judgingAdmin.rename(round.id, names),
    onSuccess: (detail) => {
      update(detail);
      toast.success(t(m.nameSaved));
    },
  });
  const submit = form.handleSubmit((names) =>
    save.mutate({ name: names.name, translations: names.translations ?? {} }),
  );
  const translationError = (locale: string, part: string) =>
    (errors.translations as Record<string, Record<string, { message?: string }> | undefined> | undefined)?.[locale]?.[
      part
    ]?.message;
  return (
    <Panel title={t(m.nameTitle)}>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <Field id="round-name" label={t(m.name)} error={errors.name?.message} required>
          <input id="round-name" className={controlClass(Boolean(errors.name))} {...form.register('name')} />
        </Field>
        <Controller
          control={form.control}
          name="translations"
          render={({ field }) => (
            <LanguageVersions
              id="round-name"
              parts={[{ key: 'name', label: t(m.name) }]}
              english={{ name: form.watch('name') }}
              value={(field.value ?? {}) as Parameters<typeof LanguageVersions>[0]['value']}
              onChange={(next) => field.onChange(next as Translations<{ name: string }>)}
              errorOf={translationError}
            />
          )}
        />
        {save.isError ? (
          <p className="text-sm text-status-rejected" role="alert">
            {messageOf(save.error, t(m.nameSaveFailed))}
          </p>
        ) : null}
        <div>
          <Button type="submit" busy={save.isPending}>
            {t(m.saveName)}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
