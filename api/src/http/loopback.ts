import { isIP } from 'node:net';

/**
 * Whether a client address is this machine's own (127.0.0.0/8, ::1, or either mapped). The
 * address is Fastify's `request.ip`, so behind a trusted proxy it is the real client's, not the
 * proxy's: a proxy on this machine does not make every visitor local.
 */
export function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1';
}
