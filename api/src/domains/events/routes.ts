import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { typed } from '../../http/zod';

const eventsQuerySchema = z.object({
  /** For clients that cannot send the Last-Event-ID header (the first connect of a page). */
  last_event_id: z.coerce.number().int().min(0).optional(),
});

/** Last-Event-ID as the browser sends it on a reconnect; null when absent or not a number. */
function lastEventIdHeader(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/**
 * `GET /api/events.php`: the member's Server-Sent Events stream (ARCHITECTURE "Real time"):
 * numbered events (every kind of StreamEventPayloads in the contracts but typing), resumed
 * after Last-Event-ID with no gap and no repeat, plus passing signals (typing).
 */
export async function eventRoutes(fastify: FastifyInstance) {
  typed(fastify).get(
    '/api/events.php',
    {
      // A stream must reach the client as it is written, not when a compressor's buffer fills.
      compress: false,
      config: { access: 'member' },
      schema: { querystring: eventsQuerySchema, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const session = request.member;
      const last =
        lastEventIdHeader(request.headers['last-event-id']) ?? request.query.last_event_id ?? null;
      reply.hijack();
      await fastify.eventStreams.open(
        { userId: session.userId, sessionId: session.id },
        reply.raw,
        last,
      );
    },
  );
}
