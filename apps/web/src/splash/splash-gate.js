// Runs before the first paint, inlined into index.html at build (the content security policy allows it by hash).
// The splash shows once per browser session; ?splash=off marks it as seen. The live show's pages (the fans' page,
// the stage screen and the broadcast overlays) never show it: they open straight onto the show.
(() => {
  const root = document.documentElement;
  try {
    if (
      /[?&]splash=off(?:&|$)/.test(location.search) ||
      /^(?:\/[a-z]{2})?\/live(?:\/|$)/.test(location.pathname) ||
      sessionStorage.getItem('splashSeen') === '1'
    ) {
      root.classList.add('splash-seen');
      return;
    }
  } catch (_) {
    // Storage blocked: show the splash.
  }
  root.classList.add('splash-active');
})();
