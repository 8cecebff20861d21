// Writes each remote file's SHA-384 into the remote's federation manifest (issue 12).
import { sha384 } from '../platform/integrity.mjs';

const MANIFEST = 'mf-manifest.json';

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
          const json = JSON.parse(manifest.source.source().toString());
          const integrity = {};
          for (const asset of compilation.getAssets())
            if (/\.(js|css)$/.test(asset.name) && !asset.name.startsWith('server/'))
              integrity[asset.name] = sha384(asset.source.buffer());
          compilation.updateAsset(
            MANIFEST,
            new sources.RawSource(JSON.stringify({ ...json, integrity }, null, 2)),
          );
        },
      );
    });
  }
}
