import {
  type AdminRoundDetail,
  type RoundScheduleUpdate,
  roundScheduleUpdateSchema,
  zonedInstant,
  zonedWallTime,
} from '@cq/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { controlClass, Field } from '#web/components/ui/field';
import { useT } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { schemaResolver } from '#web/lib/schema-resolver';
import { Panel } from '../../components/admin-page';
import { TIME_ZONE_CHOICES } from '../../components/time-zones';
import { judgingAdmin } from '../api/judging-admin-api';
import { judgingAdminMessages as m } from '../messages';

interface Draft {
  /** The start as the venue's wall clock shows it ("YYYY-MM-DDTHH:mm", what a datetime-local field holds). */
  starts: string;
  timeZone: string;
}

const DEFAULT_ZONE = 'Africa/Lagos';

function draftOf(round: AdminRoundDetail): Draft {
  const zone = round.timeZone ?? DEFAULT_ZONE;
  return { starts: round.startsAt ? zonedWallTime(new Date(round.startsAt), zone) : '', timeZone: zone };
}

/** The typed wall time read on the zone's clock; what cannot be read is sent as typed, for the schema to refuse. */
function inputOf(d: Draft): unknown {
  const zone = d.timeZone.trim();
  let startsAt: string = d.starts;
  try {
    startsAt = zonedInstant(d.starts, zone).toISOString();
  } catch {
    // Left as typed: the schema names the field.
  }
  return { startsAt, timeZone: zone };
}

/** The form checked with the server's own schema. */
const resolver = schemaResolver<Draft, typeof roundScheduleUpdateSchema>(roundScheduleUpdateSchema, inputOf, (path) =>
  path[0] === 'timeZone' ? 'timeZone' : 'starts',
);

/**
 * When the round is held, typed on its venue's clock: judges see it on their first screen, in their language and
 * naming that clock. It may change at any stage (a show can move), and can be taken away.
 */
export function SchedulePanel({ round, onSaved }: { round: AdminRoundDetail; onSaved: (d: AdminRoundDetail) => void }) {
  const t = useT();
  const form = useForm<Draft, unknown, RoundScheduleUpdate>({ resolver, defaultValues: draftOf(round) });
  const { errors } = form.formState;
  const { reset } = form;
  useEffect(() => {
    reset(draftOf(round));
  }, [round, reset]);
  const save = useMutation({
    mutationFn: (schedule: RoundScheduleUpdate) => judgingAdmin.schedule(round.id, schedule),
    onSuccess: (detail, schedule) => {
      onSaved(detail);
      toast.success(schedule.startsAt ? t(m.dateSaved) : t(m.dateRemoved));
    },
  });
  const submit = form.handleSubmit((schedule) => save.mutate(schedule));
  return (
    <Panel title={t(m.date)}>
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <Field id="round-starts" label={t(m.starts)} required error={errors.starts?.message}>
          <input
            id="round-starts"
            type="datetime-local"
            className={controlClass(Boolean(errors.starts))}
            {...form.register('starts')}
          />
        </Field>
        <Field id="round-zone" label={t(m.timeZone)} required error={errors.timeZone?.message} hint={t(m.timeZoneHint)}>
          <input
            id="round-zone"
            list="round-zones"
            className={controlClass(Boolean(errors.timeZone))}
            {...form.register('timeZone')}
          />
          <datalist id="round-zones">
            {TIME_ZONE_CHOICES.map((z) => (
              <option key={z} value={z} />
            ))}
          </datalist>
        </Field>
        {save.isError ? (
          <p className="text-sm text-status-rejected sm:col-span-2" role="alert">
            {messageOf(save.error, t(m.dateSaveFailed))}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" busy={save.isPending}>
            {t(m.saveDate)}
          </Button>
          {round.startsAt ? (
            <Button
              type="button"
              variant="secondary"
              disabled={save.isPending}
              onClick={() => save.mutate({ startsAt: null, timeZone: null })}
            >
              {t(m.removeDate)}
            </Button>
          ) : null}
        </div>
      </form>
    </Panel>
  );
}
