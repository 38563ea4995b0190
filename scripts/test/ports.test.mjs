import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { e2ePort, freePort, portIsFree } from '../lib/ports.mjs';

const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

function occupy() {
  return new Promise((resolve) => {
    const server = net.createServer();
    servers.push(server);
    server.listen({ port: 0, host: '127.0.0.1' }, () => resolve(server.address().port));
  });
}

describe("the journeys' port", () => {
  it('is a free port when E2E_PORT is not set', async () => {
    const port = await e2ePort({});
    expect(port).toBeGreaterThan(0);
    expect(await portIsFree(port)).toBe(true);
  });

  it('is E2E_PORT when nothing listens there', async () => {
    const port = await freePort();
    expect(await e2ePort({ E2E_PORT: String(port) })).toBe(port);
  });

  it('is refused with a message naming E2E_PORT when something listens there', async () => {
    const busy = await occupy();
    await expect(e2ePort({ E2E_PORT: String(busy) })).rejects.toThrow(`E2E_PORT=${busy} is in use`);
  });

  it('is refused when E2E_PORT is not a port number', async () => {
    await expect(e2ePort({ E2E_PORT: 'eighty' })).rejects.toThrow('E2E_PORT=eighty is not a port number');
  });
});
