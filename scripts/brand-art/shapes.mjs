// Vector pieces of the brand art (BRAND.md): crown, laurel, sparkles, the world
// map. Shared by the hero art, the Open Graph image and the promo video frames.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const C = {
  plum: '#5B2A86',
  plumLight: '#8E5CC0',
  plumDark: '#3A1760',
  night: '#26103F',
  gold: '#C9A227',
  goldLight: '#E6C65C',
  goldDark: '#9A7A12',
  rose: '#C2255C',
  roseLight: '#E64980',
  roseDark: '#8F1842',
  ivory: '#FBF8F3',
};

/** Gradients every piece refers to by id. */
export const defs = `
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${C.goldLight}"/><stop offset=".55" stop-color="${C.gold}"/><stop offset="1" stop-color="${C.goldDark}"/>
</linearGradient>
<linearGradient id="goldH" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="${C.goldDark}"/><stop offset=".5" stop-color="${C.goldLight}"/><stop offset="1" stop-color="${C.goldDark}"/>
</linearGradient>
<linearGradient id="royal" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${C.plumDark}"/><stop offset=".55" stop-color="${C.plum}"/><stop offset="1" stop-color="${C.roseDark}"/>
</linearGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5">
  <stop offset="0" stop-color="${C.goldLight}" stop-opacity=".55"/><stop offset="1" stop-color="${C.goldLight}" stop-opacity="0"/>
</radialGradient>
<radialGradient id="roseGlow" cx=".5" cy=".5" r=".5">
  <stop offset="0" stop-color="${C.roseLight}" stop-opacity=".6"/><stop offset="1" stop-color="${C.roseLight}" stop-opacity="0"/>
</radialGradient>
<radialGradient id="globe" cx=".38" cy=".32" r=".75">
  <stop offset="0" stop-color="${C.plumLight}"/><stop offset=".6" stop-color="${C.plum}"/><stop offset="1" stop-color="${C.plumDark}"/>
</radialGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
</linearGradient>`;

/** The crown, drawn in a 200 × 160 box; transform places it. */
export function crown(transform = '', opacity = 1) {
  return `<g transform="${transform}" opacity="${opacity}">
  <path d="M30 120 L18 48 L62 88 L100 26 L138 88 L182 48 L170 120 Z" fill="url(#gold)" stroke="${C.goldLight}" stroke-width="3" stroke-linejoin="round"/>
  <path d="M100 26 L112 88 L100 112 L88 88 Z" fill="${C.goldLight}" opacity=".45"/>
  <rect x="26" y="118" width="148" height="22" rx="6" fill="url(#gold)" stroke="${C.goldLight}" stroke-width="2"/>
  <circle cx="18" cy="46" r="9" fill="${C.roseLight}" stroke="${C.goldLight}" stroke-width="2.5"/>
  <circle cx="100" cy="22" r="11" fill="${C.roseLight}" stroke="${C.goldLight}" stroke-width="2.5"/>
  <circle cx="182" cy="46" r="9" fill="${C.roseLight}" stroke="${C.goldLight}" stroke-width="2.5"/>
  <ellipse cx="100" cy="100" rx="10" ry="13" fill="${C.plum}" stroke="${C.goldLight}" stroke-width="2.5"/>
  <circle cx="58" cy="129" r="4.5" fill="${C.plumLight}"/><circle cx="100" cy="129" r="5" fill="${C.rose}"/><circle cx="142" cy="129" r="4.5" fill="${C.plumLight}"/>
</g>`;
}

/** A four-pointed sparkle centred at (x, y). */
export function sparkle(x, y, r, fill = C.goldLight, opacity = 1) {
  const k = r * 0.22;
  return `<path transform="translate(${x} ${y})" opacity="${opacity}" fill="${fill}" d="M0 ${-r} C${k} ${-k} ${k} ${-k} ${r} 0 C${k} ${k} ${k} ${k} 0 ${r} C${-k} ${k} ${-k} ${k} ${-r} 0 C${-k} ${-k} ${-k} ${-k} 0 ${-r}Z"/>`;
}

/** One side of a laurel: leaves along an arc from angle a0 to a1 (degrees) around (cx, cy). */
export function laurelSide(cx, cy, r, a0, a1, leaves, mirror = false) {
  let out = `<path d="${arcPath(cx, cy, r, a0, a1)}" fill="none" stroke="${C.goldDark}" stroke-width="4" stroke-linecap="round"/>`;
  for (let i = 0; i < leaves; i++) {
    const a = ((a0 + ((a1 - a0) * (i + 0.5)) / leaves) * Math.PI) / 180;
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    const tangent = (a * 180) / Math.PI + (mirror ? -90 : 90);
    for (const side of [-1, 1]) {
      const rot = tangent + side * 38;
      out += `<ellipse cx="0" cy="-17" rx="7.5" ry="18" fill="url(#gold)" stroke="${C.goldDark}" stroke-width="1" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rot.toFixed(1)})"/>`;
    }
  }
  return out;
}

export function arcPath(cx, cy, r, a0, a1) {
  const p = (a) => [cx + r * Math.cos((a * Math.PI) / 180), cy + r * Math.sin((a * Math.PI) / 180)];
  const [x0, y0] = p(a0);
  const [x1, y1] = p(a1);
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  return `M${x0.toFixed(1)} ${y0.toFixed(1)} A${r} ${r} 0 ${large} ${sweep} ${x1.toFixed(1)} ${y1.toFixed(1)}`;
}

/** The world map's continent paths (from scripts/render-continents.mjs), keyed by slug. */
export function worldMap() {
  const svg = fs.readFileSync(path.join(root, 'apps/web/public/images/continents/world.svg'), 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 1000 500';
  const paths = [...svg.matchAll(/<path id="([^"]+)" fill="[^"]+" d="([^"]+)"\/>/g)].map((m) => ({
    id: m[1],
    d: m[2],
  }));
  return { viewBox: viewBox.split(' ').map(Number), paths };
}

/** A continent's silhouette: its path and viewBox size. */
export function continentShape(slug) {
  const svg = fs.readFileSync(path.join(root, `apps/web/public/images/continents/${slug}.svg`), 'utf8');
  const [, , w, h] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 800 600').split(' ').map(Number);
  const d = /d="([^"]+)"/.exec(svg)?.[1] ?? '';
  return { w, h, d };
}

export function svgDoc(width, height, body, extraDefs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${defs}${extraDefs}</defs>${body}</svg>\n`;
}
