import { Component, useRef, type ReactNode } from 'react';
import { MemoryRouter } from 'shared-lib/routers';

import { useMirroredStylesheets } from './useMirroredStylesheets';

interface BoundaryProps {
  /** The entry as text: the next edit tries again. */
  entry: string;
  children: ReactNode;
}

/** A half-filled entry may not render yet: say so instead of blanking the preview. */
class PreviewBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.entry !== this.props.entry) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? (
      <p className="note">The preview appears when the required fields are filled in.</p>
    ) : (
      this.props.children
    );
  }
}

/**
 * The frame of every preview: the site's main column, a router at the page's address (the
 * site's links need one; they do not navigate here) and the remotes' stylesheets.
 */
export function PreviewFrame({
  path,
  entry,
  children,
}: {
  path: string;
  entry: unknown;
  children: ReactNode;
}) {
  const main = useRef<HTMLElement>(null);
  useMirroredStylesheets(main);
  return (
    <MemoryRouter initialEntries={[path]}>
      <main ref={main} className="site-main container">
        <PreviewBoundary entry={JSON.stringify(entry)}>{children}</PreviewBoundary>
      </main>
    </MemoryRouter>
  );
}
