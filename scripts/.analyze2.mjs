import { rspack } from '@rspack/core';
import path from 'node:path';
const app = process.argv[2]; const want = process.argv[3];
process.env.NODE_ENV='production';
const config = (await import(path.resolve(app, 'rspack.config.mjs'))).default;
config.output.path = '/tmp/analyze-dist';
const compiler = rspack(config);
compiler.run((err, stats) => {
  const j = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, ids: true });
  for (const c of j.chunks) {
    if (!c.initial && want !== String(c.id)) continue;
    const g = {};
    const walk = (m) => { if (m.modules) { m.modules.forEach(walk); return; }
      const n = m.name || m.identifier || m.moduleIdentifier || '';
      const mm = n.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
      const key = mm ? mm[1] : n.replace(/\?.*/, '').slice(0, 60);
      g[key] = (g[key] ?? 0) + m.size; };
    (c.modules ?? []).forEach(walk);
    console.log(`== ${c.id} ${c.files}`);
    for (const [k, v] of Object.entries(g).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`   ${String(v).padStart(8)} ${k}`);
  }
  compiler.close(() => {});
});
