import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BrandErrorPage } from './brand-error-page';

interface RouteErrorBoundaryProps {
  /** Changing it (a new location) clears the error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/**
 * Catches render errors of one route's page, so a broken remote shows the brand's error page
 * inside the layout while the header, the footer and every other route keep working.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Logged for operators; the visitor sees the brand's error page.
    console.error('host-shell: a page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <BrandErrorPage kind="render" /> : this.props.children;
  }
}
