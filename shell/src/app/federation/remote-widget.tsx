import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteBoundary } from './remote-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { isUnavailable } from './unavailable';
import { markLoaded, refreshRegistry } from './registry';

const cache = new Map<string, ComponentType<Record<string, unknown>>>();

function remoteComponent(remoteKey: string, widget: string) {
  const key = `${remoteKey}/${widget}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      const registry = await refreshRegistry();
      const entry = registry.remotes[remoteKey];
      if (entry) markLoaded(entry.name);
      const module = entry
        ? await loadRemote<{ default: ComponentType<Record<string, unknown>> }>(
            `${entry.name}/${widget}`,
          ).catch(() => null)
        : null;
      if (!module || isUnavailable(module)) {
        return { default: () => <RemoteUnavailable remote={remoteKey} /> };
      }
      return module;
    });
    cache.set(key, component);
  }
  return component;
}

/**
 * Places a widget exposed by a remote (SignupModal, TimeBonusBanner, …). The remote is only
 * downloaded when the widget is first rendered.
 */
export function RemoteWidget({
  remote,
  widget,
  props = {},
}: {
  remote: string;
  widget: string;
  props?: Record<string, unknown>;
}) {
  const Widget = useMemo(() => remoteComponent(remote, widget), [remote, widget]);
  return (
    <RemoteBoundary remote={remote}>
      <Suspense fallback={null}>
        <Widget {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
