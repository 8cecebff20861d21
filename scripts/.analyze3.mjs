import { rspack } from '@rspack/core';
import path from 'node:path';
const app = process.argv[2];
process.env.NODE_ENV='production';
const config = (await import(path.resolve(app, 'rspack.config.mjs'))).default;
config.output.path = '/tmp/analyze-dist';
config.optimization.concatenateModules = false;
const compiler = rspack(config);
compiler.run((err, stats) => {
  const j = stats.toJson({ all: false, modules: true, chunks: false, ids: true });
  const g = {};
  for (const m of j.modules) {
    if (!m.chunks?.includes(889) && !m.chunks?.some((c) => String(c).includes('main'))) {}
    const n = m.name ?? '';
    const mm = n.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
    const key = (mm ? mm[1] : n.replace(/\?.*/, '').slice(0, 50)) + ' @' + (m.chunks ?? []).join(',');
    g[key] = (g[key] ?? 0) + m.size;
  }
  for (const [k, v] of Object.entries(g).sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`   ${String(v).padStart(8)} ${k}`);
  compiler.close(() => {});
});
