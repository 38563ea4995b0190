// Renders the site's own imagery from vector pieces in the brand colours:
// the three hero slides, the legal-page banner and the Open Graph image.
//   node scripts/render-brand-art.mjs
// (after scripts/render-continents.mjs, whose world map it uses)
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { openRenderer } from './brand-art/chromium.mjs';
import { arcPath, C, continentShape, crown, laurelSide, root, sparkle, svgDoc, worldMap } from './brand-art/shapes.mjs';

const heroDir = path.join(root, 'apps/web/public/images/hero');
const publicDir = path.join(root, 'apps/web/public');
fs.mkdirSync(heroDir, { recursive: true });
fs.mkdirSync(path.join(publicDir, 'images/banners'), { recursive: true });

function write(file, svg) {
  fs.writeFileSync(file, svg);
  console.info(`${path.relative(root, file)} ${(svg.length / 1024).toFixed(1)} KB`);
}

function globeWithMap(cx, cy, r) {
  const { viewBox, paths } = worldMap();
  const [vx, vy, vw, vh] = viewBox;
  const scale = (r * 2.6) / vw;
  const tx = cx - (vx + vw / 2) * scale;
  const ty = cy - (vy + vh / 2) * scale;
  const map = paths
    .map((p) => `<path d="${p.d}" fill="#fff" fill-opacity="${p.id === 'africa' || p.id === 'europe' ? 0.5 : 0.32}"/>`)
    .join('');
  return `<clipPath id="globeClip"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>
<circle cx="${cx}" cy="${cy}" r="${r * 1.45}" fill="url(#roseGlow)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#globe)"/>
<g clip-path="url(#globeClip)"><g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(4)})">${map}</g></g>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.goldLight}" stroke-width="2" stroke-opacity=".8"/>`;
}

/** Slide 1, Our Cause: a world held by six golden stars on an orbit. */
function ourCause() {
  const cx = 400;
  const cy = 360;
  const orbit = (rx, ry, rot, o) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${rot} ${cx} ${cy})" fill="none" stroke="${C.goldLight}" stroke-opacity="${o}" stroke-width="2"/>`;
  let stars = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
    const x = cx + 300 * Math.cos(a);
    const y = cy + 112 * Math.sin(a);
    const [rx, ry] = [x - cx, y - cy];
    const rot = (-18 * Math.PI) / 180;
    const px = cx + rx * Math.cos(rot) - ry * Math.sin(rot);
    const py = cy + rx * Math.sin(rot) + ry * Math.cos(rot);
    stars += `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="16" fill="url(#glow)"/>${sparkle(px.toFixed(1), py.toFixed(1), 13)}`;
  }
  const body = `${orbit(300, 112, -18, 0.7)}${orbit(340, 140, 24, 0.25)}${globeWithMap(cx, cy, 210)}${stars}
${sparkle(120, 120, 10, '#fff', 0.7)}${sparkle(690, 160, 8, '#fff', 0.6)}${sparkle(650, 620, 12, C.goldLight, 0.8)}${sparkle(140, 600, 7, '#fff', 0.5)}`;
  return svgDoc(800, 720, body);
}

/** Slide 2, Join the Competition: a crown under stage lights. */
function joinCompetition() {
  const beam = (x, rot) =>
    `<path d="M${x} -20 L${x - 70} 700 L${x + 70} 700 Z" fill="url(#beam)" opacity=".55" transform="rotate(${rot} ${x} -20)"/>`;
  let steps = '';
  for (let i = 0; i < 3; i++) {
    const w = 520 + i * 120;
    steps += `<ellipse cx="400" cy="${590 + i * 34}" rx="${w / 2}" ry="${40 + i * 8}" fill="${i === 0 ? C.plumLight : C.plum}" fill-opacity="${0.55 - i * 0.15}" stroke="${C.goldLight}" stroke-opacity="${0.8 - i * 0.25}" stroke-width="2"/>`;
  }
  const body = `${beam(160, -22)}${beam(640, 22)}${beam(400, 0)}
<circle cx="400" cy="330" r="260" fill="url(#glow)"/>
${steps}
${crown('translate(210 170) scale(1.9)')}
${sparkle(250, 150, 14)}${sparkle(575, 120, 10)}${sparkle(620, 330, 16)}${sparkle(170, 380, 9, '#fff', 0.8)}${sparkle(400, 70, 11, '#fff', 0.8)}`;
  return svgDoc(800, 720, body);
}

