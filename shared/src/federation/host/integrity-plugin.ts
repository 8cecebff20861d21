import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { registeredRemote, remoteWithManifest } from './registered-remotes';

/** A remote's files and their `sha384-…`, as its manifest lists them (manifest-integrity.mjs). */
interface ManifestFiles {
  base: string;
  files: Record<string, string>;
}

/**
 * Subresource integrity for remotes (issue 12). The registry gives each published version the
 * SHA-384 of its manifest and of its remote entry, recorded when it was published; the manifest
 * (fetched with its hash) lists the hash of every script and stylesheet, which this plugin puts on
 * the tags the runtime creates for an exposed module's files; the entry's own chunk loading checks
 * its chunks against the hashes Rspack wrote into it. So a file changed on the CDN does not run:
 * the browser refuses it, and the remote's slot shows the "unavailable" panel as for any remote
 * that cannot load.
 */
export default function integrityPlugin(): ModuleFederationRuntimePlugin {
  const manifests = new Map<string, ManifestFiles>();

  /** The hash of `url`: the entry's from the registry, any other file's from its manifest. */
  const integrityOf = (remoteName: string | undefined, url: string, isEntry: boolean) => {
    if (!remoteName) return undefined;
    if (isEntry) return registeredRemote(remoteName)?.entry.integrity;
    const manifest = manifests.get(remoteName);
    const href = new URL(url, window.location.href).href;
    return manifest && href.startsWith(manifest.base)
      ? manifest.files[href.slice(manifest.base.length)]
      : undefined;
  };

  /** Fetched in CORS mode with its hash, as the server's preload hints ask for it (no second download). */
  const checked = <T extends HTMLScriptElement | HTMLLinkElement>(
    element: T,
    attrs: Record<string, unknown> | undefined,
    integrity: string,
  ) => {
    for (const [name, value] of Object.entries(attrs ?? {}))
      if (typeof value === 'string') element.setAttribute(name, value);
    element.integrity = integrity;
    element.crossOrigin = 'anonymous';
    return element;
  };

  return {
    name: 'remote-integrity',
    afterLoadManifest(args) {
      const files = (args.manifestJson as { integrity?: Record<string, string> } | undefined)
        ?.integrity;
      if (files) {
        const base = new URL('.', new URL(args.manifestUrl, window.location.href)).href;
        manifests.set(args.moduleInfo.name, { base, files });
      }
      return args;
    },
    createScript({ url, attrs, remoteInfo, resourceContext }) {
      const isEntry = !resourceContext || resourceContext.resourceType === 'remoteEntry';
      const integrity = integrityOf(remoteInfo?.name, url, isEntry);
      if (!integrity) return undefined;
      const script = checked(document.createElement('script'), attrs, integrity);
      script.src = url;
      return script;
    },
    createLink({ url, attrs, remoteInfo }) {
      const integrity = integrityOf(remoteInfo?.name, url, false);
      if (!integrity) return undefined;
      const link = checked(document.createElement('link'), attrs, integrity);
      link.href = url;
      return link;
    },
  };
}

/** The request options to fetch `url` with: its integrity when it is a registered manifest. */
export function withManifestIntegrity(url: string, options: RequestInit): RequestInit {
  const integrity = remoteWithManifest(url)?.entry.manifestIntegrity;
  return integrity ? { ...options, integrity } : options;
}
