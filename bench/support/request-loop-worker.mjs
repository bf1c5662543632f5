// Requests one URL again and again, one at a time, until told to stop, then posts back the latencies and failures.
// It runs in its own thread so that the requests are timed on an event loop of their own: timed on the loop that
// also reads and splits a streamed export, a request's answer waited behind that parsing, which the service never
// caused and a staff member's browser (another process) would never see.
import { parentPort, workerData } from 'node:worker_threads';

const { url, token } = workerData;
let stopping = false;
parentPort.once('message', () => {
  stopping = true;
});

const latencies = [];
const failures = [];
while (!stopping) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { Authorization: `JWT ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) failures.push(`HTTP ${response.status}`);
    else if (!stopping) latencies.push(performance.now() - started);
  } catch (error) {
    // Counted and shown rather than ending the run, so a failure is seen beside the figures.
    failures.push(`${error.message} (${error.cause?.code ?? 'no code'})`);
  }
  // Lets the stop message in between requests.
  await new Promise((resolve) => setImmediate(resolve));
}
parentPort.postMessage({ latencies, failures });
