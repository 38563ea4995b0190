// Self-hosted fonts: Playfair Display for headings, Inter for text; only the weights used.
// Arabic: Amiri (a classical naskh) for headings, after Playfair in the stack, so only Arabic letters use it and a
// page without Arabic never downloads it (./amiri.css); a first Arabic visit fetches it after the page has
// loaded and uses it from the next page on (../i18n/arabic-face.tsx). Arabic text is set in the reader's own
// Arabic font (every phone has one), which keeps the Arabic pages as light as the others.
import '@fontsource/playfair-display/600.css';
import '@fontsource/playfair-display/700.css';
import '@fontsource-variable/inter/wght.css';
import './amiri.css';
