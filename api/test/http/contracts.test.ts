import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiErrorSchema, loginRequestSchema } from '@app/shared/contracts';
import Fastify from 'fastify';
import { z } from 'zod';
import { typed, registerContracts } from '../../src/http/zod';
import { errorHandlerPlugin } from '../../src/plugins/error-handler';

async function appWith(register: (app: ReturnType<typeof typed>) => void) {
  const app = Fastify();
  registerContracts(app);
  await app.register(errorHandlerPlugin);
  register(typed(app));
  await app.ready();
  return app;
}

describe('routes declare their contracts', () => {
  it('an answer carries only what its response schema declares', async () => {
    const app = await appWith((api) =>
      api.get(
        '/api/thing.php',
        { schema: { response: { 200: z.object({ thing: z.object({ id: z.number() }) }) } } },
        // A row with a column the contract does not name, as a repository might return it.
        async () => ({ thing: { id: 1, password_hash: 'secret' } }),
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/api/thing.php' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { thing: { id: 1 } });
    await app.close();
  });

  it('a broken rule that carries an error code answers that code and its field, as the form shows it', async () => {
    const app = await appWith((api) =>
      api.post(
        '/api/thing.php',
        {
          schema: {
            body: loginRequestSchema,
            response: { 200: z.object({ ok: z.boolean() }) },
          },
        },
        async () => ({ ok: true }),
      ),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/thing.php',
      payload: { email: '  ', password: 'secret' },
    });
    assert.equal(response.statusCode, 400);
    const { error } = apiErrorSchema.parse(response.json());
    assert.equal(error.code, 'login_name_required');
    assert.equal(error.params?.field, 'email');
    await app.close();
  });

  it('bad input is a 400 validation_failed naming the fields, and the handler never runs', async () => {
    let ran = false;
    const app = await appWith((api) =>
      api.post(
        '/api/thing.php',
        {
          schema: {
            body: z.object({ name: z.string().min(2), age: z.number().int() }),
            response: { 200: z.object({ ok: z.boolean() }) },
          },
        },
        async () => {
          ran = true;
          return { ok: true };
        },
      ),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/thing.php',
      payload: { name: 'x', age: 'old' },
    });
    assert.equal(response.statusCode, 400);
    const { error } = apiErrorSchema.parse(response.json());
    assert.equal(error.code, 'validation_failed');
    assert.deepEqual(String(error.params?.fields).split(',').sort(), ['age', 'name']);
    assert.equal(ran, false);
    await app.close();
  });

  it('an API route without a response or body schema does not boot', async () => {
    await assert.rejects(
      appWith((api) => api.get('/api/loose.php', async () => ({ any: 'thing' }))),
      /declares no response schema/,
    );
    await assert.rejects(
      appWith((api) =>
        api.put(
          '/api/loose.php',
          { schema: { response: { 200: z.object({}) } } },
          async () => ({}),
        ),
      ),
      /declares no body schema/,
    );
  });
});
