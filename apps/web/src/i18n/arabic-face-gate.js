// Runs before the first paint, inlined into index.html at build (the content security policy allows it by hash).
// Arabic headings use Amiri once this browser has it (./arabic-face.tsx keeps the mark 'cq-arabic-face').
(() => {
  try {
    if (localStorage.getItem('cq-arabic-face') === '1') document.documentElement.classList.add('arabic-face');
  } catch (_) {
    // Storage blocked: the reader's own Arabic font.
  }
})();
