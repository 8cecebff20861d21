import { alertsAllowedOn } from './alert-rules';

// Spec §4: which alerts each route can have, from the one table.
describe('alert table', () => {
  it.each([
    ['/members', ['accountReminder', 'push', 'disabledNotifications', 'profilePhoto']],
    ['/chats/12', ['accountReminder', 'push', 'disabledNotifications', 'profilePhoto']],
    ['/signup', ['disabledNotifications']],
    ['/notifications', []],
    ['/settings', ['push']],
    ['/profile', ['accountReminder', 'push', 'disabledNotifications']],
    ['/premium', ['accountReminder', 'disabledNotifications']],
    ['/directdebit', ['accountReminder', 'disabledNotifications']],
    // Never "confirm your e-mail" above "confirmed" (issue 25 §3).
    ['/activate/done', ['disabledNotifications']],
    ['/notifications/', []],
  ])('%s shows %j', (path, alerts) => {
    expect(alertsAllowedOn(path)).toEqual(alerts);
  });
});
