import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the route schemas and browsed at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance, opts: { siteName: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${opts.siteName} API`,
        description: 'Public site, contestant portal and back office. Every answer is an envelope.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
