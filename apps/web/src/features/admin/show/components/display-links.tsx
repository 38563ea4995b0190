import {
  type CreatedDisplayLink,
  DISPLAY_KINDS,
  type DisplayKind,
  type DisplayLink,
  localePath,
  OVERLAY_LAYOUTS,
} from '@cq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, MonitorPlay } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { controlClass } from '#web/components/ui/field';
import { SelectControl } from '#web/components/ui/select-control';
import { useLocale, useT } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { useAdminFormat } from '../../components/format';
import { displaysQuery, showApi, showKeys } from '../api/show-api';
import { showMessages as m } from '../messages';

/** The address a display link opens, in the console's language (the displays speak it too). */
function useDisplayAddress() {
  const locale = useLocale();
  return (created: CreatedDisplayLink, layout?: string) =>
    `${window.location.origin}${localePath(
      locale,
      created.link.kind === 'stage'
        ? `/live/stage/${created.token}`
        : `/live/overlay/${created.token}/${layout ?? OVERLAY_LAYOUTS[0]}`,
    )}`;
}

/**
 * The show's display links: create one (its address shown this once, with a copy button, since only a hash of
 * its token is kept) and revoke one (the display goes dark at once).
 */
export function DisplayLinks({ showId }: { showId: string }) {
  const t = useT();
  const dates = useAdminFormat();
  const queryClient = useQueryClient();
  const links = useQuery(displaysQuery(showId));
  const [kind, setKind] = useState<DisplayKind>('stage');
  const [label, setLabel] = useState('');
  const [created, setCreated] = useState<CreatedDisplayLink | null>(null);
  const [revoking, setRevoking] = useState<DisplayLink | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: showKeys.displays(showId) });
  const create = useMutation({
    mutationFn: () => showApi.createDisplay(showId, { kind, label }),
    onSuccess: (answer) => {
      setCreated(answer);
      setLabel('');
      void refresh();
    },
    onError: (err) => toast.error(messageOf(err, t(m.actionFailed))),
  });
  const revoke = useMutation({
    mutationFn: (linkId: string) => showApi.revokeDisplay(showId, linkId),
    onSuccess: (link) => {
      setRevoking(null);
      if (created?.link.id === link.id) setCreated(null);
      void refresh();
    },
    onError: (err) => {
      setRevoking(null);
      toast.error(messageOf(err, t(m.actionFailed)));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <section aria-labelledby="displays" className="rounded-2xl border border-hairline bg-white shadow-sm">
      <h2
        id="displays"
        className="border-b border-hairline px-5 py-3 font-serif text-lg font-semibold text-primary-dark"
      >
        {t(m.displays)}
      </h2>
      <div className="space-y-4 p-4 sm:p-5">
        <p className="text-sm text-muted">{t(m.displaysHint)}</p>
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
          <label className="text-sm font-semibold text-ink" htmlFor="display-kind">
            {t(m.kind)}
            <SelectControl id="display-kind" value={kind} onChange={(e) => setKind(e.target.value as DisplayKind)}>
              {DISPLAY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(m.displayKind, { kind: k })}
                </option>
              ))}
            </SelectControl>
          </label>
          <label className="text-sm font-semibold text-ink" htmlFor="display-label">
            {t(m.label)}
            <input
              id="display-label"
              className={controlClass(false, 'mt-1 font-normal')}
              value={label}
              maxLength={80}
              onChange={(e) => setLabel(e.target.value)}
            />
          </label>
          <Button type="submit" busy={create.isPending} className="justify-self-start sm:col-span-2">
            {t(m.create)}
          </Button>
        </form>
        {created ? <CreatedLink created={created} /> : null}
        {links.data && links.data.length > 0 ? (
          <ul className="divide-y divide-hairline rounded-xl border border-hairline">
            {links.data.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span className="min-w-0">
                  <span className="flex items-center gap-2 font-semibold text-ink">
                    <MonitorPlay className="h-4 w-4 text-primary-main" aria-hidden />
                    {link.label}
                  </span>
                  <span className="block text-xs text-muted">
                    {t(m.displayKind, { kind: link.kind })} ·{' '}
                    {link.revokedAt
                      ? t(m.revoked, { time: dates.time(link.revokedAt) })
                      : t(m.createdAt, { time: dates.time(link.createdAt) })}
                  </span>
                </span>
                {link.revokedAt ? null : (
                  <Button variant="secondary" className="!px-4 !py-2" onClick={() => setRevoking(link)}>
                    {t(m.revoke)}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : links.data ? (
          <p className="text-sm text-muted">{t(m.noDisplays)}</p>
        ) : null}
      </div>
      <ConfirmDialog
        open={revoking !== null}
        type="danger"
        title={revoking ? t(m.revokeTitle, { label: revoking.label }) : undefined}
        message={t(m.revokeMessage)}
        confirmText={t(m.revoke)}
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}

function CreatedLink({ created }: { created: CreatedDisplayLink }) {
  const t = useT();
  const address = useDisplayAddress();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(url);
    } catch {
      // No clipboard here (an insecure page): the address stays on screen to copy by hand.
    }
  };
  const rows =
    created.link.kind === 'stage'
      ? [{ name: t(m.displayKind, { kind: 'stage' }), url: address(created) }]
      : OVERLAY_LAYOUTS.map((layout) => ({
          name: t(m.layouts, { layout: layout.replace('-', '_') }),
          url: address(created, layout),
        }));
  return (
    <div role="status" className="rounded-xl border border-secondary-main/60 bg-secondary-light/10 p-4">
      <p className="text-sm font-semibold text-ink">{t(m.createdOnce)}</p>
      <ul className="mt-3 space-y-2">
        {rows.map((row) => (
          <li key={row.url} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1">
            <span className="col-span-2 text-xs font-semibold uppercase tracking-wider text-muted">{row.name}</span>
            <code className="min-w-0 break-all rounded-lg bg-white px-3 py-2 text-xs text-ink" dir="ltr">
              {row.url}
            </code>
            <Button
              variant="secondary"
              className="!px-4 !py-2"
              aria-label={t(m.copyLayout, { layout: row.name })}
              onClick={() => void copy(row.url)}
            >
              <Copy className="h-4 w-4" aria-hidden />
              {copied === row.url ? t(m.copied) : t(m.copy)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
