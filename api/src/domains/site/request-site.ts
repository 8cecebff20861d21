import type { Settings } from '@app/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { siteSettings, sitesForStaff } from './service';

/**
 * The settings of the site a request is for: by `forced_domain` when given (the server-side
 * render passes the original host, spec §7), else by the Host header.
 */
export async function settingsForRequest(
  request: FastifyRequest,
  forcedDomain?: string,
): Promise<Settings> {
  const settings = await siteSettings(request.server.db, {
    domain: hostWithoutPort(forcedDomain ?? request.headers.host ?? ''),
    defaultDomain: request.server.config.defaultSiteDomain,
    country: visitorCountry(request),
  });
  // The deployment's VAPID key (made at first start) is every site's push key, and its PSP is
  // every site's: a staging deployment's sandbox shows on all of them.
  return {
    ...settings,
    push_public_key: request.server.push.publicKey,
    test_payments: request.server.config.testPayments,
  };
}

/** The back office's site pickers: every site, and the one this request's address is for. */
export function sitesForRequest(request: FastifyRequest) {
  return sitesForStaff(request.server.db, {
    domain: hostWithoutPort(request.headers.host ?? ''),
    defaultDomain: request.server.config.defaultSiteDomain,
  });
}

function hostWithoutPort(host: string): string {
  const trimmed = host.trim().toLowerCase();
  // [::1]:3000 keeps its brackets; example.com:3000 loses the port.
  return trimmed.startsWith('[')
    ? trimmed.slice(0, trimmed.indexOf(']') + 1)
    : trimmed.replace(/:\d*$/, '');
}

/**
 * Country from the CDN (Cloudflare's cf-ipcountry, or x-country from another proxy). Any client
 * can send these headers, and a member's country picks the bundles and prices they get: in
 * production they count only behind a proxy (TRUST_PROXY), which sets them; the demo, which has
 * none, takes them as they come (to try a country).
 */
export function visitorCountry(request: FastifyRequest): string | null {
  const { mode, trustProxy } = request.server.config;
  if (mode === 'production' && trustProxy === false) return null;
  const raw = request.headers['cf-ipcountry'] ?? request.headers['x-country'];
  const country = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  // XX and T1 are Cloudflare's "unknown" and "Tor".
  if (!country || !/^[A-Z]{2}$/.test(country) || country === 'XX' || country === 'T1') return null;
  return country;
}
