// Fallback for uncaught rendering errors (spec 01 §2): 'Unexpected Application Error!' and the
// error's message. Used as the router's defaultErrorComponent and by AppErrorBoundary, which
// catches what happens outside the router (providers).
import { Component, type ErrorInfo, type ReactNode } from 'react';

export function ErrorFallback({ error, reset }: { error: unknown; reset?: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center px-6 py-16">
      <h1 className="text-2xl font-semibold text-slate-900">Unexpected Application Error!</h1>
      <pre className="mt-4 overflow-x-auto whitespace-pre-wrap rounded-lg bg-red-50 p-4 font-mono text-sm text-red-800">{message}</pre>
      <div className="mt-6 flex flex-wrap gap-3">
        {reset ? (
          <button
            type="button"
            onClick={reset}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Tekrar Dene
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => location.assign('/')}
          className="inline-flex min-h-11 items-center rounded-lg bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800"
        >
          Ana Sayfaya Dön
        </button>
      </div>
    </div>
  );
}

interface BoundaryState {
  error: unknown;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Uncaught rendering error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error !== null) return <ErrorFallback error={this.state.error} reset={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
