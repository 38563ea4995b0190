// Login timing (issue 14): does the answer time of a failed sign-in tell whether an address has an account?
// Creates an account through the API (verified through the development mailbox), then sends wrong-password
// sign-ins for it and sign-ins for unknown addresses, interleaved one after the other on one connection so
// drift of the machine touches both alike, and reports the median and p90 of each and their difference.
// Usage: npm run bench -- login-timing   (BENCH_LOGIN_SAMPLES, default 60 a path)
const SAMPLES = Number(process.env.BENCH_LOGIN_SAMPLES ?? 60);
const PASSWORD = 'Bench-Crown-Jewel-2026';

async function json(url, init = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  const body = await res.json().catch(() => null);
  return { status: res.status, body };
}

async function verifiedAccount(baseUrl) {
  const email = `timing.${Date.now()}@example.com`;
  const signup = await json(`${baseUrl}/api/users/register`, {
    method: 'POST',
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Timing',
      email,
      phoneNumber: '+1 555 0101',
      password: PASSWORD,
    }),
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const { body } = await json(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}&kind=verify-email`);
    const link = body?.data?.messages?.[0]?.links?.find((l) => l.includes('/auth/verify-email/'));
    if (link) {
      await json(`${baseUrl}/api/users/verify-email/${link.split('/auth/verify-email/')[1]}`);
      return email;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no verification e-mail in the development mailbox');
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
};

async function timedLogin(baseUrl, email, password, expected) {
  const start = performance.now();
  const { status } = await json(`${baseUrl}/api/users/login`, {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  const ms = performance.now() - start;
  if (status !== expected) throw new Error(`login answered ${status}, expected ${expected}`);
  return ms;
}

export async function run(ctx) {
  const { baseUrl, report } = ctx;
  const email = await verifiedAccount(baseUrl);
  const known = [];
  const unknown = [];
  // Warm-up: the first requests pay for compiling and connecting.
  for (let i = 0; i < 5; i++) {
    await timedLogin(baseUrl, email, `Wrong-${i}-password`, 401);
    await timedLogin(baseUrl, `nobody.${i}.${Date.now()}@example.com`, `Wrong-${i}-password`, 401);
  }
  for (let i = 0; i < SAMPLES; i++) {
    const order = i % 2 === 0;
    const k = () => timedLogin(baseUrl, email, `Wrong-${i}-password`, 401);
    const u = () => timedLogin(baseUrl, `nobody.${i}.${Date.now()}@example.com`, `Wrong-${i}-password`, 401);
    if (order) {
      known.push(await k());
      unknown.push(await u());
    } else {
      unknown.push(await u());
      known.push(await k());
    }
  }
  const knownP50 = quantile(known, 0.5);
  const unknownP50 = quantile(unknown, 0.5);
  report('login, known address, wrong password', { p50ms: knownP50, p90ms: quantile(known, 0.9), n: SAMPLES });
  report('login, unknown address', { p50ms: unknownP50, p90ms: quantile(unknown, 0.9), n: SAMPLES });
  report('login timing difference (known - unknown)', {
    p50ms: knownP50 - unknownP50,
    relative: (knownP50 - unknownP50) / unknownP50,
    target: '|relative| < 0.05',
  });
}
