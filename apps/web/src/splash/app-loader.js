// Inlined into the built pages after the splash gate; apps/web/build/critical-html.ts fills in the three lists.
// Orders what the first visit needs: on a first load in the session the splash's first frame paints from the
// HTML alone, then the stylesheet loads; otherwise the stylesheet loads at once (a prerendered page stays
// hidden until it arrives). The app's code starts once the page has painted with its styles, so the first
// screen never waits for it; a page without prerendered content (portal, back office) starts it at once.
// A hidden tab paints no frame, so a timer stands in for the frame there.
((styles, entry, preloads) => {
  const once = (fn) => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      fn();
    };
  };
  const afterPaint = (fn) => {
    const run = once(fn);
    requestAnimationFrame(() => setTimeout(run, 0));
    setTimeout(run, 250);
  };
  const startApp = once(() => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  });
  let stylesReady = false;
  const loadStyles = () => {
    let pending = styles.length;
    const loaded = () => {
      pending -= 1;
      if (pending > 0) return;
      stylesReady = true;
      afterPaint(startApp);
    };
    for (const href of styles) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = href;
      link.addEventListener('load', loaded, { once: true });
      link.addEventListener('error', loaded, { once: true });
      document.head.appendChild(link);
    }
    if (styles.length === 0) loaded();
  };
  if (document.documentElement.classList.contains('splash-active')) afterPaint(loadStyles);
  else loadStyles();
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      const root = document.getElementById('root');
      if (!stylesReady && root && !root.firstChild) startApp();
    },
    { once: true },
  );
})(__APP_STYLES__, __APP_ENTRY__, __APP_PRELOADS__);
