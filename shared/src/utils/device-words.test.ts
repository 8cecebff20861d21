import { deviceWords } from './device-words';

describe("a session's device in the member's language (issue 49 §12)", () => {
  it('says the join in their words, and leaves a device without one as it is', () => {
    expect(deviceWords('Safari 17 on iOS', 'sur')).toBe('Safari 17 sur iOS');
    expect(deviceWords('Firefox 133 on Linux', 'on')).toBe('Firefox 133 on Linux');
    expect(deviceWords('Android', 'sur')).toBe('Android');
  });
});
