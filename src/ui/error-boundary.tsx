import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClass, sc } from './static-styles';

interface Props {
  children: ReactNode;
  /** What broke, in the visitor's words: "this page", "this chart". */
  scope?: string;
  /** A smaller fallback for a widget inside a page. */
  compact?: boolean;
}

interface State {
  error: Error | null;
}

/** Catches a render error so the rest of the app keeps working, and offers a reload. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept for whoever opens the console; the visitor sees the fallback.
    console.warn('Recovered from a render error', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const scope = this.props.scope ?? 'this page';
    // Plain elements with static classes: it shows when something failed, so it depends on as
    // little as it can (no Chakra system), and it works on any page.
    return (
      <div
        role="alert"
        className={sc('error-fallback', this.props.compact && 'error-fallback-compact')}
      >
        <h2>Something went wrong with {scope}.</h2>
        <p>The rest of the site still works. Reloading usually fixes this.</p>
        <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
