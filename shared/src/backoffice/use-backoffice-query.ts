import { useCallback, useEffect, useState } from 'react';
import { backofficeRequest, type BackofficeError } from './client';

/**
 * A back-office read: the data, the refusal if any, and `reload` after a change. Staff screens
 * show what the API holds now; no cache to keep in step with the actions.
 */
export function useBackofficeQuery<T>(path: string | null) {
  const [state, setState] = useState<{ data?: T; error?: BackofficeError; loading: boolean }>({
    loading: path !== null,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let current = true;
    setState((before) => ({ ...before, loading: true }));
    backofficeRequest<T>(path).then(
      (data) => current && setState({ data, loading: false }),
      (error: BackofficeError) => current && setState({ error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
