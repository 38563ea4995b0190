import { type AdminTheme, canStaff, DEFAULT_THEME_COLORS, THEME_MESSAGES, type ThemeColors } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useT, useText } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../session';
import { AdminPage, ErrorNotice } from '../components/admin-page';
import { useActivateTheme } from './api/activate-theme';
import { useSaveTheme } from './api/save-theme';
import { themesQuery } from './api/themes';
import { SavedThemes } from './components/saved-themes';
import { ThemeEditor } from './components/theme-editor';
import { themeMessages as m } from './messages';

/** /admin/theme: edit the three colour groups with a live preview, save as the active theme. */
export default function ThemePage() {
  const t = useT();
  const text = useText();
  const { user } = useSession();
  const canEdit = canStaff(user, 'themes', 'update');
  const { data, isPending, error } = useQuery(themesQuery);
  const save = useSaveTheme();
  const activate = useActivateTheme();
  // The editor starts again whenever a theme is loaded into it (or one is saved).
  const [source, setSource] = useState<{ key: string; name: string; colors: ThemeColors } | null>(null);

  const active = data?.active;
  const initial = source ?? {
    key: active?._id ?? 'default',
    name: active?.name ?? 'Royal Plum',
    colors: active?.colors ?? DEFAULT_THEME_COLORS,
  };

  const onSave = (name: string, colors: ThemeColors) =>
    save.mutate(
      { name, colors },
      {
        onSuccess: ({ theme, message }) => {
          toast.success(text(message ?? THEME_MESSAGES.saved));
          setSource({ key: theme._id, name: theme.name, colors: theme.colors });
        },
        onError: (err) => toast.error(messageOf(err, t(m.saveFailed))),
      },
    );
  const onActivate = (theme: AdminTheme) =>
    activate.mutate(theme._id, {
      onSuccess: ({ message }) => {
        toast.success(text(message ?? THEME_MESSAGES.activated));
        setSource({ key: `${theme._id}:${Date.now()}`, name: theme.name, colors: theme.colors });
      },
      onError: (err) => toast.error(messageOf(err, t(m.activateFailed))),
    });

  return (
    <AdminPage title={t(m.title)} description={t(m.description)}>
      <ErrorNotice error={error} fallback={t(m.loadFailed)} />
      {isPending ? (
        <p className="text-sm text-muted">{t(m.loading)}</p>
      ) : data ? (
        <div className="space-y-6">
          <ThemeEditor
            key={initial.key}
            initial={initial}
            active={active?.colors ?? DEFAULT_THEME_COLORS}
            canEdit={canEdit}
            saving={save.isPending}
            onSave={onSave}
          />
          {data.themes.length > 1 ? (
            <SavedThemes
              themes={data.themes}
              canEdit={canEdit}
              activating={activate.isPending ? (activate.variables ?? null) : null}
              onLoad={(theme) =>
                setSource({
                  key: `${theme._id}:${Date.now()}`,
                  name: t(m.copyName, { name: theme.name }),
                  colors: theme.colors,
                })
              }
              onActivate={onActivate}
            />
          ) : null}
        </div>
      ) : null}
    </AdminPage>
  );
}
