import type { FastifyInstance } from 'fastify';
import { forgetSiteRows } from '../../src/domains/site/service';

/**
 * A second site on `domain` with the demo site's settings and these changes (e.g. logged-out
 * search allowed); requests with that Host header are served as it.
 */
export async function siteWithSettings(
  app: FastifyInstance,
  domain: string,
  changes: Record<string, unknown>,
) {
  const site = await app.db.selectFrom('site').selectAll().executeTakeFirstOrThrow();
  await app.db
    .insertInto('site')
    .values({
      domain,
      settings: JSON.stringify({ ...JSON.parse(site.settings), ...changes }),
      created_at: site.created_at,
    })
    .onConflict((oc) => oc.column('domain').doNothing())
    .execute();
  // Read afresh, as a site:create run would be within a second.
  forgetSiteRows();
}
