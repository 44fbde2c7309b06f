/**
 * A value made the first time it is asked for, then kept. For `Intl` formatters: making one costs milliseconds
 * (the locale's data is loaded), so a formatter made when its module loads lengthens the app's start, one made per
 * call lengthens every render that formats (a listing formats two ratings per card).
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
