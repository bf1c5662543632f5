// The benchmarks' HTTP calls to the services: JSON in and out, with a customer's token when given.

/** Sends a JSON request; answers status and parsed body, and throws on a status not in `expect`. */
export async function json(url, { method = 'GET', body, token, expect = [200, 201] } = {}) {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!expect.includes(response.status))
    throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return { status: response.status, body: answer };
}
