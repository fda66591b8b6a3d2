import { Component, type ErrorInfo, type ReactNode } from 'react';

interface AppErrorBoundaryProps {
  /** What shows instead of the whole shell after a render error outside any route. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/**
 * The last line: a render error in the header, footer, toasts or a provider would otherwise
 * unmount the whole tree and leave a white page. Route errors never get here (each route has
 * its own boundary inside the layout).
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('host-shell: the shell failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
