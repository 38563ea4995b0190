// Renders the promo video of the home page: a 14-second branded motion piece
// (crown, the six continents, the tagline) drawn frame by frame from our own
// vector art, with a soft synthesised chord as its soundtrack, encoded small as
// MP4 (H.264 + AAC) and WebM (VP9 + Opus), plus a poster image.
//   node scripts/render-promo-video.mjs      (needs ffmpeg and Chromium)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openRenderer } from './brand-art/chromium.mjs';
import { C, continentShape, crown, root, sparkle, svgDoc } from './brand-art/shapes.mjs';

const W = 960;
const H = 540;
const FPS = 24;
const SECONDS = 14;
const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';
const outDir = path.join(root, 'apps/web/public/media');
const frameDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-promo-'));

const CONTINENTS = [
  ['africa', 'Africa'],
  ['asia', 'Asia'],
  ['europe', 'Europe'],
  ['north-america', 'North America'],
  ['south-america', 'South America'],
  ['australia', 'Australia'],
];
const shapes = Object.fromEntries(CONTINENTS.map(([slug]) => [slug, continentShape(slug)]));

const clamp = (v) => Math.max(0, Math.min(1, v));
const ease = (v) => {
  const x = clamp(v);
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
};
/** 0 → 1 over [a, b]. */
const span = (t, a, b) => ease((t - a) / (b - a));
const text = (
  x,
  y,
  size,
  body,
  { weight = 600, family = 'Playfair Display', fill = '#fff', opacity = 1, spacing = 0, style = 'normal' } = {},
) =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="${family}" font-style="${style}" font-weight="${weight}" font-size="${size}" letter-spacing="${spacing}" fill="${fill}" opacity="${opacity.toFixed(3)}">${body}</text>`;

function background(t) {
  const drift = Math.sin(t / 3) * 40;
  let sparkles = '';
  for (let i = 0; i < 14; i++) {
    const x = (i * 137.5 + t * 6 * ((i % 3) + 1)) % W;
    const y = (i * 71.3) % H;
    const o = 0.25 + 0.35 * Math.abs(Math.sin(t * 1.3 + i));
    sparkles += sparkle(x.toFixed(1), y.toFixed(1), 3 + (i % 4) * 2, i % 2 ? C.goldLight : '#fff', o);
  }
  return `<rect width="${W}" height="${H}" fill="url(#royal)"/>
<circle cx="${700 + drift}" cy="120" r="380" fill="url(#roseGlow)" opacity=".55"/>
<circle cx="${200 - drift}" cy="520" r="300" fill="url(#glow)" opacity=".35"/>${sparkles}`;
}

/** Scene 1 (0–3.4 s): the crown rises in its glow. */
function sceneCrown(t) {
  const inn = span(t, 0.2, 1.6);
  const out = 1 - span(t, 2.8, 3.4);
  const o = inn * out;
  const s = 1.15 + 0.15 * inn;
  const y = 120 + (1 - inn) * 40;
  return `<circle cx="480" cy="220" r="${170 * inn}" fill="url(#glow)" opacity="${o}"/>
${crown(`translate(${480 - 100 * s} ${y}) scale(${s})`, o)}
${text(480, 430, 26, 'CONTINENTAL QUEENS', { family: 'Inter Variable', weight: 600, fill: C.goldLight, opacity: span(t, 1.0, 1.8) * out, spacing: 8 })}`;
}

/** Scene 2 (3.2–8.2 s): six continents appear one by one. */
function sceneContinents(t) {
  const out = 1 - span(t, 7.6, 8.2);
  let body = text(480, 110, 40, 'Six continents', { opacity: span(t, 3.2, 3.8) * out });
  CONTINENTS.forEach(([slug, name], i) => {
    const start = 3.6 + i * 0.45;
    const p = span(t, start, start + 0.6);
    const o = p * out;
    const col = i % 3;
    const row = Math.floor(i / 3);
    const cx = 240 + col * 240;
    const cy = 220 + row * 170;
    const s = shapes[slug];
    const size = 110 * (0.85 + 0.15 * p);
    const k = size / Math.max(s.w, s.h);
    body += `<path d="${s.d}" fill="${C.goldLight}" opacity="${o.toFixed(3)}" transform="translate(${(cx - (s.w * k) / 2).toFixed(1)} ${(cy - (s.h * k) / 2 - 10).toFixed(1)}) scale(${k.toFixed(4)})"/>`;
    body += text(cx, cy + 72, 17, name.toUpperCase(), {
      family: 'Inter Variable',
      weight: 600,
      opacity: o,
      spacing: 3,
    });
  });
  return body;
}

/** Scene 3 (8–11.2 s): six queens, one global finale, around a golden ring. */
function sceneFinale(t) {
  const inn = span(t, 8.0, 8.8);
  const out = 1 - span(t, 10.6, 11.2);
  const o = inn * out;
  let dots = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + t * 0.6;
    const r = 150 * inn;
    dots += sparkle((480 + r * Math.cos(a)).toFixed(1), (270 + r * 0.42 * Math.sin(a)).toFixed(1), 14, C.goldLight, o);
  }
  return `<ellipse cx="480" cy="270" rx="${150 * inn}" ry="${63 * inn}" fill="none" stroke="${C.goldLight}" stroke-width="2" opacity="${o}"/>${dots}
