import { Home, RefreshCw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { crashScreenOf } from './format';

interface State {
  error: Error | null;
}

/** Catches a rendering failure of a ticket screen and offers Try Again and Go Home (product §1.2.7). */
export class TicketErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Ticket screen failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const view = crashScreenOf(error.message);
    return (
      <Card
        role="alert"
        className="mx-auto mt-8 flex max-w-lg flex-col items-center gap-3 px-6 py-12 text-center"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-bold text-slate-900">{view.title}</h1>
        <p className="text-sm text-slate-600">{view.text}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button onClick={() => this.setState({ error: null })}>
            <RefreshCw aria-hidden="true" />
            Try Again
          </Button>
          <Button asChild variant="outline">
            <Link to={PAGE_PATHS.dashboard} onClick={() => this.setState({ error: null })}>
              <Home aria-hidden="true" />
              Go Home
            </Link>
          </Button>
        </div>
      </Card>
    );
  }
}
