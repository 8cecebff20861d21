/** This remote's translation namespace (`locales/<lng>/landers.json`). */
export const NAMESPACE = 'landers';
