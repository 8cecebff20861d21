// After a production build of the shell: the service worker served at /sw-push.js (spec §7),
// generated with workbox-build. It precaches the shell's start-up files and the offline page,
// answers navigations from the network and, offline, with that page; it never caches API
// answers (member data) or remote builds. Its push code (src/service-worker/sw.ts) is bundled
// beside it under a content-hashed name and imported.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { generateSW } from 'workbox-build';

const LANGUAGES = ['en', 'fr'];

export class ServiceWorkerPlugin {
  /** @param {{ dir: string }} options the shell's folder */
  constructor({ dir }) {
    this.dir = dir;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.afterEmit.tapPromise('ServiceWorkerPlugin', () =>
      buildServiceWorker(this.dir, compiler.options.output.path),
    );
  }
}

async function buildServiceWorker(dir, dist) {
  const handlers = await bundleHandlers(dir, dist);
  await writeOfflinePage(dir, dist);
  const template = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
  const { warnings } = await generateSW({
    swDest: path.join(dist, 'sw-push.js'),
    globDirectory: dist,
    globPatterns: [...startupFiles(template), 'offline.html', 'offline.js', 'favicon.svg'],
    // Hashed names are their own revision.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css)$/,
    importScripts: [`/${handlers}`],
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    // A new build takes over at once: its precache matches the pages the server now sends.
    skipWaiting: true,
    clientsClaim: true,
    // Pages come from the network: the browser asks for them while the worker starts, not after.
    navigationPreload: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Pages are made per request (the member is inlined): always from the network, the
        // offline page when there is none.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
}

/** The scripts and styles index.html loads: what the shell needs to start. */
function startupFiles(template) {
  const files = new Set();
  for (const match of template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g))
    files.add(match[1]);
  return [...files];
}

async function bundleHandlers(dir, dist) {
  const result = await build({
    entryPoints: [path.join(dir, 'src/service-worker/sw.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    conditions: ['browser', 'import', 'default'],
  });
  const code = result.outputFiles[0].contents;
  const name = `sw-handlers.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  await fs.writeFile(path.join(dist, name), code);
  return name;
}

/**
 * The offline page, in every language from the shell's locale files; offline.js shows the
 * visitor's (locale cookie, else the browser's language) and makes "Try again" reload.
 */
async function writeOfflinePage(dir, dist) {
  const sections = [];
  for (const language of LANGUAGES) {
    const { offline } = JSON.parse(
      await fs.readFile(path.join(dir, 'locales', language, 'shell.json'), 'utf8'),
    );
    sections.push(
      `<main lang="${language}" data-language="${language}"${language === 'en' ? '' : ' hidden'}>` +
        `<h1>${escapeHtml(offline.title)}</h1><p>${escapeHtml(offline.text)}</p>` +
        `<p><a class="retry" href="/">${escapeHtml(offline.retry)}</a></p></main>`,
    );
  }
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0f766e">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(JSON.parse(await fs.readFile(path.join(dir, 'locales/en/shell.json'), 'utf8')).offline.title)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#1f2937;text-align:center;padding:1.5rem}
h1{font-size:1.5rem;margin:.75rem 0}
p{margin:.5rem 0 1rem;line-height:1.5}
img{width:48px;height:48px}
.retry{display:inline-block;padding:.6rem 1.25rem;border-radius:.375rem;background:#0f766e;color:#fff;text-decoration:none;font-weight:600}
.retry:focus-visible{outline:3px solid #134e4a;outline-offset:2px}
</style>
</head>
<body>
<div><img src="/favicon.svg" alt="">
${sections.join('\n')}
</div>
<script src="/offline.js"></script>
</body>
</html>
`;
  await fs.writeFile(path.join(dist, 'offline.html'), html);
  await fs.writeFile(
    path.join(dist, 'offline.js'),
    `(function(){var m=document.cookie.match(/(?:^|;\\s*)locale=([^;]+)/);` +
      `var l=(m?decodeURIComponent(m[1]):navigator.language||'en').slice(0,2);` +
      `var s=document.querySelectorAll('main[data-language]'),f=false;` +
      `for(var i=0;i<s.length;i++){var on=s[i].getAttribute('data-language')===l;s[i].hidden=!on;f=f||on}` +
      `if(!f)s[0].hidden=false;else document.documentElement.lang=l;` +
      `var t=document.querySelector('main:not([hidden]) h1');if(t)document.title=t.textContent;` +
      `var r=document.querySelectorAll('.retry');for(var j=0;j<r.length;j++){r[j].href=location.href;` +
      `r[j].addEventListener('click',function(e){e.preventDefault();location.reload()})}})();\n`,
  );
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
