import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../lib/storage-keys';
import { SplashScreen } from './splash-screen';

const progress = () => Number(screen.getByRole('progressbar', { name: 'Loading' }).getAttribute('aria-valuenow'));
const lit = (text: string) => screen.getByText(text).getAttribute('data-lit') === 'true';

describe('SplashScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('climbs 2 % every 50 ms, lights the captions past 20, 50 and 80, then shows the title and ends at 3.5 s', () => {
    render(<SplashScreen />);
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    expect(progress()).toBe(0);
    act(() => vi.advanceTimersByTime(50));
    expect(progress()).toBe(2);
    act(() => vi.advanceTimersByTime(450));
    expect(progress()).toBe(20);
    expect(lit("Women's empowerment")).toBe(false);
    act(() => vi.advanceTimersByTime(50));
    expect(lit("Women's empowerment")).toBe(true);
    expect(lit('Cultural unity')).toBe(false);
    act(() => vi.advanceTimersByTime(800));
    expect(progress()).toBe(54);
    expect(lit('Cultural unity')).toBe(true);
    expect(lit('Humanitarian impact')).toBe(false);
    act(() => vi.advanceTimersByTime(750));
    expect(progress()).toBe(84);
    expect(lit('Humanitarian impact')).toBe(true);

    // 100 % at 2.5 s: the title screen until 3.5 s.
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByRole('heading', { name: 'Continental Queens' })).toBeInTheDocument();
    expect(screen.getByText('Where Beauty Meets Purpose')).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEYS.splashSeen)).toBeNull();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEYS.splashSeen)).toBe('1');
  });

  it('never covers the live show’s pages: the fans’ page, the stage screen and the overlays, in any language', () => {
    for (const path of ['/live', '/fr/live', '/live/stage/abc', '/ar/live/overlay/abc/reveal']) {
      window.history.replaceState(null, '', path);
      const view = render(<SplashScreen />);
      expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
      view.unmount();
    }
    window.history.replaceState(null, '', '/lively');
    render(<SplashScreen />);
    expect(screen.getByTestId('splash')).toBeInTheDocument();
  });

  it('is not shown again in the same browser session', () => {
    sessionStorage.setItem(SESSION_KEYS.splashSeen, '1');
    render(<SplashScreen />);
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
  });

  it('is skipped with ?splash=off, which also remembers it', () => {
    window.history.replaceState(null, '', '/about?splash=off');
    render(<SplashScreen />);
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEYS.splashSeen)).toBe('1');
  });

  it('locks page scrolling while it shows', () => {
    render(<SplashScreen />);
    expect(document.documentElement.classList.contains('splash-active')).toBe(true);
    act(() => vi.advanceTimersByTime(3500));
    expect(document.documentElement.classList.contains('splash-active')).toBe(false);
  });
});
