/** The badge colour of each state of an operated profile, in the list and on its page. */
export const stateBadge = {
  active: 'text-bg-success',
  paused: 'text-bg-warning',
  retired: 'text-bg-secondary',
} as const;
