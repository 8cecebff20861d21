// Test helpers for every app, as the package entry `@app/shared/testing`: a real store, real i18n
// and a fake network (MSW) whose fixtures and handlers are built from the wire contracts, one
// module per resource. Never imported by application code.
export * from './render';
export * from './msw';
export * from './mocks/user';
export * from './mocks/settings';
export * from './mocks/members';
export * from './mocks/activity';
export { apiErrorAnswer } from './mocks/errors';
export * from './mocks/profile';
export * from './push-browser';
export { installTouchScreen } from './touch-screen';
