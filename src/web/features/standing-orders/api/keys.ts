/** Query keys of the standing-orders screen; booking one also changes the client's orders. */
export const standingOrderKeys = {
  all: ['standing-orders'] as const,
  list: () => [...standingOrderKeys.all, 'list'] as const,
};
