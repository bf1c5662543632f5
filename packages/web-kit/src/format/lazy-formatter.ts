/**
 * A formatter made on its first use rather than when the module loads. Building an Intl formatter is slow the first
 * time (the browser loads its locale and time-zone data), and web-kit loads before every page's first render: made
 * eagerly, the seven formatters cost a phone more than a tenth of a second before anything could happen.
 */
export function lazyFormatter<Formatter>(create: () => Formatter): () => Formatter {
  let formatter: Formatter | undefined;
  return () => (formatter ??= create());
}
