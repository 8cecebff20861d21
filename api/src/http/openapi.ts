import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendWritten } from './list-cache';

/** Where the API's description is served (demo mode only), and where the build keeps its copy. */
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The API's OpenAPI description, generated from the routes' own contracts (issue 24 §4): each
 * route's zod schemas are the one source, as for validation and serialisation. Collected as
 * routes are registered, written on demand (`app.swagger()`); served in demo mode, and kept in
 * `docs/openapi.json`, which CI checks against the routes (`pnpm openapi`).
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Amora API',
          description:
            'Members, chat, likes, credits and the remote registry. Errors answer `{ error: { code, message, params? } }`; member routes answer visitors 403 authentication_required.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'auth.session' },
          },
        },
      },
      // Only the product's API: the static files and the shell's catch-all are not part of it.
      // A route declared for members says so (the session cookie).
      transform: (input) => {
        if (!input.url.startsWith('/api/') || input.url === OPENAPI_PATH)
          return { schema: { hide: true }, url: input.url };
        const { schema, url } = jsonSchemaTransform(input);
        const members = input.route.config?.access === 'member';
        return { schema: members ? { ...schema, security: [{ session: [] }] } : schema, url };
      },
    });
    if (app.config.mode === 'demo')
      app.get(
        OPENAPI_PATH,
        { schema: { response: { 200: z.record(z.string(), z.unknown()) } } },
        // Written whole, as the list cache's answers are: its shape is OpenAPI's, not ours.
        async (_request, reply) => sendWritten(reply, JSON.stringify(app.swagger())),
      );
  },
  { name: 'openapi' },
);
