import { Component, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: string;
  children: ReactNode;
}

/** Keeps a failing remote widget from taking the page down with it. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Remote ${this.props.remote} failed`, error);
  }

  override render() {
    return this.state.failed ? (
      <RemoteUnavailable remote={this.props.remote} />
    ) : (
      this.props.children
    );
  }

  /** The same, for a remote's routes: react-router hands the error to the route's errorElement. */
  static RouteError = function RemoteRouteError({ remote }: { remote: string }) {
    const error = useRouteError();
    console.error(`Route of ${remote} failed`, error);
    return <RemoteUnavailable remote={remote} />;
  };
}
