import { BRAND } from '@cq/shared';
import { useEffect, useLayoutEffect, useState } from 'react';
import { CrownMark } from '../../../components/crown-mark';
import { commonMessages } from '../../../i18n/common-messages';
import { useT } from '../../../i18n/locale-context';
import { splashMessages as m } from './messages';
import {
  markSplashSeen,
  SPLASH_CAPTIONS,
  SPLASH_DURATION_MS,
  SPLASH_STEP,
  SPLASH_TICK_MS,
  splashAlreadySeen,
} from './splash-timeline';

/**
 * The branded splash of the first load in a browser session:
 * 3.5 s, the bar climbing 2 % every 50 ms, three captions lighting as it passes
 * 20, 50 and 80, then the title screen. The page renders underneath meanwhile,
 * so its code and hero image are ready when the splash ends.
 */
export function SplashScreen() {
  // Decided before the first paint but after hydration: a prerendered page's HTML holds no splash.
  const t = useT();
  const [visible, setVisible] = useState(false);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!visible) return;
    const tick = setInterval(() => {
      setProgress((p) => {
        const next = Math.min(100, p + SPLASH_STEP);
        if (next >= 100) clearInterval(tick);
        return next;
      });
    }, SPLASH_TICK_MS);
    const done = setTimeout(() => {
      markSplashSeen();
      setVisible(false);
    }, SPLASH_DURATION_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [visible]);

  // The static first frame in index.html hands over to this component (or simply goes when the splash was seen),
  // in the same frame: a state set in a layout effect renders again before the browser paints.
  useLayoutEffect(() => {
    document.getElementById('splash-static')?.remove();
    if (splashAlreadySeen()) document.documentElement.classList.remove('splash-active');
    else setVisible(true);
  }, []);

  useEffect(() => {
    if (!visible) return;
    const html = document.documentElement;
    html.classList.add('splash-active');
    return () => html.classList.remove('splash-active');
  }, [visible]);

  if (!visible) return null;
  const titleScreen = progress >= 100;

  return (
    <div
      className="splash fixed inset-0 z-[100] flex items-center justify-center overflow-hidden text-white"
      role="status"
      aria-live="polite"
      aria-label={t(m.status)}
      data-testid="splash"
    >
      <div className="splash-rays" aria-hidden />
      {titleScreen ? (
        <div className="splash-title relative flex flex-col items-center px-6 text-center">
          <CrownMark className="h-24 w-24 drop-shadow-[0_6px_24px_rgba(230,198,92,0.45)] sm:h-28 sm:w-28" />
          <p className="mt-6 text-xs font-semibold uppercase tracking-[0.35em] text-secondary-light">{t(m.eyebrow)}</p>
          <h1 className="mt-3 font-serif text-5xl font-semibold text-white sm:text-6xl">{BRAND.siteName}</h1>
          <div className="mx-auto mt-5 h-px w-24 bg-gradient-to-r from-transparent via-secondary-light to-transparent" />
          <p className="mt-5 font-serif text-xl italic text-white/90">{t(commonMessages.tagline)}</p>
        </div>
      ) : (
        <div className="relative flex w-full max-w-sm flex-col items-center px-8 text-center">
          <CrownMark className="splash-crown h-20 w-20" />
          <p className="mt-6 font-serif text-2xl font-semibold tracking-wide text-white">{BRAND.siteName}</p>
          <div
            className="mt-8 h-1 w-full overflow-hidden rounded-full bg-white/15"
            role="progressbar"
            aria-label={t(m.loading)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-secondary-dark via-secondary-light to-secondary-main"
              style={{ width: `${progress}%` }}
            />
          </div>
          <ul className="mt-6 flex flex-col gap-2 text-sm">
            {SPLASH_CAPTIONS.map((c) => {
              const lit = progress > c.at;
              return (
                <li
                  key={c.at}
                  data-lit={lit}
                  className={`splash-caption tracking-[0.18em] uppercase transition-[color,transform] duration-500 motion-reduce:transition-none ${
                    lit ? 'text-secondary-light' : 'translate-y-1 text-white/65 motion-reduce:translate-y-0'
                  }`}
                >
                  {t(c.text)}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
