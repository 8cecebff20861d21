import type { ComponentType } from 'react';

/** Where the back office's API lives (issue 26 §1): its own session cookie is scoped to it. */
export const BACKOFFICE_API = '/api/backoffice';
/** Where the back-office host is served. */
export const BACKOFFICE_PATH = '/backoffice';

/** A refusal of the back office's API, with its code for a translated text. */
export class BackofficeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BackofficeError';
  }
}

/** Said by the API when the staff session ended (idle, disabled, logged out elsewhere). */
export const SESSION_ENDED_EVENT = 'backoffice:session-ended';

/** A fetch of the back office's API; a network failure becomes a BackofficeError `network`. */
async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`${BACKOFFICE_API}${path}`, { credentials: 'same-origin', ...init });
  } catch (error) {
    throw new BackofficeError(0, 'network', String(error));
  }
}

/** A refusal as a BackofficeError; when the session is gone, the host is told first. */
function refusal(response: Response, data: unknown): BackofficeError {
  const error = (data as { error?: { code?: string; message?: string } } | null)?.error;
  const code = error?.code ?? 'server_error';
  if (code === 'staff_login_required') window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  return new BackofficeError(response.status, code, error?.message ?? response.statusText);
}

/**
 * A call to the back office's API: JSON in and out, the staff cookie sent (same origin). A
 * refusal becomes a BackofficeError; a network failure one with the code `network`. When the
 * session is gone the host is told (it shows the login again) — the screen that asked needs
 * to do nothing about it.
 */
export async function backofficeRequest<T>(
  path: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await send(path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const data: unknown = text === '' ? null : safeJson(text);
  if (!response.ok) throw refusal(response, data);
  return data as T;
}

/**
 * A back-office upload: one file under `field`, sent as a browser form sends it (multipart).
 * Answers and refusals as for backofficeRequest.
 */
export async function backofficeUpload<T>(path: string, file: Blob, field = 'photo'): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  const response = await send(path, { method: 'POST', body });
  const text = await response.text();
  const data: unknown = text === '' ? null : safeJson(text);
  if (!response.ok) throw refusal(response, data);
  return data as T;
}

/**
 * A back-office call that answers a file (a member's data export): saved by the browser under
 * the name the API gives. Refusals as for backofficeRequest.
 */
export async function backofficeDownload(path: string, body: unknown): Promise<void> {
  const response = await send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw refusal(response, safeJson(await response.text()));
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * What a remote's `./backoffice` module exposes (issue 26 §1): the screens of its domain, each
 * behind one permission of the API's matrix. The host lists the screens the staff member may
 * open in its navigation; a screen's code is downloaded when it is first opened.
 */
export interface BackofficeScreen {
  /** Under /backoffice/, e.g. `photos`. */
  path: string;
  /** The permission the screen needs (the API enforces it again on every call). */
  permission: string;
  /** The i18n namespace the remote registered, and the key of the screen's name in it. */
  namespace: string;
  titleKey: string;
  load: () => Promise<{ default: ComponentType }>;
}
export interface BackofficeModule {
  screens: BackofficeScreen[];
}
