// Registration (issue 6): draft autosaves of a realistic 10 KB form from 100 signed-in contestants at once
// (requests/s, p99; target p99 <= 100 ms on PostgreSQL), and the upload of a 150 MB video with the server's
// peak memory growth (target <= 64 MB: the video is streamed to storage, never held in memory).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const USERS = 100;
const VIDEO_BYTES = 150 * 1024 * 1024;
const PASSWORD = 'Bench-Crown-Jewel-2026';

async function json(url, init = {}, attempt = 0) {
  const res = await fetch(url, {
    ...init,
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const body = await res.json().catch(() => null);
  // The payment calls keep their own per-IP limit: wait as told and try again.
  if (res.status === 429 && attempt < 20) {
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 5) * 1000));
    return json(url, init, attempt + 1);
  }
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * A paid contestant made the way a visitor becomes one: sign-up, sign-in, the fee paid on the built-in
 * test provider's checkout (PAYMENT_PROVIDER=test), then the contestant record of /contestants/me. Used
 * when the runner gives no ctx.makePaidUser; the payment calls' own rate limit makes it slow (30 a minute).
 */
async function paidUserThroughTestCheckout(baseUrl, n) {
  const email = `bench-registration-${Date.now().toString(36)}-${n}@example.com`;
  await json(`${baseUrl}/api/users/register`, {
    method: 'POST',
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: `Queen ${n}`,
      email,
      password: PASSWORD,
      phoneNumber: '+1 555 010 2026',
    }),
  });
  const { data } = await json(`${baseUrl}/api/users/login`, {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const auth = { authorization: `Bearer ${data.token}` };
  const init = await json(`${baseUrl}/api/payments/initialize`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      productId: 'registration_fee',
      quantity: 1,
      firstName: 'Bench',
      lastName: 'Queen',
      email,
      phone: '',
    }),
  });
  const reference = init.data.reference;
  const decided = await fetch(`${baseUrl}/api/payments/test-checkout/${encodeURIComponent(reference)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
    redirect: 'manual',
  });
  if (decided.status !== 303) throw new Error(`test checkout answered ${decided.status}`);
  await json(`${baseUrl}/api/payments/test-verification/${encodeURIComponent(reference)}`, { headers: auth });
  const me = await json(`${baseUrl}/api/contestants/me`, { headers: auth });
  if (me.data?.registrationStatus !== 'in_progress') throw new Error(`contestant is ${me.data?.registrationStatus}`);
  return { token: data.token, contestantId: me.data._id };
}

/** A filled-in form of about 10 KB, as a contestant near the end of the form sends it. */
export function realisticForm(n) {
  const line =
    'I grew up in a coastal town where the nearest clinic was a day away, and I learned early that dignity starts with access. ';
  const story = (topic) => `${topic}: ${line.repeat(14)}`.trim();
  return {
    dob: '2001-08-14',
    gender: 'Female',
    nationality: 'Ghanaian',
    residence: 'Ghana',
    address: `${n} Independence Avenue, Osu, Accra, Greater Accra Region`,
    continent: 'Africa',
    ethnicity: 'Akan',
    height: '175',
    weight: '60 kg',
    hairColor: 'Black',
    eyeColor: 'Brown',
    measurements: { bust: '88', waist: '66', hips: '94', unit: 'cm' },
    healthFitness: story('Fitness'),
    maritalStatus: 'Single',
    hasChildren: 'No',
    occupation: 'Public health researcher',
    languages: [
      { language: 'English', proficiency: 'native' },
      { language: 'Twi', proficiency: 'fluent' },
      { language: 'French', proficiency: 'intermediate' },
    ],
    education: [
      { institution: 'University of Ghana', degree: 'BSc', field: 'Biochemistry', year: 2022 },
      {
        institution: 'Kwame Nkrumah University of Science and Technology',
        degree: 'MPH',
        field: 'Public Health',
        year: 2024,
      },
    ],
    moralCharacter: story('Character'),
    pageantExperience: [
      { name: 'Miss Accra', year: 2023, placement: 'Winner' },
      { name: 'Miss Ghana Universities', year: 2022, placement: 'First runner-up' },
    ],
    skills: ['Public speaking', 'Data analysis', 'Event planning', 'Community organising'],
    achievements: ['National science fair finalist', 'Community service award 2023', 'Dean’s list 2021 and 2022'],
    talent: { category: 'Dance', description: story('Talent'), video: 'https://example.com/talent' },
    platform: {
      cause: 'Maternal health',
      description: story('Platform'),
      goals: ['Fund two mobile clinics', 'Train fifty community health volunteers', 'Reach 5,000 mothers'],
      experience: story('Experience'),
    },
    socialMedia: { instagram: '@ama.rises', facebook: 'ama.rises', twitter: '', tiktok: '@amarises', youtube: '' },
    emergencyContact: {
      name: 'Akosua Mensah',
      relationship: 'Mother',
      phone: '+233 24 000 0000',
      email: 'akosua.mensah@example.com',
      address: {
        street: '14 Independence Avenue',
        city: 'Accra',
        state: 'Greater Accra',
        country: 'Ghana',
        postalCode: 'GA-100',
      },
    },
    sponsorshipAcknowledged: true,
    termsAccepted: true,
    informationAccurate: false,
  };
}

async function inBatches(count, size, make) {
  const out = [];
  for (let i = 0; i < count; i += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))));
  }
  return out;
}

/** One keep-alive HTTP request; resolves with the status and body. */
function send(agent, url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Draft saves: 100 contestants at once, each saving her own 10 KB form again and again on the revision
 * her last save answered (so every save is a real one, never a stale 409), for the run's duration.
 * Each contestant is one keep-alive connection; latencies of every request give the exact p50/p99.
 * (autocannon shares request objects and resets contexts between its connections, so it cannot keep a
 * per-user revision; this plain loop can.)
 */
async function draftSaves(ctx, users) {
  const { baseUrl, report } = ctx;
  const agent = new http.Agent({ keepAlive: true, maxSockets: users.length });
  const bodies = users.map((_, i) => JSON.stringify(realisticForm(i)));
  async function contestant(i, until, latencies, counts) {
    const user = users[i];
    let revision = user.revision ?? 0;
    while (performance.now() < until) {
      const started = performance.now();
      const res = await send(agent, `${baseUrl}/api/contestants/${user.contestantId}/draft`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${user.token}`,
          'if-match': `"${revision}"`,
          'content-length': Buffer.byteLength(bodies[i]),
        },
        body: bodies[i],
      });
      latencies.push(performance.now() - started);
      if (res.status === 200) {
        revision = JSON.parse(res.body).data.draftRevision;
        counts.ok += 1;
      } else counts.failed += 1;
    }
    user.revision = revision;
  }
  async function round(seconds) {
    const latencies = [];
    const counts = { ok: 0, failed: 0 };
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(users.map((_, i) => contestant(i, until, latencies, counts)));
    return { latencies, counts, elapsed: (performance.now() - started) / 1000 };
  }
  await round(2);
  const { latencies, counts, elapsed } = await round(DURATION);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const kb = Buffer.byteLength(bodies[0]) / 1024;
  report(`POST draft (${kb.toFixed(1)} KB form, ${users.length} users)`, {
    rps: latencies.length / elapsed,
    p50ms: pct(50),
    p99ms: pct(99),
    target: 'p99<=100',
    ok: pct(99) <= 100 ? 'yes' : 'NO',
    errors: counts.failed,
  });
}

