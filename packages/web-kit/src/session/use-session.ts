import { useSyncExternalStore } from 'react';
import { session } from '../api/default-client';
import type { SessionState, SessionStore } from './session-store';

/**
 * The visitor's session (signed in?, username, staff/superuser from the access token's claims). Re-renders when
 * they sign in or out, in this tab or another.
 */
export function useSession(store: SessionStore = session.store): SessionState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
