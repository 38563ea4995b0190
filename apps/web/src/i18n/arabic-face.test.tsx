import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '@cq/shared';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARABIC_FACE_CLASS, ARABIC_FACE_KEY, ArabicHeadingFace } from './arabic-face';
import { LocaleProvider } from './locale-context';

const root = document.documentElement;
let readyState: DocumentReadyState;
let load: ReturnType<typeof vi.fn>;

beforeEach(() => {
  readyState = 'loading';
  load = vi.fn(() => Promise.resolve([{ family: 'Amiri' }]));
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
});
afterEach(() => {
  vi.restoreAllMocks();
  root.classList.remove(ARABIC_FACE_CLASS);
  localStorage.clear();
});

/** A page in `locale` with the face's keeper, and a second page to go to. */
function renderPages(locale: Locale) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ArabicHeadingFace /> },
      { path: '/about', element: <ArabicHeadingFace /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <LocaleProvider locale={locale} messages={{ ui: {}, text: {} }}>
      <RouterProvider router={router} />
    </LocaleProvider>,
  );
  return router;
}

/** The page finishes loading (its images and code). */
async function pageLoaded() {
  readyState = 'complete';
  await act(async () => {
    window.dispatchEvent(new Event('load'));
  });
}

describe("the Arabic headings' face", () => {
  it('is fetched only once an Arabic page has loaded, and used from the next page on', async () => {
    const router = renderPages('ar');
    expect(load).not.toHaveBeenCalled();
    await pageLoaded();
    expect(load).toHaveBeenCalledWith('700 1em Amiri', 'ع');
    expect(localStorage.getItem(ARABIC_FACE_KEY)).toBe('1');
    // The headings already on screen keep their font: nothing repaints under the reader's eyes.
    expect(root.classList.contains(ARABIC_FACE_CLASS)).toBe(false);
    await act(() => router.navigate('/about'));
    expect(root.classList.contains(ARABIC_FACE_CLASS)).toBe(true);
  });

  it('is fetched at once when the page had already loaded (a reader switching to Arabic)', async () => {
    readyState = 'complete';
    renderPages('ar');
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is never fetched on a page in another language', async () => {
    const router = renderPages('fr');
    await pageLoaded();
    await act(() => router.navigate('/about'));
    expect(load).not.toHaveBeenCalled();
    expect(root.classList.contains(ARABIC_FACE_CLASS)).toBe(false);
  });

  it('is not fetched again when this browser already has it', async () => {
    root.classList.add(ARABIC_FACE_CLASS);
    renderPages('ar');
    await pageLoaded();
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['did not load', () => Promise.reject(new Error('network'))],
    ['was not found', () => Promise.resolve([])],
  ])('stays unused when it %s', async (_, outcome) => {
    load.mockImplementation(outcome);
    const router = renderPages('ar');
    await pageLoaded();
    await act(() => router.navigate('/about'));
    expect(root.classList.contains(ARABIC_FACE_CLASS)).toBe(false);
    expect(localStorage.getItem(ARABIC_FACE_KEY)).toBeNull();
  });
});

describe('the gate before the first paint (inlined into every page)', () => {
  const gate = fs.readFileSync(path.join(import.meta.dirname, 'arabic-face-gate.js'), 'utf8');
  const runGate = () => new Function(gate)();

  it('names the face at once for a browser that has it', () => {
    localStorage.setItem(ARABIC_FACE_KEY, '1');
    runGate();
    expect(root.classList.contains(ARABIC_FACE_CLASS)).toBe(true);
  });

  it("leaves the reader's own font to a first visit, or when storage is blocked", () => {
    runGate();
    expect(root.classList.contains(ARABIC_FACE_CLASS)).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(runGate).not.toThrow();
    expect(root.classList.contains(ARABIC_FACE_CLASS)).toBe(false);
  });
});
