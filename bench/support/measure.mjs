// Thin wrapper over autocannon: one run, reduced to the figures the benchmarks print.
import autocannon from 'autocannon';

/**
 * @param {string} url
 * @param {{ connections?: number, durationSeconds?: number, overallRate?: number }} options
 */
export async function measure(url, { connections = 10, durationSeconds = 10, overallRate } = {}) {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    ...(overallRate ? { overallRate } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors during the run`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}
