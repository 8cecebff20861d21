import fastJson from 'fast-json-stringify';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ListStamp } from '../db/fragments/list-version';
import { responseJsonSchema } from './zod';

/** Members whose last list is kept, per list and per node; older ones make room. */
const MEMBERS_KEPT = 10_000;

/**
 * The chat and likes lists are asked for far more often than they change: every page load and
 * every poll (spec §9) of every open tab. Each node keeps the last answer it wrote per member,
 * with the stamp it was built at, and serves it again while the database still shows that stamp
 * (ListStamp: one cheap query). The stamp is read before the list is built, so a write that
 * lands in between only makes the kept answer look older than it is, never newer: correct on
 * any number of nodes, with nothing shared in memory.
 */
export function listCache<T>(contract: z.ZodType<T>) {
  const write = fastJson(responseJsonSchema(contract));
  const kept = new Map<number, { stamp: ListStamp; body: string }>();
  return async (userId: number, stamp: ListStamp, build: () => Promise<T>): Promise<string> => {
    const entry = kept.get(userId);
    kept.delete(userId);
    if (entry && entry.stamp.version === stamp.version && entry.stamp.epoch === stamp.epoch) {
      kept.set(userId, entry);
      return entry.body;
    }
    const body = write(await build());
    kept.set(userId, { stamp, body });
    if (kept.size > MEMBERS_KEPT) kept.delete(kept.keys().next().value!);
    return body;
  };
}

/** Sends an answer the list cache already wrote by its response contract. */
export function sendWritten(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
