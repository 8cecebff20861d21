import { useEffect, useState } from 'react';
import { GEOLOCATION_MAX_AGE_MS } from '@app/shared/values';

/** Spec §3: unsupported, unknown, or the browser's own permission state. */
export type GeolocationPermission = 'unsupported' | 'unknown' | PermissionState;

/** Follows the browser's geolocation permission, also when the member changes it meanwhile. */
export function useGeolocationPermission(): GeolocationPermission {
  const [state, setState] = useState<GeolocationPermission>(() =>
    typeof navigator === 'undefined' || !('geolocation' in navigator) ? 'unsupported' : 'unknown',
  );
  useEffect(() => {
    if (state === 'unsupported' || !navigator.permissions?.query) return;
    let status: PermissionStatus | undefined;
    const follow = () => status && setState(status.state);
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((answer) => {
        status = answer;
        follow();
        status.addEventListener('change', follow);
      })
      // Some browsers cannot tell: the state stays unknown and asking still works.
      .catch(() => undefined);
    return () => status?.removeEventListener('change', follow);
  }, [state === 'unsupported']); // eslint-disable-line react-hooks/exhaustive-deps
  return state;
}

/**
 * The browser's position, rounded to about a kilometre: enough to name the town, and all the
 * server needs to know. A position up to an hour old will do (spec §9).
 */
export function currentPosition(): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          lat: Math.round(coords.latitude * 100) / 100,
          lon: Math.round(coords.longitude * 100) / 100,
        }),
      reject,
      { maximumAge: GEOLOCATION_MAX_AGE_MS, timeout: 15_000, enableHighAccuracy: false },
    );
  });
}
