import request from 'supertest';
import type { TrustProxy } from '../config/trust-proxy';
import { createLogger } from '../logging/create-logger';
import { createServiceMetrics } from '../metrics/service-metrics';
import { createHttpApp } from './create-http-app';

const logger = createLogger('test', 'silent');

/** An app that answers with the client address it believes in (`req.ip`, what the sign-in throttle counts by). */
function appTrusting(trustProxy?: TrustProxy) {
  return createHttpApp({
    logger,
    metrics: createServiceMetrics('test'),
    ...(trustProxy === undefined ? {} : { trustProxy }),
    routes(app) {
      app.get('/ip', (req, res) => {
        res.json({ ip: req.ip });
      });
    },
  });
}

// supertest connects from 127.0.0.1, so the socket address is loopback in every case here.
const SOCKET_ADDRESS = /^(::ffff:)?127\.0\.0\.1$/;

describe('the client address behind a proxy', () => {
  it('when nothing is configured and the proxy is on loopback, then the forwarded address is the client', async () => {
    const res = await request(appTrusting()).get('/ip').set('X-Forwarded-For', '203.0.113.7');
    expect(res.body.ip).toBe('203.0.113.7');
  });

  it('when the sender is not a trusted proxy, then its socket address is the client, whatever it forwards', async () => {
    const res = await request(appTrusting(['10.0.0.0/8']))
      .get('/ip')
      .set('X-Forwarded-For', '203.0.113.7');
    expect(res.body.ip).toMatch(SOCKET_ADDRESS);
  });

  it('when no X-Forwarded-For is sent, then the socket address is the client', async () => {
    const res = await request(appTrusting(['loopback'])).get('/ip');
    expect(res.body.ip).toMatch(SOCKET_ADDRESS);
  });

  it('when one hop is trusted, then the address that hop appended is the client, not one the client made up', async () => {
    const res = await request(appTrusting(1)).get('/ip').set('X-Forwarded-For', '198.51.100.66, 203.0.113.7');
    expect(res.body.ip).toBe('203.0.113.7');
  });

  it('when the hop count is 0, then nothing forwarded is believed', async () => {
    const res = await request(appTrusting(0)).get('/ip').set('X-Forwarded-For', '203.0.113.7');
    expect(res.body.ip).toMatch(SOCKET_ADDRESS);
  });
});
