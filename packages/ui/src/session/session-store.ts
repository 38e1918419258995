import type { Company, CompanySessionResponse, LoginResponse, User } from '../api/api-types';
import type { PermissionTable } from '../permissions/permission-types';

// Spec 3: the tokens live in session storage (one browser tab), the user in local storage.
const USER_TOKEN_KEY = 'tenon.userToken';
const COMPANY_SESSION_KEY = 'tenon.companySession';
const USER_KEY = 'tenon.user';
const COMPANIES_KEY = 'tenon.companies';

export interface CompanySession {
  sessionToken: string;
  /** Sessions stored before the company's settings travelled with them lack `requireResources`. */
  company: Company & { requireResources?: boolean };
  permissions: PermissionTable;
}

export interface SessionState {
  userToken: string | null;
  user: User | null;
  companies: Company[];
  companySession: CompanySession | null;
}

type Listener = () => void;

function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    storage.removeItem(key);
    return null;
  }
}

function readState(): SessionState {
  const userToken = window.sessionStorage.getItem(USER_TOKEN_KEY);
  return {
    userToken,
    user: userToken === null ? null : readJson<User>(window.localStorage, USER_KEY),
    companies: readJson<Company[]>(window.localStorage, COMPANIES_KEY) ?? [],
    companySession: userToken === null ? null : readJson<CompanySession>(window.sessionStorage, COMPANY_SESSION_KEY),
  };
}

class SessionStore {
  private state: SessionState | null = null;
  private readonly listeners = new Set<Listener>();

  getState = (): SessionState => {
    this.state ??= readState();
    return this.state;
  };

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  signIn(response: LoginResponse): void {
    window.sessionStorage.setItem(USER_TOKEN_KEY, response.token);
    window.sessionStorage.removeItem(COMPANY_SESSION_KEY);
    window.localStorage.setItem(USER_KEY, JSON.stringify(response.user));
    window.localStorage.setItem(COMPANIES_KEY, JSON.stringify(response.companies));
    this.refresh();
  }

  openCompanySession(response: CompanySessionResponse): void {
    const session: CompanySession = {
      sessionToken: response.sessionToken,
      company: response.company,
      permissions: response.permissions,
    };
    window.sessionStorage.setItem(COMPANY_SESSION_KEY, JSON.stringify(session));
    window.localStorage.setItem(USER_KEY, JSON.stringify(response.user));
    this.refresh();
  }

  /** A password change ends every earlier sign-in: the browser keeps going with the token it was handed. */
  replaceUserToken(token: string): void {
    if (this.getState().userToken === null) return;
    window.sessionStorage.setItem(USER_TOKEN_KEY, token);
    this.refresh();
  }

  updatePermissions(permissions: PermissionTable): void {
    const current = this.getState().companySession;
    if (current === null) return;
    window.sessionStorage.setItem(COMPANY_SESSION_KEY, JSON.stringify({ ...current, permissions }));
    this.refresh();
  }

  /** Company settings that travel with the session (e.g. `requireResources`) follow a change without a new sign-in. */
  updateCompany(changes: Partial<CompanySession['company']>): void {
    const current = this.getState().companySession;
    if (current === null) return;
    window.sessionStorage.setItem(COMPANY_SESSION_KEY, JSON.stringify({ ...current, company: { ...current.company, ...changes } }));
    this.refresh();
  }

  /** Clears every stored trace of the user (logout, revoked or expired tokens). */
  clear(): void {
    window.sessionStorage.removeItem(USER_TOKEN_KEY);
    window.sessionStorage.removeItem(COMPANY_SESSION_KEY);
    window.localStorage.removeItem(USER_KEY);
    window.localStorage.removeItem(COMPANIES_KEY);
    this.refresh();
  }

  private refresh(): void {
    this.state = readState();
    for (const listener of this.listeners) listener();
  }
}

export const sessionStore = new SessionStore();
