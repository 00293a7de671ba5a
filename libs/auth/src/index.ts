export { createSessionStore, getSessionStore, SESSION_STORAGE_KEY, SESSION_CHANGED_EVENT } from './session-store';
export type { Role, SessionUser, SessionState, SessionStore } from './session-store';
export { useSession, RequireAuth, RequireRole, LOGIN_PATH } from './guards';
