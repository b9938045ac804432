import { Component, type ReactNode } from 'react';
import { reportFailure } from '../analytics/events';

interface Props {
  /** Names the failed part in the report. */
  source: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a failing part (a remote that is down, slow or throws) from taking the page with it. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportFailure(this.props.source, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
