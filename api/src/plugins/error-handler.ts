import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http/errors';
import { contractViolation } from '../http/zod';

/**
 * When a client may try again after the database went away: a fast restart takes a second or
 * two, a failover a few more; the client's own retries back off from there.
 */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * One place that turns every failure into the API's error shape
 * `{ error: { code, message, params? } }`.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((caught, request, reply) => {
      const error = contractViolation(caught) ?? caught;
      if (error instanceof HttpError) {
        const { code, message, params } = error;
        return reply
          .status(error.statusCode)
          .send({ error: params ? { code, message, params } : { code, message } });
      }
      // Fastify's own 4xx (malformed JSON, unsupported content type, body too large): the
      // request was bad, not the server.
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== undefined && status >= 400 && status < 500) {
        return reply
          .status(status)
          .send({ error: { code: 'validation_failed', message: (error as Error).message } });
      }
      if (isDatabaseUnavailable(error)) {
        // Logged once per outage by the database plugin, not once per request.
        request.log.debug({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
          .send({
            error: {
              code: 'service_unavailable',
              message:
                'The site is briefly unavailable. Nothing was lost, please try again in a moment.',
            },
          });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({
        error: { code: 'internal_error', message: 'An error occurred, please try again later.' },
      });
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        error: { code: 'not_found', message: `No route for ${request.method} ${request.url}.` },
      }),
    );
  },
  { name: 'error-handler' },
);
