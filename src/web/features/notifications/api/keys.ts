/** Query keys of the notification settings, from one factory: the URL path of the read. */
export const notificationKeys = {
  preferences: () => ['/api/notifications/preferences'] as const,
};
