import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from './registry';

interface Props {
  remote: RemoteName;
  /** When this changes (another page, or 'Try again'), a shown error is cleared and the page rendered afresh. */
  resetKey: string;
  fallback: () => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Contains a remote's failures, whether its code cannot be loaded or one of its pages throws while rendering,
 * so the shell's header, footer and other pages keep working. (React only offers error boundaries as classes.)
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Mealbox: the ${this.props.remote} part of the site failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback() : this.props.children;
  }
}
