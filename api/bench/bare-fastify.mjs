// The baseline of the API load test: Fastify with one route and nothing else, in its own
// process like the real server, so the ratio says what the product's stack costs.
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
