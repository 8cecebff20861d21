import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { SESSION_ENDED_EVENT, backofficeRequest } from '@app/shared/backoffice';

export interface StaffMember {
  id: number;
  email: string;
  role: string;
  permissions: string[];
}

interface StaffState {
  /** undefined while asking the API, null when nobody is logged in. */
  staff: StaffMember | null | undefined;
  /** Asks the API who is logged in (after a login step, or to check). */
  refresh: () => Promise<StaffMember | null>;
  logout: () => Promise<void>;
  can: (permission: string) => boolean;
}

const StaffContext = createContext<StaffState | null>(null);

/** Who is logged in to the back office, as the API says (`GET /me`): nothing is assumed. */
export function StaffProvider({ children }: { children: ReactNode }) {
  const [staff, setStaff] = useState<StaffMember | null | undefined>(undefined);
  const refresh = useCallback(async () => {
    const me = await backofficeRequest<StaffMember>('/me').catch(() => null);
    setStaff(me);
    return me;
  }, []);
  const logout = useCallback(async () => {
    await backofficeRequest('/logout', { method: 'POST', body: {} }).catch(() => undefined);
    setStaff(null);
  }, []);
  useEffect(() => {
    void refresh();
    // A session that ended (idle, disabled by an owner) sends its staff member to the login.
    const ended = () => setStaff(null);
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, ended);
  }, [refresh]);
  const value = useMemo<StaffState>(
    () => ({
      staff,
      refresh,
      logout,
      can: (permission) => staff?.permissions.includes(permission) ?? false,
    }),
    [staff, refresh, logout],
  );
  return <StaffContext.Provider value={value}>{children}</StaffContext.Provider>;
}

export function useStaff(): StaffState {
  const state = useContext(StaffContext);
  if (!state) throw new Error('useStaff outside StaffProvider');
  return state;
}
