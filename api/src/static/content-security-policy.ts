import { createHash } from 'node:crypto';
import type { Registry } from '@app/shared/contracts';

/**
 * The Content-Security-Policy of the HTML page: scripts, styles and fetches only from this origin
 * and the origins of registered remotes (a remote served from a CDN or a dev server), nothing
 * inline, no plugins, no framing. Built per request from the registry, so deploying a remote to a
 * new origin needs no server change. A server-rendered page (the landers) inlines its stylesheet
 * under a nonce and positions a few things with style attributes, which it allows.
 */
export function contentSecurityPolicy(
  registry: Registry | null,
  {
    styleNonce,
    styleAttributes = styleNonce !== undefined,
  }: {
    styleNonce?: string;
    /**
     * Markup rendered on the server carries React's `style` attributes (the app sets the same
     * through the DOM, which the policy does not govern); they cannot run script.
     */
    styleAttributes?: boolean;
  } = {},
): string {
  const origins = new Set<string>();
  for (const entry of Object.values(registry?.remotes ?? {})) {
    if (/^https?:\/\//.test(entry.manifest)) origins.add(new URL(entry.manifest).origin);
  }
  const remote = [...origins].join(' ');
  const withRemotes = (directive: string) => `${directive} 'self'${remote ? ` ${remote}` : ''}`;
  return [
    "default-src 'self'",
    withRemotes('script-src'),
    styleNonce === undefined
      ? withRemotes('style-src')
      : `${withRemotes('style-src')} 'nonce-${styleNonce}'`,
    ...(styleAttributes ? ["style-src-attr 'unsafe-inline'"] : []),
    withRemotes('connect-src'),
    // Bootstrap draws a few icons as data: SVGs.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of a static page the shell's build wrote (the offline page): its own scripts and
 * images only, and its inline stylesheet by hash (it must render with nothing else loaded).
 */
export function staticPagePolicy(html: string): string {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${styles.length ? ` ${styles.join(' ')}` : ''}`,
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The back office's policy (issue 26 §1): like the members' page (its scripts, styles and calls
 * from this origin and the registered remotes' origins), with the photos under review from the
 * site's CDN; nothing inline at all, never framed.
 */
export function backofficePolicy(registry: Registry | null, cdnPrefix: string): string {
  const cdn = /^https?:\/\//.test(cdnPrefix) ? ` ${new URL(cdnPrefix).origin}` : '';
  return contentSecurityPolicy(registry)
    .split('; ')
    .map((directive) =>
      directive.startsWith('img-src') ? `img-src 'self' data:${cdn}` : directive,
    )
    .join('; ');
}
