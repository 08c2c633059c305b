/**
 * A library loaded by its first use instead of at start (decision 039: the libraries of rare
 * requests). `load` runs once and every caller shares its promise; a failed load is not
 * remembered, so the next use tries again.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
