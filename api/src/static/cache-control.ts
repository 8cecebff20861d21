/** For files whose URL changes when their content does (hashed names, versioned folders). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** For files whose URL stays while their content changes: revalidate every time. */
export const NO_CACHE = 'no-cache';
/** For answers and pages that carry member data: no shared cache, no copy on disk. */
export const PRIVATE_NO_STORE = 'private, no-store';
