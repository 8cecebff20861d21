import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { isUnavailable, type UnavailableModule } from '@app/shared/federation-host';
import type { WidgetModule, WidgetName } from '@app/shared/federation-host';
import {
  isLoaded,
  loadRegistry,
  markLoaded,
  refreshRegistry,
  type Registry,
} from '@app/shared/federation-host';

// The widgets remotes expose and what each is: the kernel's contract (exposed-contract.ts).
export type { WidgetName } from '@app/shared/federation-host';

/** The remote that exposes `widget` in this registry, if any. */
export function widgetOwner(registry: Registry, widget: WidgetName) {
  return Object.values(registry.remotes).find((remote) => remote.widgets.includes(widget));
}

class WidgetUnavailableError extends Error {}

/**
 * Downloads a widget's remote (its live version: the registry is read again, as for a route
 * first needed after boot — unless that remote already runs on the page, which keeps its
 * version: /signup's page and its modal come from one download, without a round trip between).
 * Fails with WidgetUnavailableError when no remote exposes it or the remote is down after the
 * runtime's retries.
 */
async function importWidget(widget: WidgetName): Promise<WidgetModule> {
  const running = widgetOwner(await loadRegistry(), widget);
  const owner =
    running && isLoaded(running.name) ? running : widgetOwner(await refreshRegistry(), widget);
  if (!owner) throw new WidgetUnavailableError(`no remote exposes ${widget}`);
  markLoaded(owner.name);
  const module = await loadRemote<WidgetModule | UnavailableModule>(`${owner.name}/${widget}`);
  if (!module || isUnavailable(module))
    throw new WidgetUnavailableError(`${widget} is unavailable`);
  return module;
}

/** One lazy component per widget for the life of the page: loaded once, when first shown. */
const lazyWidgets = new Map<WidgetName, ComponentType>();
function lazyWidget(widget: WidgetName): ComponentType {
  let component = lazyWidgets.get(widget);
  if (!component) {
    component = lazy(() => importWidget(widget));
    lazyWidgets.set(widget, component);
  }
  return component;
}

/** Keeps a failing widget (loading or rendering) from taking the page with it. */
class WidgetBoundary extends Component<
  { widget: WidgetName; onUnavailable: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`Widget ${this.props.widget} failed`, error);
    this.props.onUnavailable();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A slot a layout places a remote's widget in. Nothing is downloaded until `needed` is first
 * true (a page that never opens the sign-up modal never loads mf-signup); from then on the widget
 * stays mounted and follows the shared store itself. A remote that is down fails quietly:
 * `onUnavailable` lets the shell tell the member who asked for it.
 */
export function WidgetSlot({
  widget,
  needed,
  onUnavailable,
  fallback = null,
}: {
  widget: WidgetName;
  needed: boolean;
  onUnavailable: () => void;
  /** Shown while the widget's remote downloads. */
  fallback?: ReactNode;
}) {
  const [mounted, setMounted] = useState(needed);
  useEffect(() => {
    if (needed) setMounted(true);
  }, [needed]);
  if (!mounted) return null;
  const Widget = lazyWidget(widget);
  return (
    <WidgetBoundary widget={widget} onUnavailable={onUnavailable}>
      <Suspense fallback={fallback}>
        <Widget />
      </Suspense>
    </WidgetBoundary>
  );
}
