// The ceiling on this machine: a bare Fastify server answering a constant JSON.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, data: { status: 'ok' } };
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 3990), host: '127.0.0.1' });
process.send?.('ready');