function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)\s+kB/)?.[1] ?? 0);
}

/** A 150 MB MP4 (the fixture's real header, then padding) sent as multipart, streamed from disk. */
async function videoUpload(ctx, user) {
  const { baseUrl, report, serverPid } = ctx;
  const fixture = fs.readFileSync(path.join(here, '../apps/api/test/fixtures/tiny.mp4'));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-video-')), 'walk.mp4');
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, fixture);
  const chunk = Buffer.alloc(4 * 1024 * 1024, 7);
  for (let written = fixture.length; written < VIDEO_BYTES; written += chunk.length) {
    fs.writeSync(fd, chunk, 0, Math.min(chunk.length, VIDEO_BYTES - written));
  }
  fs.closeSync(fd);

  const boundary = `----cqbench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="uploadType"\r\n\r\nvideo\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="walk.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = fs.statSync(file).size;
  async function* body() {
    yield head;
    for await (const c of fs.createReadStream(file, { highWaterMark: 1024 * 1024 })) yield c;
    yield tail;
  }

  const sampler = serverPid && fs.existsSync(`/proc/${serverPid}/status`);
  const before = sampler ? rssKb(serverPid) : 0;
  let peak = before;
  const timer = sampler ? setInterval(() => (peak = Math.max(peak, rssKb(serverPid))), 20) : null;
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/contestants/${user.contestantId}/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size + tail.length),
    },
    body: Readable.toWeb(Readable.from(body())),
    duplex: 'half',
  });
  const answer = await res.json();
  const seconds = (performance.now() - started) / 1000;
  if (timer) clearInterval(timer);
  if (sampler) peak = Math.max(peak, rssKb(serverPid));
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  if (res.status !== 200) throw new Error(`video upload answered ${res.status}: ${JSON.stringify(answer)}`);
  const growthMb = (peak - before) / 1024;
  report('POST upload (150 MB video, streamed)', {
    seconds,
    mbPerS: size / 1024 / 1024 / seconds,
    stored: answer.data.video.size === size ? 'yes' : 'NO',
    rssBeforeMb: before / 1024,
    peakGrowthMb: sampler ? growthMb : 'n/a',
    target: 'growth<=64',
    ok: sampler ? (growthMb <= 64 ? 'yes' : 'NO') : 'n/a',
  });
}

export async function run(ctx) {
  const make = ctx.makePaidUser ?? ((n) => paidUserThroughTestCheckout(ctx.baseUrl, n));
  const started = performance.now();
  const users = await inBatches(USERS, 4, (n) => make(n));
  console.log(`  (${users.length} paid contestants ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  await draftSaves(ctx, users);
  await videoUpload(ctx, users[0]);
}
