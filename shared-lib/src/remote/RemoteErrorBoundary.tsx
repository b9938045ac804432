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

/** What a part's boundary has reported, by the error's name and message. */
const reportedByParts = new Set<string>();
const keyOf = (error: Error) => `${error.name}: ${error.message}`;

/**
 * Whether an error was thrown by a remote's component and already reported by its part. React
 * reports an error thrown while hydrating as a recoverable error (its `cause`) and then renders the
 * part again in the browser, where the part's boundary catches and reports it: the page's
 * `onRecoverableError` uses this to report the failure once, not twice.
 */
export function isReportedByRemotePart(error: unknown): boolean {
  return error instanceof Error && reportedByParts.has(keyOf(error));
}

/** Keeps a failing part (a remote that is down, slow or throws) from taking the page with it. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof Error) reportedByParts.add(keyOf(error));
    reportFailure(this.props.source, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
