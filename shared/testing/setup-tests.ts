import '@testing-library/jest-dom';

// jest-fixed-jsdom puts Node's FormData in place of jsdom's, and Node's cannot read a jsdom <form>.
// React builds one from a form when its submit starts a transition (a URL update, for one) and
// would throw; no component reads it, so an empty one stands in for it.
const NodeFormData = globalThis.FormData;
globalThis.FormData = class extends NodeFormData {
  constructor(..._formAndSubmitter: unknown[]) {
    super();
  }
};
