import { useSyncExternalStore } from 'react';
import { connectionCheck } from '../../api/connection-check';
import { Spinner } from '../Spinner';

const CHECKING = 'Checking your connection…';

/**
 * 'Checking your connection…' while the page solves a proof-of-work challenge (a shared address past a limit; it
 * takes a second or two). The visible line is hidden from screen readers, which hear the same words from a live
 * region that is always there (one that appeared with its text might not be announced), out of the form's flow.
 */
export function ConnectionCheckStatus() {
  const checking = useSyncExternalStore(
    connectionCheck.subscribe,
    connectionCheck.isChecking,
    connectionCheck.isChecking,
  );
  return (
    <>
      {checking ? (
        <p className="mb-form__checking" aria-hidden="true">
          <Spinner size="sm" />
          {CHECKING}
        </p>
      ) : null}
      <p className="mb-visually-hidden" role="status">
        {checking ? CHECKING : ''}
      </p>
    </>
  );
}