${text(480, 160, 44, 'Six queens.', { opacity: span(t, 8.2, 8.8) * out })}
${text(480, 410, 44, 'One global finale.', { opacity: span(t, 8.9, 9.5) * out })}
${text(480, 460, 18, "WOMEN'S EMPOWERMENT · CULTURAL UNITY · HUMANITARIAN IMPACT", { family: 'Inter Variable', weight: 600, fill: C.goldLight, opacity: span(t, 9.4, 10) * out, spacing: 2 })}`;
}

/** Scene 4 (11–14 s): the title card. */
function sceneTitle(t) {
  const inn = span(t, 11.0, 11.8);
  const out = 1 - span(t, 13.4, 14);
  const o = inn * out;
  return `<circle cx="480" cy="150" r="130" fill="url(#glow)" opacity="${o}"/>
${crown('translate(405 80) scale(.75)', o)}
${text(480, 300, 64, 'Continental Queens', { weight: 700, opacity: o })}
<rect x="420" y="326" width="120" height="2" fill="url(#goldH)" opacity="${o}"/>
${text(480, 376, 30, 'Where Beauty Meets Purpose', { style: 'italic', opacity: span(t, 11.5, 12.2) * out })}
${text(480, 440, 16, 'REGISTRATION IS OPEN ON SIX CONTINENTS', { family: 'Inter Variable', weight: 600, fill: C.goldLight, opacity: span(t, 12, 12.6) * out, spacing: 4 })}`;
}

function frame(t) {
  let body = background(t);
  if (t < 3.5) body += sceneCrown(t);
  if (t >= 3.1 && t < 8.3) body += sceneContinents(t);
  if (t >= 7.9 && t < 11.3) body += sceneFinale(t);
  if (t >= 10.9) body += sceneTitle(t);
  return svgDoc(W, H, body);
}

function ffmpeg(args) {
  const r = spawnSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
}

const renderer = await openRenderer(W, H);
const total = FPS * SECONDS;
for (let i = 0; i < total; i++) {
  const png = await renderer.render(frame(i / FPS));
  fs.writeFileSync(path.join(frameDir, `f${String(i).padStart(4, '0')}.png`), png);
}
const poster = await renderer.render(frame(12.6));
await renderer.close();
fs.mkdirSync(outDir, { recursive: true });
await sharp(poster).webp({ quality: 82 }).toFile(path.join(outDir, 'promo-poster.webp'));
await sharp(poster).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(outDir, 'promo-poster.jpg'));

// A soft A-major chord that swells and fades with the picture.
const chord =
  'aevalsrc=0.16*(sin(2*PI*220*t)+0.7*sin(2*PI*277.18*t)+0.6*sin(2*PI*329.63*t)+0.35*sin(2*PI*440*t+sin(2*PI*0.5*t)))*(0.75+0.25*sin(2*PI*0.25*t)):s=48000:d=14';
const audioFilter = 'afade=t=in:st=0:d=2,afade=t=out:st=12:d=2';
const input = ['-framerate', String(FPS), '-i', path.join(frameDir, 'f%04d.png'), '-f', 'lavfi', '-i', chord];
ffmpeg([
  ...input,
  '-af',
  audioFilter,
  '-c:v',
  'libx264',
  '-preset',
  'slow',
  '-crf',
  '27',
  '-pix_fmt',
  'yuv420p',
  '-profile:v',
  'high',
  '-c:a',
  'aac',
  '-b:a',
  '64k',
  '-ac',
  '1',
  '-shortest',
  '-movflags',
  '+faststart',
  path.join(outDir, 'promo.mp4'),
]);
ffmpeg([
  ...input,
  '-af',
  audioFilter,
  '-c:v',
  'libvpx-vp9',
  '-crf',
  '40',
  '-b:v',
  '0',
  '-row-mt',
  '1',
  '-deadline',
  'good',
  '-cpu-used',
  '4',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'libopus',
  '-b:a',
  '48k',
  '-ac',
  '1',
  '-shortest',
  path.join(outDir, 'promo.webm'),
]);
fs.rmSync(frameDir, { recursive: true, force: true });
for (const f of ['promo.mp4', 'promo.webm', 'promo-poster.webp', 'promo-poster.jpg']) {
  console.info(`${f} ${(fs.statSync(path.join(outDir, f)).size / 1024).toFixed(0)} KB`);
}
