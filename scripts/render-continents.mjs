// Renders the continent silhouettes and the world map used by the public site
// from Natural Earth shapes (public domain, via the world-atlas package) into
// committed SVG files under apps/web/public/images/. Run after changing the art:
//   node scripts/render-continents.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature, merge } from 'topojson-client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/web/public/images/continents');
const readAtlas = (name) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules/world-atlas', name), 'utf8'));

const SOUTH_AMERICA = new Set([
  'Argentina',
  'Bolivia',
  'Brazil',
  'Chile',
  'Colombia',
  'Ecuador',
  'Guyana',
  'Paraguay',
  'Peru',
  'Suriname',
  'Uruguay',
  'Venezuela',
  'Falkland Is.',
  'S. Geo. and the Is.',
]);
const WEST_ASIA = new Set([
  'Israel',
  'Palestine',
  'Lebanon',
  'Jordan',
  'Syria',
  'Iraq',
  'Iran',
  'Saudi Arabia',
  'Yemen',
  'Oman',
  'United Arab Emirates',
  'Qatar',
  'Kuwait',
  'Bahrain',
  'Turkey',
  'Georgia',
  'Armenia',
  'Azerbaijan',
]);
const EUROPE_OVERRIDES = new Set(['Malta', 'Cyprus', 'N. Cyprus']);
const SKIP = new Set(['Antarctica', 'Fr. S. Antarctic Lands', 'Heard I. and McDonald Is.', 'Br. Indian Ocean Ter.']);

/** Continent of a country: explicit lists where geography is ambiguous, the centroid elsewhere. */
function continentOf(f, centroid) {
  const name = f.properties.name;
  if (SKIP.has(name)) return null;
  if (name === 'Russia') return 'asia';
  if (SOUTH_AMERICA.has(name)) return 'south-america';
  if (WEST_ASIA.has(name)) return 'asia';
  if (EUROPE_OVERRIDES.has(name)) return 'europe';
  const [lon, lat] = centroid;
  if (lon > 140 || lon < -140 || (lon > 110 && lat < -10)) return 'australia';
  if (lon < -25) return 'north-america';
  if (lon >= -26 && lon <= 60 && lat < 37.5 && lat > -40) return 'africa';
  if (lon >= -30 && lon < 45 && lat >= 35) return 'europe';
  return 'asia';
}

/** Each continent is drawn inside a longitude/latitude window, centred on its own meridian. */
const WINDOWS = {
  africa: { lon: [-19, 58], lat: [-36, 38], extra: [] },
  asia: { lon: [25, 190], lat: [-11, 78], extra: [] },
  europe: { lon: [-25, 60], lat: [34, 72], extra: ['Russia'] },
  'north-america': { lon: [-170, -12], lat: [6, 84], extra: [] },
  'south-america': { lon: [-92, -33], lat: [-56, 13], extra: [] },
  australia: { lon: [110, 185], lat: [-48, 0], extra: [] },
};

const round = (d, step = 1) => d.replace(/-?\d+(\.\d+)?/g, (n) => String(Math.round(Number(n) / step) * step));

function corners({ lon, lat }) {
  const pts = [];
  for (let i = 0; i <= 8; i++) {
    const x = lon[0] + ((lon[1] - lon[0]) * i) / 8;
    pts.push([x, lat[0]], [x, lat[1]]);
  }
  return { type: 'MultiPoint', coordinates: pts };
}

function render() {
  const atlas = readAtlas('countries-110m.json');
  const countries = feature(atlas, atlas.objects.countries).features;
  const geometries = atlas.objects.countries.geometries;
  const byContinent = new Map();
  const centroidPath = geoPath();
  countries.forEach((f, i) => {
    const c = continentOf(f, centroidPath.centroid(f));
    if (!c) return;
    if (!byContinent.has(c)) byContinent.set(c, []);
    byContinent.get(c).push(geometries[i]);
  });
  fs.mkdirSync(outDir, { recursive: true });

  for (const [slug, win] of Object.entries(WINDOWS)) {
    const width = 800;
    const centre = (win.lon[0] + win.lon[1]) / 2;
    const projection = geoNaturalEarth1().rotate([-centre, 0]);
    projection.fitWidth(width, corners(win));
    const bounds = geoPath(projection).bounds(corners(win));
    const height = Math.round(bounds[1][1] - bounds[0][1]);
    const dx = -bounds[0][0];
    const dy = -bounds[0][1];
    const [tx, ty] = projection.translate();
    projection.translate([tx + dx, ty + dy]).clipExtent([
      [0, 0],
      [width, height],
    ]);
    const draw = geoPath(projection);
    // Merging removes the borders between countries: one outline per land mass.
    const shapes = [
      ...(byContinent.get(slug) ?? []),
      ...geometries.filter((g) => win.extra.includes(g.properties.name)),
    ];
    const d = round(draw(merge(atlas, shapes)) ?? '');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><path fill="#5B2A86" d="${d}"/></svg>\n`;
    fs.writeFileSync(path.join(outDir, `${slug}.svg`), svg);
    console.info(`${slug}.svg ${width}x${height} ${(svg.length / 1024).toFixed(1)} KB, ${shapes.length} shapes`);
  }

  // The world map: one group per continent, in the brand colours.
  const small = readAtlas('countries-110m.json');
  const world = feature(small, small.objects.countries).features;
  const projection = geoNaturalEarth1().fitWidth(1000, {
    type: 'Sphere',
  });
  const draw = geoPath(projection);
  const [[, y0], [, y1]] = draw.bounds({ type: 'Sphere' });
  const groups = new Map();
  world.forEach((f, i) => {
    const c = continentOf(f, geoPath().centroid(f));
    if (!c) return;
    if (!groups.has(c)) groups.set(c, []);
    groups.get(c).push(small.objects.countries.geometries[i]);
  });
  const fills = {
    africa: '#C9A227',
    asia: '#8E5CC0',
    europe: '#E64980',
    'north-america': '#E6C65C',
    'south-america': '#C2255C',
    australia: '#B48AE0',
  };
  const paths = [...groups]
    .map(([c, g]) => `<path id="${c}" fill="${fills[c]}" d="${round(draw(merge(small, g)) ?? '')}"/>`)
    .join('');
  const height = Math.ceil(y1 - y0);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${Math.floor(y0)} 1000 ${height}" width="1000" height="${height}">${paths}</svg>\n`;
  fs.writeFileSync(path.join(outDir, 'world.svg'), svg);
  console.info(`world.svg ${(svg.length / 1024).toFixed(1)} KB`);
}

render();
