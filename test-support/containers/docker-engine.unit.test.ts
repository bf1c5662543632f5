import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dockerEngineCandidates, findDockerEngine } from './docker-engine';

describe('findDockerEngine', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'mealbox-docker-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** A unix socket that answers like an engine (`handle` decides how), closed after the test. */
  async function engineAt(
    name: string,
    handle: http.RequestListener,
  ): Promise<{ uri: string; close: () => void }> {
    const socketPath = path.join(folder, name);
    const server = http.createServer(handle);
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    return { uri: `unix://${socketPath}`, close: () => server.close() };
  }

  it('when DOCKER_HOST names a socket that does not exist, then it fails at once saying what to do', async () => {
    const missing = `unix://${path.join(folder, 'no-such-docker.sock')}`;
    const started = Date.now();
    await expect(findDockerEngine({ DOCKER_HOST: missing })).rejects.toThrow(
      `TEST_INFRA=containers needs a Docker engine; none answered at ${missing} (set DOCKER_HOST if yours listens ` +
        'elsewhere). Unset TEST_INFRA to use the local infrastructure from infra/up.sh.',
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('when an engine answers its ping, then that is the engine used', async () => {
    const engine = await engineAt('answering.sock', (request, answer) => {
      answer.writeHead(request.url === '/_ping' ? 200 : 404).end('OK');
    });
    try {
      await expect(findDockerEngine({ DOCKER_HOST: engine.uri })).resolves.toBe(engine.uri);
    } finally {
      engine.close();
    }
  });

  it('when something listens but never answers, then it gives up after the timeout', async () => {
    const engine = await engineAt('silent.sock', () => undefined);
    try {
      await expect(findDockerEngine({ DOCKER_HOST: engine.uri }, 200)).rejects.toThrow(/none answered at/);
    } finally {
      engine.close();
    }
  });

  it('when what answers is not an engine, then it is not taken for one', async () => {
    const engine = await engineAt('other.sock', (_request, answer) => answer.writeHead(404).end());
    try {
      await expect(findDockerEngine({ DOCKER_HOST: engine.uri })).rejects.toThrow(/none answered at/);
    } finally {
      engine.close();
    }
  });

  it('when the engine sits behind TLS, then it is left to testcontainers to reach', async () => {
    const env = { DOCKER_HOST: 'tcp://192.0.2.1:2376', DOCKER_TLS_VERIFY: '1' };
    await expect(findDockerEngine(env)).resolves.toBe('tcp://192.0.2.1:2376');
  });

  it('when DOCKER_HOST is unset, then the system, Docker Desktop and rootless sockets are tried', () => {
    expect(dockerEngineCandidates({ HOME: '/home/ann', XDG_RUNTIME_DIR: '/run/user/1000' })).toEqual([
      'unix:///var/run/docker.sock',
      'unix:///home/ann/.docker/run/docker.sock',
      'unix:///run/user/1000/docker.sock',
    ]);
  });
});
