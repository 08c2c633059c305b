/** Query keys of the security screen, from one factory: the URL paths of its two reads. */
export const securityKeys = {
  overview: () => ['/api/auth/security'] as const,
  sessions: () => ['/api/auth/sessions'] as const,
};
