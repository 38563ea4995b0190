// The attacking side of `npm run bench -- redos`, in a process of its own so that building and sending 1 MiB
// bodies never delays the health poller's measurements. Started with fork(): sends { started } when the first
// request leaves, then { answers } when the attack is over.
import fs from 'node:fs';

const BASE_URL = process.env.REDOS_BASE_URL;
const BYTES = Number(process.env.REDOS_BYTES ?? 1024 * 1024);
const ATTACK_MS = Number(process.env.REDOS_ATTACK_MS ?? 6000);
/** Attack requests in flight at once. */
const ATTACKERS = 2;
/** An attack request still unanswered after this long is abandoned (and reported). */
const ATTACK_TIMEOUT_MS = 120_000;

/** A string of `n` characters repeating `unit`. */
const fill = (unit, n) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/**
 * The body of `fields` with the hostile field grown so the whole body is BYTES long. Each hostile value is the
 * worst case of the pattern that field meets: for the address check (something@something.something) a domain
 * of dots that never ends well makes a backtracking matcher try every split of it.
 */
function body(fields, hostile, make) {
  const overhead = Buffer.byteLength(JSON.stringify({ ...fields, [hostile]: '' }));
  return JSON.stringify({ ...fields, [hostile]: make(Math.max(16, BYTES - overhead)) });
}
const badAddress = (n) => `a@${fill('.', n - 3)}@`;
/** A run of escaped backslashes ending in the text `u0000`: the body parser's NUL check must not backtrack on it. */
const backslashes = (n) => `${'\\'.repeat(Math.floor((n - 5) / 2))}u0000`;

const signUp = { firstName: 'Ama', lastName: 'Mensah', phoneNumber: '+233 24 000 0000', password: 'Crown-Jewel-2026' };
/** The contact and sponsorship forms as anyone may send them, valid: the shared rules' test grows the same. */
const { contact, sponsorship } = JSON.parse(
  fs.readFileSync(new URL('../../packages/shared/test/support/public-forms.json', import.meta.url), 'utf8'),
);

/** [name, path, body]: the routes a stranger can reach, each with the hostile value its patterns fear most. */
export function attacks() {
  return [
    ['login: e-mail', '/api/users/login', body({ password: 'x' }, 'email', badAddress)],
    ['register: e-mail', '/api/users/register', body(signUp, 'email', badAddress)],
    ['password-reset request: e-mail', '/api/users/password-reset-request', body({}, 'email', badAddress)],
    ['password reset: token', '/api/users/password-reset', body({ password: 'Crown-Jewel-2026' }, 'token', badAddress)],
    ['refresh token', '/api/users/refresh-token', body({}, 'refreshToken', badAddress)],
    ['contact: e-mail', '/api/contact', body(contact, 'email', badAddress)],
    ['contact: NUL after backslashes', '/api/contact', body(contact, 'message', backslashes)],
    ['sponsorship: e-mail', '/api/sponsorship', body(sponsorship, 'email', badAddress)],
    ['sponsorship: phone', '/api/sponsorship', body(sponsorship, 'contactNumber', (n) => `+1${fill(' 0', n - 3)}x`)],
    ['sponsorship: link', '/api/sponsorship', body(sponsorship, 'reference', (n) => `a${fill('a.', n - 2)}:`)],
    ['preview unlock: password', '/api/preview/unlock', body({}, 'password', (n) => fill('a', n))],
  ];
}

async function attack(baseUrl, [name, route, payload], n) {
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` },
      body: payload,
      signal: AbortSignal.timeout(ATTACK_TIMEOUT_MS),
    });
    const answer = await res.json().catch(() => null);
    return { name, status: res.status, ms: performance.now() - started, message: answer?.message };
  } catch (err) {
    return { name, status: err.name === 'TimeoutError' ? 'timeout' : 'error', ms: performance.now() - started };
  }
}

const list = attacks();
const answers = [];
let sent = 0;
const from = performance.now();
process.send?.({ started: true });
await Promise.all(
  Array.from({ length: ATTACKERS }, async () => {
    // Every route at least once, then round after round until the attack's time is up.
    while (sent < list.length || performance.now() - from < ATTACK_MS) {
      const n = sent++;
      answers.push(await attack(BASE_URL, list[n % list.length], n + 1));
    }
  }),
);
process.send?.({ answers, routes: list.map(([name]) => name) }, () => process.exit(0));
