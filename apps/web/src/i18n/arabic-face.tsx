import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLocale } from './locale-context';

/**
 * Arabic headings' face (Amiri, ~100 KB) stays off a first visit's path to the screen: an Arabic page paints
 * its headings in the reader's own Arabic font, fetches Amiri once the page has finished loading, and uses it
 * from the next page on, never repainting a heading already on screen. The next full page load finds it in
 * the cache: the gate inlined before the first paint (./arabic-face-gate.js) sets the class at once.
 */
export const ARABIC_FACE_CLASS = 'arabic-face';
/** Kept in this browser once Amiri has loaded; the gate reads it under the same name. */
export const ARABIC_FACE_KEY = 'cq-arabic-face';
const FACE = '700 1em Amiri';

export function ArabicHeadingFace() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const loaded = useRef(false);

  useEffect(() => {
    const root = document.documentElement;
    if (locale !== 'ar' || root.classList.contains(ARABIC_FACE_CLASS) || !document.fonts) return;
    let gone = false;
    const fetchFace = () => {
      document.fonts.load(FACE, 'ع').then(
        (faces) => {
          if (gone || faces.length === 0) return;
          loaded.current = true;
          try {
            localStorage.setItem(ARABIC_FACE_KEY, '1');
          } catch {
            // Storage blocked: the face is used from the next page of this visit only.
          }
        },
        () => undefined,
      );
    };
    if (document.readyState === 'complete') fetchFace();
    else window.addEventListener('load', fetchFace, { once: true });
    return () => {
      gone = true;
      window.removeEventListener('load', fetchFace);
    };
  }, [locale]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the next page (a new address) is the trigger.
  useEffect(() => {
    if (loaded.current) document.documentElement.classList.add(ARABIC_FACE_CLASS);
  }, [pathname]);

  return null;
}
