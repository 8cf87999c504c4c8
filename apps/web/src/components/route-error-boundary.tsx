// Shown inside the layout when a page fails to render or its code cannot be loaded (for example
// after a new release replaced the chunk files): a reload fetches the current version.
import { Component, type ReactNode } from 'react';
import { pageTitle } from '@osce/shared/constants';
import { getBrand } from '../lib/brand';

const TITLE = 'Something went wrong';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** The current path: moving to another page clears the failure. */
  resetKey: string;
}

export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    document.title = pageTitle(TITLE, getBrand());
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="page-narrow not-found">
        <h1>{TITLE}</h1>
        <p>This page could not be shown. Reloading usually fixes it.</p>
        <button
          type="button"
          className="button button--primary button--large"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      </section>
    );
  }
}
