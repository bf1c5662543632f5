// Measures one CSV export of the order report: rows per second, the service's peak memory while it streams, and a
// dashboard request repeated one at a time alongside it from another thread (its latencies, to compare with the
// same request alone).
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

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
  const loop = new Worker(new URL('./request-loop-worker.mjs', import.meta.url), {
    workerData: { url: alongside, token },
  });
  const alongsideResult = new Promise((resolve, reject) => {
    loop.once('message', resolve);
    loop.once('error', reject);
  });
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
  loop.postMessage('stop');
  const { latencies: concurrent, failures } = await alongsideResult;
  await loop.terminate();
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
