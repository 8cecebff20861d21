import { api } from './api-slice';
import '../auth/auth-api';

describe('the one api slice', () => {
  it('refuses a second endpoint under a name another feature already injected', () => {
    expect(() =>
      api.injectEndpoints({
        overrideExisting: 'throw',
        endpoints: (build) => ({ getUser: build.query<null, void>({ query: () => 'other.php' }) }),
      }),
    ).toThrow(/getUser/);
  });
});
