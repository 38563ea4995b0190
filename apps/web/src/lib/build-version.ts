import { STORAGE_KEYS } from './storage-keys';

/**
 * Build-version cache reset (docs/product/portal.md#build-version-reset). The build id and build time are
 * written into the bundle at build time and kept in localStorage under two
 * keys. When either differs from the stored marker, what an earlier build
 * left behind is cleared: Cache API entries, the stale keys below, session
 * storage and service workers; then `app-version-updated` is fired.
 *
 * Kept tiny and free of imports beyond the key list: it runs on every page
 * load, from the entry chunk. See docs/decisions/0006-portal-polling-notifications-and-version-reset.md.
 */
export const APP_VERSION_UPDATED = 'app-version-updated';

/**
 * The stale keys: every localStorage key this build does not know, i.e. one
 * an earlier build wrote and this one no longer reads. The keys of
 * STORAGE_KEYS survive a new build: the session (token, refresh token and the
 * user copy, which the portal fetches again on load), the registration form
 * saved before a sign-in, the remembered path and the sign-out message.
 */
export function staleKeys(storage: Storage): string[] {
  const known = new Set<string>(Object.values(STORAGE_KEYS));
  const stale: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && !known.has(key)) stale.push(key);
  }
  return stale;
}

export interface BuildMarker {
  buildId: string;
  buildTime: string;
}

export interface BuildVersionEnvironment {
  storage: Storage;
  session: Storage;
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'>;
  events: Pick<EventTarget, 'dispatchEvent'>;
}

export interface VersionUpdatedDetail {
  previous: BuildMarker;
  current: BuildMarker;
}

export function currentBuild(): BuildMarker {
  return {
    buildId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev',
    buildTime: typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : 'dev',
  };
}

function browserEnvironment(): BuildVersionEnvironment {
  return {
    storage: localStorage,
    session: sessionStorage,
    caches: typeof caches === 'undefined' ? undefined : caches,
    serviceWorker:
      typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    events: window,
  };
}

/**
 * Compares the stored marker with this build's. A first visit (nothing
 * stored) only stores it: there is nothing stale to clear. Answers whether
 * a reset happened. Never throws: a browser that refuses storage or caches
 * keeps working on the new build.
 */
export async function resetOnNewBuild(
  build: BuildMarker = currentBuild(),
  env: BuildVersionEnvironment = browserEnvironment(),
): Promise<boolean> {
  let previous: BuildMarker | null = null;
  try {
    const buildId = env.storage.getItem(STORAGE_KEYS.buildId);
    const buildTime = env.storage.getItem(STORAGE_KEYS.buildTime);
    if (buildId !== null || buildTime !== null) previous = { buildId: buildId ?? '', buildTime: buildTime ?? '' };
    env.storage.setItem(STORAGE_KEYS.buildId, build.buildId);
    env.storage.setItem(STORAGE_KEYS.buildTime, build.buildTime);
  } catch {
    return false;
  }
  if (!previous || (previous.buildId === build.buildId && previous.buildTime === build.buildTime)) return false;

  await Promise.allSettled([
    (async () => {
      if (!env.caches) return;
      const names = await env.caches.keys();
      await Promise.all(names.map((name) => env.caches?.delete(name)));
    })(),
    (async () => {
      if (!env.serviceWorker) return;
      const registrations = await env.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((r) => r.unregister()));
    })(),
  ]);
  try {
    for (const key of staleKeys(env.storage)) env.storage.removeItem(key);
    env.session.clear();
  } catch {
    // Storage refused: the new build still runs.
  }
  const detail: VersionUpdatedDetail = { previous, current: build };
  env.events.dispatchEvent(new CustomEvent(APP_VERSION_UPDATED, { detail }));
  return true;
}
