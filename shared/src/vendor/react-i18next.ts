// What the platform uses of react-i18next, provided as the shared `react-i18next` singleton (see
// react-router.ts for why: `Trans` and its HTML parser are left out until something needs them).
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-full';
