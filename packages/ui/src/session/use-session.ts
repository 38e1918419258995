import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from './session-store';

/** The session, re-rendering on sign-in, company change and sign-out. The store itself stays free of React so that
 * the shell's entry can read it before React loads. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}
