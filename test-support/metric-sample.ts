/**
 * The value of the sample `name{labels}` in a Prometheus text scrape, whatever order its labels are written in
 * (the client puts default labels in different places per metric type); undefined when there is none. The sample
 * must carry every label given, and may carry more.
 */
export function metricSample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const close = line.lastIndexOf('}');
    const written = close === -1 ? '' : line.slice(name.length + 1, close);
    const found = new Map(
      [...written.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((match) => [match[1], match[2]]),
    );
    if (Object.entries(labels).every(([label, value]) => found.get(label) === value))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}
