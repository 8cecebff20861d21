import {
  blockSchema,
  blocksResponseSchema,
  okResponseSchema,
  reportSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import * as safety from './service';

/** Block and report (spec §2 block-user dialog, §6). */
export async function safetyRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const ok = { ok: true as const };

  app.get(
    '/api/block.php',
    { config: { access: 'member' }, schema: { response: { 200: blocksResponseSchema } } },
    async (request) => safety.blockedMembers(app.db, request.member.userId),
  );

  app.post(
    '/api/block.php',
    {
      config: { access: 'member' },
      schema: { body: blockSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      const userId = request.member.userId;
      await safety.block(app.db, userId, request.body.profile);
      // Both members' lists lose the conversation at once.
      app.notifyMembers([userId, request.body.profile]);
      return ok;
    },
  );

  app.delete(
    '/api/block.php',
    {
      config: { access: 'member' },
      schema: { body: blockSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      const userId = request.member.userId;
      await safety.unblock(app.db, userId, request.body.profile);
      return ok;
    },
  );

  app.post(
    '/api/report.php',
    {
      config: { access: 'member' },
      schema: { body: reportSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await safety.report(app.db, request.member.userId, request.body);
      return ok;
    },
  );
}
