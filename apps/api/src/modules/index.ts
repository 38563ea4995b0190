import type { FastifyInstance } from 'fastify';
import healthRoutes from './health/routes';
import settingsRoutes from './settings/routes';
import themeRoutes from './themes/routes';

/** Every area's routes, under /api. A new area adds one line here. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(themeRoutes);
      await api.register(settingsRoutes);
    },
    { prefix: '/api' },
  );
}