/** Slide 3, Sponsorship: a laurel wreath and a medallion with ribbons. */
function sponsorship() {
  const cx = 400;
  const cy = 330;
  const body = `<circle cx="${cx}" cy="${cy}" r="300" fill="url(#roseGlow)"/>
<path d="M${cx - 150} ${cy + 150} L${cx - 215} ${cy + 330} L${cx - 160} ${cy + 300} L${cx - 135} ${cy + 355} L${cx - 85} ${cy + 185} Z" fill="${C.rose}" stroke="${C.roseLight}" stroke-width="2"/>
<path d="M${cx + 150} ${cy + 150} L${cx + 215} ${cy + 330} L${cx + 160} ${cy + 300} L${cx + 135} ${cy + 355} L${cx + 85} ${cy + 185} Z" fill="${C.roseDark}" stroke="${C.roseLight}" stroke-width="2"/>
${laurelSide(cx, cy, 230, 100, 250, 9)}${laurelSide(cx, cy, 230, 80, -70, 9, true)}
<circle cx="${cx}" cy="${cy}" r="170" fill="url(#royal)" stroke="url(#goldH)" stroke-width="10"/>
<circle cx="${cx}" cy="${cy}" r="148" fill="none" stroke="${C.goldLight}" stroke-opacity=".6" stroke-width="2" stroke-dasharray="2 10" stroke-linecap="round"/>
${crown(`translate(${cx - 95} ${cy - 95}) scale(.95)`)}
<path id="medalArc" d="${arcPath(cx, cy, 118, 200, 340)}" fill="none"/>
${sparkle(130, 140, 12)}${sparkle(680, 110, 9, '#fff', 0.8)}${sparkle(700, 520, 13)}${sparkle(110, 520, 8, '#fff', 0.7)}`;
  return svgDoc(800, 720, body);
}

/** The banner of the legal pages: ribbons of light with a row of small crowns. */
function legalBanner() {
  let crowns = '';
  for (let i = 0; i < 9; i++) {
    crowns += crown(`translate(${60 + i * 180} ${i % 2 ? 210 : 150}) scale(.32)`, 0.14 + (i % 3) * 0.05);
  }
  const wave = (y, o, color) =>
    `<path d="M0 ${y} C 300 ${y - 90}, 600 ${y + 80}, 900 ${y - 10} S 1400 ${y - 70}, 1600 ${y + 10}" fill="none" stroke="${color}" stroke-opacity="${o}" stroke-width="3"/>`;
  const body = `<rect width="1600" height="400" fill="url(#royal)"/>
<circle cx="1320" cy="60" r="320" fill="url(#roseGlow)"/><circle cx="200" cy="420" r="260" fill="url(#glow)" opacity=".5"/>
${crowns}${wave(260, 0.5, C.goldLight)}${wave(300, 0.25, C.goldLight)}${wave(220, 0.2, '#fff')}
${sparkle(1180, 120, 14)}${sparkle(420, 90, 9, '#fff', 0.7)}${sparkle(920, 320, 11)}`;
  return svgDoc(1600, 400, body);
}

/** The Open Graph image, 1200 × 630: name, tagline, crown and the six continents. */
function ogImage() {
  const slugs = ['north-america', 'south-america', 'europe', 'africa', 'asia', 'australia'];
  let shapes = '';
  slugs.forEach((slug, i) => {
    const s = continentShape(slug);
    const size = 74;
    const scale = size / Math.max(s.w, s.h);
    const x = 120 + i * 100 + (size - s.w * scale) / 2;
    const y = 470 + (size - s.h * scale) / 2;
    shapes += `<path d="${s.d}" fill="${C.goldLight}" fill-opacity=".85" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})"/>`;
  });
  const body = `<rect width="1200" height="630" fill="url(#royal)"/>
<circle cx="930" cy="300" r="330" fill="url(#glow)" opacity=".55"/>
${crown('translate(770 150) scale(1.6)')}
${sparkle(760, 120, 14)}${sparkle(1090, 200, 10, '#fff', 0.8)}${sparkle(1040, 520, 12)}
<text x="120" y="150" font-family="Inter Variable" font-weight="600" font-size="22" letter-spacing="7" fill="${C.goldLight}">INTERNATIONAL PAGEANT</text>
<text x="116" y="250" font-family="Playfair Display" font-weight="700" font-size="84" fill="#fff">Continental</text>
<text x="116" y="345" font-family="Playfair Display" font-weight="700" font-size="84" fill="#fff">Queens</text>
<rect x="120" y="378" width="120" height="3" fill="url(#goldH)"/>
<text x="120" y="432" font-family="Playfair Display" font-weight="600" font-size="34" fill="#fff" fill-opacity=".92">Where Beauty Meets Purpose</text>
${shapes}`;
  return svgDoc(1200, 630, body);
}

write(path.join(heroDir, 'our-cause.svg'), ourCause());
write(path.join(heroDir, 'join-the-competition.svg'), joinCompetition());
write(path.join(heroDir, 'sponsorship.svg'), sponsorship());
write(path.join(publicDir, 'images/banners/legal.svg'), legalBanner());
const renderer = await openRenderer(1200, 630);
const og = await renderer.render(ogImage());
await renderer.close();
await sharp(og).png({ palette: true, quality: 95, effort: 10, dither: 1 }).toFile(path.join(publicDir, 'og-image.png'));
console.info(
  `apps/web/public/og-image.png ${(fs.statSync(path.join(publicDir, 'og-image.png')).size / 1024).toFixed(1)} KB`,
);
