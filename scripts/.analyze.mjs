import { rspack } from '@rspack/core';
import path from 'node:path';
const app = process.argv[2];
process.env.NODE_ENV='production';
const config = (await import(path.resolve(app, 'rspack.config.mjs'))).default;
config.output.path = '/tmp/analyze-dist';
const compiler = rspack(config);
compiler.run((err, stats) => {
  const j = stats.toJson({ all: false, chunks: true, chunkModules: true, ids: true });
  for (const c of j.chunks) {
    const g = {};
    for (const m of c.modules ?? []) {
      const n = m.name ?? m.identifier ?? '';
      const mm = n.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
      const key = mm ? mm[1] : n.slice(0, 70);
      g[key] = (g[key] ?? 0) + m.size;
    }
    console.log(`== ${c.id} ${c.files} size=${c.size} initial=${c.initial} names=${c.names}`);
    for (const [k, v] of Object.entries(g).sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`   ${String(v).padStart(8)} ${k}`);
  }
  compiler.close(() => {});
});
