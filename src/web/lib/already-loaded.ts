/**
 * For React.lazy when the module is already in: React's lazy suspends on its first render even
 * then, since a promise calls back only later, and React then holds the content back until 300 ms
 * after the last Suspense fallback it showed (its fallback throttle), once per nested boundary: the
 * dashboard's heading waited about 600 ms for nothing. A thenable that calls back at once lets
 * that first render use the module.
 */
export function alreadyLoaded<T>(value: T): Promise<T> {
  const thenable = {
    then(resolve: (loaded: T) => unknown) {
      resolve(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}
