import { type AdminTheme, THEME_GROUPS } from '@cq/shared';
import { Button } from '#web/components/ui/button';
import { useT } from '#web/i18n/locale-context';
import { Panel } from '../../components/admin-page';
import { useAdminFormat } from '../../components/format';
import { themeMessages as m } from '../messages';

/** Themes saved earlier: load one into the editor, or make it active again. */
export function SavedThemes({
  themes,
  canEdit,
  activating,
  onLoad,
  onActivate,
}: {
  themes: readonly AdminTheme[];
  canEdit: boolean;
  activating: string | null;
  onLoad: (theme: AdminTheme) => void;
  onActivate: (theme: AdminTheme) => void;
}) {
  const t = useT();
  const dates = useAdminFormat();
  return (
    <Panel title={t(m.savedThemes)}>
      <ul className="divide-y divide-hairline">
        {themes.map((theme) => (
          <li key={theme._id} className="flex flex-wrap items-center gap-3 py-3">
            <span className="flex shrink-0 overflow-hidden rounded-md border border-hairline" aria-hidden>
              {THEME_GROUPS.map((g) => (
                <span key={g} className="h-6 w-6" style={{ backgroundColor: theme.colors[g].main }} />
              ))}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-ink">
                {theme.name}
                {theme.isActive ? (
                  <span className="ms-2 rounded-full bg-status-approved/10 px-2 py-0.5 text-xs text-status-approved">
                    {t(m.active)}
                  </span>
                ) : null}
              </span>
              <span className="block text-xs text-muted">
                {t(m.savedOn, { date: dates.dateTime(theme.createdAt) })}
              </span>
            </span>
            <span className="flex gap-2">
              <Button
                variant="secondary"
                className="px-3 py-1.5"
                aria-label={t(m.editCopyOf, { name: theme.name })}
                onClick={() => onLoad(theme)}
              >
                {t(m.editCopy)}
              </Button>
              {canEdit && !theme.isActive ? (
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  busy={activating === theme._id}
                  aria-label={t(m.activateNamed, { name: theme.name })}
                  onClick={() => onActivate(theme)}
                >
                  {t(m.activate)}
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
