import { IDLE_TIMEOUT_MS, SESSION_WARNING_SECONDS } from '@cq/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onSessionEnd } from './logout';

/** What counts as activity. */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll'] as const;

export interface IdleTimeout {
  warningOpen: boolean;
  /** Whole seconds left before the automatic sign-out, while the warning shows. */
  secondsLeft: number;
  /** Closes the warning and starts the idle period again. */
  extend(): void;
}

/**
 * After 8 minutes without activity a warning opens with a 2-minute countdown
 * ticking every second; at 0 `onExpire` runs. Activity resets the idle
 * period only while no warning shows. Activity only stamps a time, so a
 * stream of mouse moves costs nothing; the single timer checks the stamp.
 */
export function useIdleTimeout(enabled: boolean, onExpire: () => void): IdleTimeout {
  const [warningOpen, setWarningOpen] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(SESSION_WARNING_SECONDS);
  const lastActivity = useRef(Date.now());
  const warning = useRef(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  const stopAll = useCallback(() => {
    if (idleTimer.current) clearTimeout(idleTimer.current);
    if (ticker.current) clearInterval(ticker.current);
    idleTimer.current = null;
    ticker.current = null;
  }, []);

  const openWarning = useCallback(() => {
    warning.current = true;
    setWarningOpen(true);
    const deadline = Date.now() + SESSION_WARNING_SECONDS * 1000;
    setSecondsLeft(SESSION_WARNING_SECONDS);
    ticker.current = setInterval(() => {
      const left = Math.max(0, Math.round((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        stopAll();
        expire.current();
      }
    }, 1000);
  }, [stopAll]);

  const schedule = useCallback(
    (delay: number) => {
      if (idleTimer.current) clearTimeout(idleTimer.current);
      idleTimer.current = setTimeout(() => {
        const idleFor = Date.now() - lastActivity.current;
        if (idleFor >= IDLE_TIMEOUT_MS) openWarning();
        else schedule(IDLE_TIMEOUT_MS - idleFor);
      }, delay);
    },
    [openWarning],
  );

  const restart = useCallback(() => {
    stopAll();
    warning.current = false;
    setWarningOpen(false);
    setSecondsLeft(SESSION_WARNING_SECONDS);
    lastActivity.current = Date.now();
    schedule(IDLE_TIMEOUT_MS);
  }, [schedule, stopAll]);

  useEffect(() => {
    if (!enabled) return;
    restart();
    const onActivity = () => {
      if (!warning.current) lastActivity.current = Date.now();
    };
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onActivity, { passive: true, capture: true });
    }
    const unregister = onSessionEnd(stopAll);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      unregister();
      stopAll();
      warning.current = false;
      setWarningOpen(false);
    };
  }, [enabled, restart, stopAll]);

  return { warningOpen, secondsLeft, extend: restart };
}

/** 120 → "2:00", 59 → "0:59". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
