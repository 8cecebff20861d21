import type { FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationFailed, type HttpError } from './errors';

/**
 * Every route declares its schemas from `@app/shared/contracts`: requests are validated by
 * them, answers are encoded by them (so a column added to a row never reaches the client
 * unless its contract says so).
 */
export function useContracts(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // An API route without its contract fails at boot, not in production traffic.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = [route.method].flat();
    const missing = [
      route.schema?.response ? null : 'response',
      methods.some((m) => bodyMethods.has(m)) && !route.schema?.body ? 'body' : null,
    ].filter(Boolean);
    if (missing.length > 0)
      throw new Error(
        `${methods.join(',')} ${route.url} declares no ${missing.join(' or ')} schema`,
      );
  });
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The app with route types inferred from the zod schemas a route declares. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * A request that failed its contract, as the API answers it: 400 `validation_failed` naming
 * every offending field, or null when the error is something else.
 */
export function contractViolation(error: unknown): HttpError | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const issues = error.validation.map((v) => ({
    path: v.instancePath.split('/').filter(Boolean),
    message: v.message,
  }));
  const fields = [...new Set(issues.map((issue) => issue.path.join('.') || '(root)'))];
  const message = z.prettifyError({ issues } as unknown as z.ZodError);
  return validationFailed(message, { fields: fields.join(',') });
}
