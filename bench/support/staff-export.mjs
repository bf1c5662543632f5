// Measures one CSV export of the order report: rows per second, the service's peak memory while it streams, and a
// dashboard request repeated one at a time alongside it (its latencies, to compare with the same request alone).
import { readFileSync } from 'node:fs';

/** The process's resident memory, MiB (Linux /proc). */
export function residentMiB(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/**
 * @param url the export's address; @param token an admin token; @param pid the service's process id
 * @param alongside a URL requested one at a time while the export runs; @param keepIds whether to keep the ids
 */
export async function measureExport({ url, token, pid, alongside, keepIds }) {
  const before = residentMiB(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMiB(pid));
  }, 25);
  let done = false;
  const concurrent = [];
  const failures = [];
  const dashboards = (async () => {
    while (!done) {
      const started = performance.now();
      try {
        const response = await fetch(alongside, { headers: { Authorization: `JWT ${token}` } });
        await response.arrayBuffer();
        if (!response.ok) failures.push(`HTTP ${response.status}`);
        else if (!done) concurrent.push(performance.now() - started);
      } catch (error) {
        // Counted and shown rather than ending the run, so a failure is seen beside the figures.
        failures.push(`${error.message} (${error.cause?.code ?? 'no code'})`);
      }
    }
  })();
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `JWT ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const decoder = new TextDecoder();
  const ids = [];
  let rows = -1; // the header
  let rest = '';
  for await (const chunk of response.body) {
    const text = rest + decoder.decode(chunk, { stream: true });
    const lines = text.split('\r\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      rows++;
      if (keepIds && rows > 0) ids.push(line.split(',')[1]);
    }
  }
  const ms = performance.now() - started;
  done = true;
  await dashboards;
  clearInterval(sampler);
  return {
    rows,
    ms,
    rowsPerSecond: rows / (ms / 1000),
    beforeMiB: before,
    peakMiB: peak,
    concurrent,
    failures,
    ids,
  };
}
