import { Component, Suspense, useCallback, useState, type ErrorInfo, type ReactNode } from 'react';
import { Spinner } from '../ui/spinner';
import { RemoteRegistry } from './remote-registry';
import { federationRuntime } from './runtime-config';

const registry = new RemoteRegistry(federationRuntime);

interface BoundaryProps {
  children: ReactNode;
  onRetry(): void;
  label: string;
  /** Shown instead of the notice when the module fails. */
  fallback?: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

/** Keeps a failing remote inside its own area: the header and other slots keep working. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.label} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <section className="pb-remote-fallback" role="alert">
        <p className="pb-remote-fallback__title">This part of the page could not load.</p>
        <p className="pb-remote-fallback__hint">Check your connection, then try again.</p>
        <button type="button" className="pb-button pb-button--gray" onClick={this.props.onRetry}>
          Try again
        </button>
      </section>
    );
  }
}

interface RemoteSlotProps<P extends object> {
  /** `mfe_pins/PinCloseup` */
  id: string;
  props: P;
  /** Shown while loading and on failure, instead of the spinner and the notice. */
  fallback?: ReactNode;
}

/** Error boundary + Suspense + retry (of the remote `id` belongs to) around one remote module. */
export function RemoteSlot<P extends object>({ id, props, fallback }: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    void registry.retry(id).then(() => setAttempt((n) => n + 1));
  }, [id]);
  const Remote = registry.component<P>(id);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry} label={id} fallback={fallback}>
      <Suspense fallback={fallback ?? <Spinner label="Loading" />}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
