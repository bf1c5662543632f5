import http from 'node:http';
import path from 'node:path';

/**
 * Finds the Docker engine testcontainers will use, quickly, so `TEST_INFRA=containers` without one fails in seconds
 * with a sentence saying what to do, not after a minute of retries inside testcontainers.
 *
 * Where it looks: DOCKER_HOST when set (as the Docker CLI and testcontainers do); otherwise the usual sockets of a
 * system engine, Docker Desktop and rootless Docker. An engine answers when `GET /_ping` gets 200.
 */
export const PING_TIMEOUT_MS = 2_000;

/** The addresses to try, as DOCKER_HOST-style URIs, in order. */
export function dockerEngineCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.DOCKER_HOST) return [env.DOCKER_HOST];
  const candidates = ['unix:///var/run/docker.sock'];
  if (env.HOME) candidates.push(`unix://${path.join(env.HOME, '.docker/run/docker.sock')}`);
  if (env.XDG_RUNTIME_DIR) candidates.push(`unix://${path.join(env.XDG_RUNTIME_DIR, 'docker.sock')}`);
  return candidates;
}

/**
 * Whether this probe can speak to the address: plain HTTP over a unix socket or TCP. An engine behind TLS, SSH or a
 * Windows named pipe is left to testcontainers' own connection, which knows those.
 */
export function probeable(uri: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (uri.startsWith('unix://')) return true;
  return uri.startsWith('tcp://') && env.DOCKER_TLS_VERIFY !== '1';
}

/** Whether a Docker engine answers `GET /_ping` at a unix:// or tcp:// address within the timeout. */
export function pingDockerEngine(uri: string, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  const where: http.RequestOptions = uri.startsWith('unix://')
    ? { socketPath: uri.slice('unix://'.length) }
    : { host: new URL(uri).hostname, port: Number(new URL(uri).port || 2375) };
  return new Promise((resolve) => {
    const request = http.get({ ...where, path: '/_ping', timeout: timeoutMs }, (answer) => {
      answer.resume();
      resolve(answer.statusCode === 200);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', () => resolve(false));
  });
}

/**
 * The address of a Docker engine that answers, or an error naming every address tried and the way back to the
 * local infrastructure.
 */
export async function findDockerEngine(env: NodeJS.ProcessEnv = process.env, timeoutMs = PING_TIMEOUT_MS) {
  const candidates = dockerEngineCandidates(env);
  for (const uri of candidates) {
    if (!probeable(uri, env) || (await pingDockerEngine(uri, timeoutMs))) return uri;
  }
  throw new Error(
    `TEST_INFRA=containers needs a Docker engine; none answered at ${candidates.join(', ')} ` +
      '(set DOCKER_HOST if yours listens elsewhere). Unset TEST_INFRA to use the local infrastructure from infra/up.sh.',
  );
}
