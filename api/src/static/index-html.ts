import fs from 'node:fs/promises';
import { bootDataSchema, type BootData } from '@app/shared/contracts';
import { acceptedLanguages, pickLanguage } from '@app/shared/language';
import { siteTexts } from '@app/shared/site-texts';
import fastJson from 'fast-json-stringify';
import { responseJsonSchema } from '../http/zod';

// The shell's index.html carries markers the server fills in per request, so the first render
// needs no round trip: `<!--app-boot-->` (settings and user as JSON), `<!--app-title-->`
// (the site's index_title) and `lang="en"` on <html> (the member's or site's language).

/** Boot data written by its contract, like every API answer: nothing undeclared is inlined. */
const writeBootData = fastJson(responseJsonSchema(bootDataSchema));

/** `hints`: preload links for the page's scripts (preload-hints.ts), placed after the boot data. */
export function renderIndexHtml(
  template: string,
  boot: BootData,
  hints = '',
  visitor: Visitor = { localeCookie: null },
): string {
  const language = pageLanguage(boot, visitor);
  // `<` escaped, so no value can close the script element or open a comment.
  const json = writeBootData(boot).replace(/</g, '\\u003c');
  return (
    template
      .replace(
        '<!--app-boot-->',
        () => `<script id="app-boot" type="application/json">${json}</script>${hints}`,
      )
      // Also in its escaped form: HTML template plugins escape a comment placed inside <title>.
      .replace(/<!--app-title-->|&lt;!--app-title--&gt;/, () =>
        escapeHtml(siteTexts(boot.settings, language).index_title),
      )
      .replace('lang="en"', () => `lang="${language}"`)
      // The installed app's name and description in the page's language (issue 25 §4).
      .replace(
        'href="/manifest.webmanifest"',
        () => `href="/manifest.webmanifest?lang=${encodeURIComponent(language)}"`,
      )
  );
}

/** What the request says of the visitor's language: their locale cookie, their browser's. */
export interface Visitor {
  localeCookie: string | null;
  /** The request's Accept-Language header. */
  acceptLanguage?: string;
}

/**
 * The page's language, by the client's own rule (spec §4, language.ts): the locale cookie, else
 * the member's language, else the browser's, else the site's domain language, else the fallback.
 */
export function pageLanguage({ settings, user }: BootData, visitor: Visitor): string {
  return pickLanguage({
    cookie: visitor.localeCookie,
    userLanguage: user?.language,
    browserLanguages: acceptedLanguages(visitor.acceptLanguage),
    domainLanguage: settings.domain_language,
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const templates = new Map<string, { mtimeMs: number; text: string }>();

/** index.html, re-read only when the file changed (a new shell build). Null when not built. */
export async function readTemplate(file: string): Promise<string | null> {
  let mtimeMs: number;
  try {
    mtimeMs = (await fs.stat(file)).mtimeMs;
  } catch {
    return null;
  }
  const cached = templates.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.text;
  const text = await fs.readFile(file, 'utf8');
  templates.set(file, { mtimeMs, text });
  return text;
}

export const shellNotBuiltPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Shell not built</title></head>
<body>
<h1>The web app has not been built yet</h1>
<p>The API is running, but there is no shell build to serve. Run <code>pnpm build</code> at the
repository root (or set SHELL_DIST to an existing build) and reload this page.</p>
</body>
</html>
`;
