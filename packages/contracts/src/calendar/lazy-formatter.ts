/**
 * A formatter made on its first use rather than when the module loads. Building an Intl formatter is slow the first
 * time (the browser loads its locale and time-zone data), and web-kit and the London calendar load before every
 * page's first render: made eagerly, web-kit's seven formatters cost a phone more than a tenth of a second before
 * anything could happen. Browser-safe: `@mealbox/contracts/lazy-formatter`.
 */
export function lazyFormatter<Formatter>(create: () => Formatter): () => Formatter {
  let formatter: Formatter | undefined;
  return () => (formatter ??= create());
}
