import { pushStatus } from './push-slice';

// Spec §4 push states, and the order in which they are decided.
describe('push state', () => {
  it.each([
    [{ isCapable: null, isSubscribed: false, permission: 'default' }, 'unknown'],
    [{ isCapable: false, isSubscribed: false, permission: 'default' }, 'not_capable'],
    [{ isCapable: true, isSubscribed: false, permission: 'default' }, 'unsubscribed'],
    [{ isCapable: true, isSubscribed: false, permission: 'granted' }, 'unsubscribed'],
    [{ isCapable: true, isSubscribed: true, permission: 'granted' }, 'subscribed'],
    [{ isCapable: true, isSubscribed: true, permission: 'denied' }, 'denied'],
    [{ isCapable: true, isSubscribed: false, permission: 'denied' }, 'denied'],
  ] as const)('%j is %s', (state, status) => {
    expect(pushStatus(state)).toBe(status);
  });
});
