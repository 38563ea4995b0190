// Ports for the servers the test runners start.
import net from 'node:net';

/** Resolves with whether nothing listens on this port of 127.0.0.1 (checked by binding it for a moment). */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the system has just handed out as free (listen on port 0, read it, close). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The port for the journeys' server: E2E_PORT when set (refused with a message naming it when something already
 * listens there), otherwise a free one.
 */
export async function e2ePort(env = process.env) {
  if (!env.E2E_PORT) return freePort();
  const port = Number(env.E2E_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`E2E_PORT=${env.E2E_PORT} is not a port number (1-65535).`);
  }
  if (!(await portIsFree(port))) {
    throw new Error(
      `E2E_PORT=${port} is in use: something already listens on 127.0.0.1:${port}. ` +
        'Stop it, choose another port, or leave E2E_PORT unset to use a free one.',
    );
  }
  return port;
}
