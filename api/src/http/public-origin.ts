import type { Settings } from '@app/shared/contracts';
import type { Config } from '../config';

/**
 * The origin of links in mails (RELIABILITY 9): PUBLIC_ORIGIN when configured, else the site's
 * own domain — never the request's Host header, which a client can forge. A `localhost` site
 * (the embedded default) links to this server's port over http.
 */
export function linkOrigin(config: Config, settings: Settings): string {
  if (config.publicOrigin) return config.publicOrigin.replace(/\/+$/, '');
  if (settings.domain === 'localhost') return `http://localhost:${config.port}`;
  return `https://${settings.domain}`;
}
