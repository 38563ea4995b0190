import type { User } from '@cq/shared';
import { useSyncExternalStore } from 'react';
import { readJson, STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * The signed-in state, kept in localStorage under the keys token,
 * refreshToken and user and observed by React through a tiny store.
 * Other tabs' changes arrive through the storage event.
 */
export interface SessionSnapshot {
  token: string | null;
  user: User | null;
  signedIn: boolean;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot = { token: null, user: null, signedIn: false };
let rawToken: string | null = null;
let rawUser: string | null = null;

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The current session; the same object while the stored values are the same
 * (React compares snapshots by identity), a new one as soon as they change,
 * whoever changed them.
 */
export function getSessionSnapshot(): SessionSnapshot {
  const token = readItem(STORAGE_KEYS.token);
  const user = readItem(STORAGE_KEYS.user);
  if (token !== rawToken || user !== rawUser) {
    rawToken = token;
    rawUser = user;
    snapshot = { token, user: token ? readJson<User>(STORAGE_KEYS.user) : null, signedIn: Boolean(token) };
  }
  return snapshot;
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) changed();
}

const SIGNED_OUT: SessionSnapshot = { token: null, user: null, signedIn: false };

/**
 * The session as React sees it; re-renders on login, logout, renewal and user updates.
 * A prerendered page was built for a visitor who is not signed in: it hydrates as such, then shows the session.
 */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, () => SIGNED_OUT);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

/** Login: token and user stored, the refresh token if returned, lastVisitedPath cleared. */
export function saveLogin(data: { token: string; refreshToken?: string | null; user: User }): void {
  localStorage.setItem(STORAGE_KEYS.token, data.token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(data.user));
  if (data.refreshToken) localStorage.setItem(STORAGE_KEYS.refreshToken, data.refreshToken);
  localStorage.removeItem(STORAGE_KEYS.lastVisitedPath);
  changed();
}

export function saveTokens(token: string, refreshToken: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  changed();
}

/** A fresher copy of the user (GET /users/me, PATCH /users/profile) replaces the stored one. */
export function saveUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  changed();
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.removeItem(STORAGE_KEYS.user);
  changed();
}
