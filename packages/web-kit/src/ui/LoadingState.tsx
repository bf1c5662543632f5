import { Spinner } from './Spinner';

/** A spinner with words, announced politely to screen readers. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="mb-loading" role="status">
      <Spinner size="lg" />
      <span>{label}</span>
    </div>
  );
}
