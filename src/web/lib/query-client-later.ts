/** The one query client, for code on the sign-in page's first load, which does not import it. */
export const loadQueryClient = () => import('./query-client').then((m) => m.queryClient);

/** The provider's module, loaded beside each lazy part that reads through the cache. */
export const loadQueryProvider = () => import('./query-provider');
