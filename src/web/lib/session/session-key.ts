/** The session check's query key: GET /api/auth/me, cached as the signed-in user. */
export const ME_KEY = ['/api/auth/me'] as const;
