import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import { visitorCountry } from '../site/request-site';
import { DEVICE_JOINER } from '@app/shared/device-words';
import { describeSession } from './service';

/**
 * The device a request comes from, as a member recognises it in their list of sessions:
 * "Chrome 131 on Windows", "Safari on iOS" (the User-Agent, read by bowser). Null without one.
 */
export function deviceName(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent.slice(0, 500));
  const major = browser.version?.split('.')[0];
  const name = [browser.name, major].filter(Boolean).join(' ');
  const system = os.name ?? '';
  if (!name && !system) return null;
  return name && system ? `${name}${DEVICE_JOINER}${system}` : name || system;
}

/** The device and coarse place a request comes from. */
export const sessionClient = (request: FastifyRequest) => ({
  device: deviceName(request.headers['user-agent']),
  country: visitorCountry(request),
});

/** Notes the device and coarse place of the session a request's cookie was just issued for. */
export async function describeNewSession(request: FastifyRequest, token: string): Promise<void> {
  await describeSession(request.server.db, token, sessionClient(request));
}
