import { Component, type ErrorInfo, type ReactNode } from 'react';
import { failedChunkId } from '../remotes';
import { BrandErrorPage } from './brand-error-page';

/** A render error that reloading the page's remote can cure, and how to reload it. */
export interface ReloadableError {
  matches: (error: unknown) => boolean;
  reload: () => Promise<void>;
}

interface RouteErrorBoundaryProps {
  /** Changing it (a new location) clears the error, so navigating away recovers. */
  resetKey: string;
  /** E.g. a chunk of the loaded page that failed after a redeploy: shown with a Retry. */
  reloadable?: ReloadableError;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  resetKey: string;
  retrying: boolean;
}

/**
 * Catches render errors of one route's page, so a broken remote shows the brand's error page
 * inside the layout while the header, the footer and every other route keep working.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, resetKey: this.props.resetKey, retrying: false };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error ?? new Error('Unknown render error'), retrying: false };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, resetKey: props.resetKey, retrying: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Logged for operators; the visitor sees the brand's error page.
    console.error('host-shell: a page failed to render', error, info.componentStack);
  }

  // One reload per press, then the page renders again; if it fails again the Retry comes back,
  // so a remote that stays broken never reloads in a loop.
  private readonly retry = () => {
    const { reloadable } = this.props;
    if (!reloadable || this.state.retrying) return;
    this.setState({ retrying: true });
    reloadable.reload().then(
      () => this.setState({ error: null, retrying: false }),
      (error: unknown) => {
        console.error('host-shell: the remote could not be reloaded', error);
        this.setState({ retrying: false });
      },
    );
  };

  override render() {
    const { error, retrying } = this.state;
    if (!error) return this.props.children;
    if (this.props.reloadable?.matches(error)) {
      return (
        <BrandErrorPage
          kind="remote"
          failedChunk={failedChunkId(error)}
          retry={{ onRetry: this.retry, retrying }}
        />
      );
    }
    return <BrandErrorPage kind="render" />;
  }
}
