import { Button } from './ui/Button.js';

/**
 * A read that failed, said as an alert with its Try Again: "`what` could not be loaded". The
 * caller's class lays it out.
 */
export function LoadFailed({
  what,
  className,
  onRetry,
}: {
  what: string;
  className: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className={className}>
      <p>{what} could not be loaded. Check your connection and try again.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
