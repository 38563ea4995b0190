import { DEFAULT_THEME_COLORS } from '@cq/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadActiveTheme } from './apply-theme';

function respond(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('loadActiveTheme', () => {
  it('applies the twelve colour variables of the active theme', async () => {
    const colors = structuredClone(DEFAULT_THEME_COLORS);
    colors.primary.main = '#112233';
    colors.accent.contrastText = '#000000';
    const fetchSpy = respond(200, { success: true, data: { colors } });
    expect(await loadActiveTheme()).toBe(true);
    expect(fetchSpy).toHaveBeenCalledWith('/api/themes/active', expect.objectContaining({ method: 'GET' }));
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary-main')).toBe('#112233');
    expect(style.getPropertyValue('--color-accent-contrast')).toBe('#000000');
    const names = Array.from(style).filter((n) => n.startsWith('--color-'));
    expect(names).toHaveLength(12);
  });

  it('only logs and keeps the default colours when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    respond(500, { success: false, code: 'internal', message: 'Something went wrong on our side. Please try again.' });
    expect(await loadActiveTheme()).toBe(false);
    expect(document.documentElement.style.getPropertyValue('--color-primary-main')).toBe('');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps the defaults when the answer is malformed or the network is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    respond(200, { success: true, data: { colors: { primary: 'purple' } } });
    expect(await loadActiveTheme()).toBe(false);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await loadActiveTheme()).toBe(false);
    expect(document.documentElement.style.length).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
