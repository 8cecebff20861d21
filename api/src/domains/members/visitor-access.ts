import type { FastifyRequest } from 'fastify';
import { settingsForRequest } from '../site/request-site';
import { trafficSource } from '../site/traffic-source';

/**
 * Whether a visitor may browse members (spec §6): where the site allows logged-out search, or
 * allows it to visitors with a traffic source and this one has one the server recorded.
 */
export async function visitorMayBrowse(request: FastifyRequest): Promise<boolean> {
  const settings = await settingsForRequest(request);
  if (settings.logged_out_search === 'yes') return true;
  return settings.logged_out_search_trafficsource === 'yes' && trafficSource(request) !== null;
}
