import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// In CI the Jest lane shares two cores with the production build and the API tests: a first
// render that loads its namespaces and waits for msw's answers has been seen to take over Testing
// Library's default 1 s (start-conversation, 2026-11-28). The bound is raised, not retried: a wait
// for something that never comes still fails, after 3 s instead of 1.
configure({ asyncUtilTimeout: 3000 });

// jest-fixed-jsdom puts Node's FormData in place of jsdom's, and Node's cannot read a jsdom <form>.
// React builds one from a form when its submit starts a transition (a URL update, for one) and
// would throw; no component reads it, so an empty one stands in for it.
const NodeFormData = globalThis.FormData;
globalThis.FormData = class extends NodeFormData {
  constructor(..._formAndSubmitter: unknown[]) {
    super();
  }
};
