import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ChallengeStore, localChallengeStore, redisChallengeStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The person check's memory: solutions used, recent sign-ups per address. */
    challenges: ChallengeStore;
  }
}

export const challengePlugin = fp(async (app: FastifyInstance, opts: { redisUrl?: string }) => {
  const store = opts.redisUrl ? redisChallengeStore(opts.redisUrl) : localChallengeStore();
  app.decorate('challenges', store);
  app.addHook('onClose', async () => {
    await store.close();
  });
});
