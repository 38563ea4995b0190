// Self-hosted fonts (BRAND.md): Playfair Display for headings, Inter for text; only the weights used.
import '@fontsource/playfair-display/600.css';
import '@fontsource/playfair-display/700.css';
import '@fontsource-variable/inter/wght.css';
