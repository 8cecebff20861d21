import { createAction } from '@reduxjs/toolkit';

/**
 * The server said the session is gone (a 403 `authentication_required`, spec §4): an event, not
 * a setter. Kept apart from the slice so the base query can emit it without an import cycle.
 */
export const sessionEnded = createAction('auth/sessionEnded');

/**
 * The member's balance changed (a message paid, a purchase), known from an answer or a live
 * event: the navigation shows it at once, without asking for the member again.
 */
export const creditsChanged = createAction<number>('auth/creditsChanged');

/**
 * The member became premium, or stopped being (a purchase paid, a chargeback), known from a live
 * event: the navigation and every premium gate follow at once (spec §1, §6).
 */
export const paidUserChanged = createAction<boolean>('auth/paidUserChanged');
