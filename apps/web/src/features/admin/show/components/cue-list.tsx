import { type AdminRoundDetail, CUE_KINDS, type Cue, type CueKind, type Show, type UpdateCue } from '@cq/shared';
import { ArrowDown, ArrowUp, CheckCircle2, Pencil, Radio, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { controlClass } from '#web/components/ui/field';
import { SelectControl } from '#web/components/ui/select-control';
import { useCountryName, useFormat } from '#web/i18n/format';
import { useT } from '#web/i18n/locale-context';
import { useSession } from '../../../session';
import { useAdminFormat } from '../../components/format';
import { showApi } from '../api/show-api';
import { showMessages as m } from '../messages';
import { useConsoleAction } from '../use-console';

/**
 * The run of show: every cue in order, the one on the displays marked, each fired cue with who fired it and
 * when. Cues still to come can be moved up and down (buttons a keyboard reaches, focus kept on the moved cue),
 * renamed, attached to a delegate, a segment or a placement, and removed; a fired cue keeps its place and
 * attachments, its title may still be corrected.
 */
export function CueList({ show, round }: { show: Show; round: AdminRoundDetail | undefined }) {
  const t = useT();
  const reorder = useConsoleAction((id, ids: string[]) => showApi.reorder(id, ids), t(m.actionFailed));
  const remove = useConsoleAction((id, cueId: string) => showApi.deleteCue(id, cueId), t(m.actionFailed));
  const [editing, setEditing] = useState<string | null>(null);
  const focusAfter = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const cues = show.cues;

  // After a move the cue's own button keeps the focus, wherever the cue went.
  useEffect(() => {
    if (!focusAfter.current) return;
    list.current?.querySelector<HTMLElement>(`[data-focus="${focusAfter.current}"]`)?.focus();
    focusAfter.current = null;
  });

  const move = (index: number, by: -1 | 1) => {
    const ids = cues.map((c) => c.id);
    const [cue] = ids.splice(index, 1);
    if (!cue) return;
    ids.splice(index + by, 0, cue);
    focusAfter.current = `${cue}:${by === -1 ? 'up' : 'down'}`;
    reorder.mutate(ids);
  };

  return (
    <section aria-labelledby="cues" className="rounded-2xl border border-hairline bg-white shadow-sm">
      <h2 id="cues" className="border-b border-hairline px-5 py-3 font-serif text-lg font-semibold text-primary-dark">
        {t(m.cues)}
      </h2>
      <ol ref={list} className="divide-y divide-hairline">
        {cues.map((cue, i) => {
          const fired = cue.firedAt !== null;
          const current = show.state.currentCueId === cue.id;
          const prev = cues[i - 1];
          const next = cues[i + 1];
          return (
            <li
              key={cue.id}
              className={`px-4 py-3 sm:px-5 ${current ? 'bg-primary-main/5' : ''}`}
              aria-current={current ? 'step' : undefined}
            >
              <CueRow cue={cue} round={round} current={current} />
              <div className="mt-2 flex flex-wrap items-center gap-1">
                {!fired ? (
                  <>
                    <IconButton
                      label={t(m.moveUp, { cue: cue.title })}
                      focusKey={`${cue.id}:up`}
                      disabled={!prev || prev.firedAt !== null || reorder.isPending}
                      onClick={() => move(i, -1)}
                    >
                      <ArrowUp className="h-4 w-4" aria-hidden />
                    </IconButton>
                    <IconButton
                      label={t(m.moveDown, { cue: cue.title })}
                      focusKey={`${cue.id}:down`}
                      disabled={!next || reorder.isPending}
                      onClick={() => move(i, 1)}
                    >
                      <ArrowDown className="h-4 w-4" aria-hidden />
                    </IconButton>
                  </>
                ) : null}
                <IconButton
                  label={t(m.renameCue, { cue: cue.title })}
                  focusKey={`${cue.id}:edit`}
                  onClick={() => setEditing(editing === cue.id ? null : cue.id)}
                  expanded={editing === cue.id}
                >
                  <Pencil className="h-4 w-4" aria-hidden />
                </IconButton>
                {!fired ? (
                  <IconButton
                    label={t(m.remove, { cue: cue.title })}
                    focusKey={`${cue.id}:remove`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(cue.id)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </IconButton>
                ) : null}
              </div>
              {editing === cue.id ? <CueEditor cue={cue} round={round} onDone={() => setEditing(null)} /> : null}
            </li>
          );
        })}
      </ol>
      <AddCue />
    </section>
  );
}

function IconButton({
  label,
  focusKey,
  onClick,
  disabled,
  expanded,
  children,
}: {
  label: string;
  focusKey: string;
  onClick: () => void;
  disabled?: boolean;
  expanded?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-focus={focusKey}
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-primary-main hover:bg-ivory disabled:cursor-not-allowed disabled:opacity-40"
    >
      {children}
    </button>
  );
}

function CueRow({ cue, round, current }: { cue: Cue; round: AdminRoundDetail | undefined; current: boolean }) {
  const t = useT();
  // Who fired each cue is in the audit log; here the director's own presses say so.
  const me = useSession().user?._id;
  const format = useFormat();
  const dates = useAdminFormat();
  const delegate = round?.delegates.find((d) => d.id === cue.delegateId);
  const segment = round?.rules.segments.find((s) => s.key === cue.segment);
  const attached = [
    delegate ? `${t(m.delegate)}: ${delegate.name}` : null,
    segment ? `${t(m.segment)}: ${segment.name}` : null,
    cue.placement !== null ? t(m.place, { place: cue.placement }) : null,
    cue.voteId ? t(m.voteAttached) : null,
  ].filter(Boolean);
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 w-7 shrink-0 text-end font-serif text-lg text-muted">
        {format.number(cue.position + 1)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-ivory px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wider text-primary-dark">
            {t(m.kinds, { kind: cue.kind })}
          </span>
          <span className="font-semibold text-ink">{cue.title}</span>
          {current ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-main px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wider text-white">
              <Radio className="h-3 w-3" aria-hidden />
              {t(m.current)}
            </span>
          ) : null}
        </p>
        {attached.length > 0 ? <p className="mt-0.5 text-sm text-muted">{attached.join(' · ')}</p> : null}
        {cue.firedAt ? (
          <p className="mt-0.5 flex items-center gap-1 text-xs text-status-approved">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
            {cue.firedBy === me
              ? t(m.firedByYou, { time: dates.time(cue.firedAt, { seconds: true }) })
              : cue.firedByName
                ? t(m.firedByName, {
                    time: dates.time(cue.firedAt, { seconds: true }),
                    name: cue.firedByName,
                  })
                : t(m.firedAt, { time: dates.time(cue.firedAt, { seconds: true }) })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function CueEditor({ cue, round, onDone }: { cue: Cue; round: AdminRoundDetail | undefined; onDone: () => void }) {
  const countryName = useCountryName();
  const t = useT();
  const update = useConsoleAction((id, body: UpdateCue) => showApi.updateCue(id, cue.id, body), t(m.actionFailed));
  const fired = cue.firedAt !== null;
  const [title, setTitle] = useState(cue.title);
  const [delegateId, setDelegateId] = useState(cue.delegateId ?? '');
  const [segment, setSegment] = useState(cue.segment ?? '');
  const [placement, setPlacement] = useState(cue.placement === null ? '' : String(cue.placement));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: UpdateCue = { title };
    if (!fired) {
      body.delegateId = delegateId || null;
      body.segment = segment || null;
      if (cue.kind === 'reveal') body.placement = placement ? Number(placement) : null;
    }
    update.mutate(body, { onSuccess: onDone });
  };
  const id = `cue-${cue.id}`;
  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 rounded-xl bg-ivory p-3 sm:grid-cols-2">
      <label className="text-sm font-semibold text-ink sm:col-span-2" htmlFor={`${id}-title`}>
        {t(m.cueTitle)}
        <input
          id={`${id}-title`}
          className={controlClass(false, 'mt-1 font-normal')}
          value={title}
          maxLength={120}
          onChange={(e) => setTitle(e.target.value)}
        />
      </label>
      {!fired ? (
        <>
          <label className="text-sm font-semibold text-ink" htmlFor={`${id}-delegate`}>
            {t(m.delegate)}
            <SelectControl id={`${id}-delegate`} value={delegateId} onChange={(e) => setDelegateId(e.target.value)}>
              <option value="">{t(m.none)}</option>
              {(round?.delegates ?? []).map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name} · {countryName(d.country)}
                </option>
              ))}
            </SelectControl>
          </label>
          <label className="text-sm font-semibold text-ink" htmlFor={`${id}-segment`}>
            {t(m.segment)}
            <SelectControl id={`${id}-segment`} value={segment} onChange={(e) => setSegment(e.target.value)}>
              <option value="">{t(m.none)}</option>
              {(round?.rules.segments ?? []).map((s) => (
                <option key={s.key} value={s.key}>
                  {s.name}
                </option>
              ))}
            </SelectControl>
          </label>
          {cue.kind === 'reveal' ? (
            <label className="text-sm font-semibold text-ink" htmlFor={`${id}-placement`}>
              {t(m.placement)}
              <input
                id={`${id}-placement`}
                type="number"
                min={1}
                max={200}
                className={controlClass(false, 'mt-1 font-normal')}
                value={placement}
                onChange={(e) => setPlacement(e.target.value)}
              />
            </label>
          ) : null}
        </>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" busy={update.isPending}>
          {t(m.save)}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t(m.cancel)}
        </Button>
      </div>
    </form>
  );
}

function AddCue() {
  const t = useT();
  const add = useConsoleAction(
    (id, input: { kind: CueKind; title: string }) => showApi.addCue(id, input),
    t(m.actionFailed),
  );
  const [kind, setKind] = useState<CueKind>('custom');
  const [title, setTitle] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({ kind, title }, { onSuccess: () => setTitle('') });
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 border-t border-hairline p-4 sm:flex-row sm:items-end sm:p-5"
    >
      <label className="text-sm font-semibold text-ink sm:w-48" htmlFor="new-cue-kind">
        {t(m.kind)}
        <SelectControl id="new-cue-kind" value={kind} onChange={(e) => setKind(e.target.value as CueKind)}>
          {CUE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(m.kinds, { kind: k })}
            </option>
          ))}
        </SelectControl>
      </label>
      <label className="flex-1 text-sm font-semibold text-ink" htmlFor="new-cue-title">
        {t(m.cueTitle)}
        <input
          id="new-cue-title"
          className={controlClass(false, 'mt-1 font-normal')}
          value={title}
          maxLength={120}
          onChange={(e) => setTitle(e.target.value)}
        />
      </label>
      <Button type="submit" busy={add.isPending}>
        {t(m.addCue)}
      </Button>
    </form>
  );
}
