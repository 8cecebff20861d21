// Values the journeys' server (scripts/e2e-server.mjs) and the journeys (e2e/) both need.

/** The token the journeys' server takes mail events with (MAIL_EVENTS_TOKEN). */
export const E2E_MAIL_EVENTS_TOKEN = 'e2e-mail-events-token';
