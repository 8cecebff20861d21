// Writes each remote file's SHA-384 into the remote's federation manifest (issue 12).
import { sha384 } from '../platform/integrity.mjs';
import { hasSriHashes, sortSriHashes, sortSriHashesInSourceMap } from './stable-sri.mjs';

const MANIFEST = 'mf-manifest.json';
/**
 * Module Federation's build statistics: it lists which module uses which shared package in an
 * order (and, racing, with entries) that change between two builds of the same sources, and
 * nothing at run time reads it. Dropped, so that a version — the content hash of a build — is
 * the same for the same sources (issue 23 §3).
 */
const STATS = 'mf-manifest-stats.json';

/**
 * The shell's federation runtime loads an exposed module's scripts and stylesheets itself, from
 * the manifest's lists, before the remote's own chunk loading (which checks the hashes Rspack's
 * SubresourceIntegrityPlugin wrote into the entry) would. So the manifest carries every file's
 * hash too, under `integrity`: the manifest is fetched with its own hash from the registry, and
 * the shell's integrity plugin puts these on the tags it creates. Runs last, once the manifest
 * and every file are final.
 */
export class ManifestIntegrityPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('ManifestIntegrityPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ManifestIntegrityPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = compilation.getAsset(MANIFEST);
          if (!manifest) return;
          // First the entry's chunk hashes in a stable order (and its source map to match):
          // the hashes below cover them.
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.js')) continue;
            const code = asset.source.source().toString();
            if (!hasSriHashes(code)) continue;
            const sorted = sortSriHashes(code);
            compilation.updateAsset(asset.name, new sources.RawSource(sorted));
            const map = compilation.getAsset(`${asset.name}.map`);
            if (map)
              compilation.updateAsset(
                map.name,
                new sources.RawSource(
                  sortSriHashesInSourceMap(map.source.source().toString(), sorted),
                ),
              );
          }
          const json = JSON.parse(manifest.source.source().toString());
          const integrity = {};
          // By name, so two identical builds write the same manifest.
          const files = compilation
            .getAssets()
            .filter((asset) => /\.(js|css)$/.test(asset.name) && !asset.name.startsWith('server/'))
            .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
          for (const asset of files) integrity[asset.name] = sha384(asset.source.buffer());
          if (compilation.getAsset(STATS)) compilation.deleteAsset(STATS);
          compilation.updateAsset(
            MANIFEST,
            new sources.RawSource(JSON.stringify({ ...json, integrity }, null, 2)),
          );
        },
      );
    });
  }
}
