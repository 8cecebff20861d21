import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The only createApi of the platform. Apps add their endpoints with `api.injectEndpoints` in
 * their own feature `api.ts` files; every tag type is declared here so invalidation works across
 * remotes.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'User',
    'Members',
    'Chats',
    'MessageRequests',
    'HiddenMessages',
    'Conversation',
    'Likes',
    'Orders',
    'TimeBonus',
    'Transactions',
    'Notifications',
    'Settings',
    'OwnProfile',
    'Verification',
  ],
  endpoints: () => ({}),
});
