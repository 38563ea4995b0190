// Self-hosted fonts (BRAND.md): Playfair Display for headings, Inter for text; only the weights used.
// Arabic: Amiri (a classical naskh) for headings and Noto Sans Arabic for text. Their faces cover Arabic
// letters only (unicode-range), so a page without Arabic never downloads them.
import '@fontsource/playfair-display/600.css';
import '@fontsource/playfair-display/700.css';
import '@fontsource-variable/inter/wght.css';
import '@fontsource/amiri/arabic-700.css';
import '@fontsource-variable/noto-sans-arabic/wght.css';
