import { z } from 'zod';
import { ConfigError, loadConfig, serviceConfigSchema } from './load-config';
import { trustProxySchema } from './trust-proxy';

const parse = (value: string) => trustProxySchema.parse(value);
const requiredVariables = { MONGO_URL: 'mongodb://127.0.0.1:27017/x', KAFKA_BROKERS: '127.0.0.1:9092' };

describe('TRUST_PROXY', () => {
  it('when it is unset, then only loopback proxies are trusted', () => {
    expect(loadConfig(serviceConfigSchema, requiredVariables).TRUST_PROXY).toEqual(['loopback']);
  });

  it.each([
    ['loopback', ['loopback']],
    ['uniquelocal', ['uniquelocal']],
    ['linklocal', ['linklocal']],
    [' 1 ', 1],
    ['0', 0],
    ['loopback, 10.0.0.0/8,172.16.0.0/12', ['loopback', '10.0.0.0/8', '172.16.0.0/12']],
    ['192.168.1.20', ['192.168.1.20']],
    ['fd00::/8, ::1', ['fd00::/8', '::1']],
  ])('when it is "%s", then express gets %j', (value, expected) => {
    expect(parse(value)).toEqual(expected);
  });

  it.each([
    ['true', /"true"/],
    ['everyone', /"everyone"/],
    ['loopback,', /must be loopback, linklocal, uniquelocal, a hop count/],
    ['', /must be loopback/],
    ['-1', /"-1"/],
    ['1.5', /"1.5"/],
    ['10.0.0.0/33', /"10.0.0.0\/33"/],
    ['fd00::/129', /"fd00::\/129"/],
    ['10.0.0.0/8/8', /"10.0.0.0\/8\/8"/],
    ['10.0.0.256', /"10.0.0.256"/],
    ['10.0.0.0/abc', /"10.0.0.0\/abc"/],
  ])('when it is "%s", then start-up fails naming the variable and the value', (value, message) => {
    let error: unknown;
    try {
      loadConfig(serviceConfigSchema, { ...requiredVariables, TRUST_PROXY: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/TRUST_PROXY: /);
    expect((error as Error).message).toMatch(message);
  });

  it('when a service extends the shared schema, then it reads the setting too', () => {
    const schema = serviceConfigSchema.extend({ EXTRA: z.string().default('x') });
    expect(loadConfig(schema, { ...requiredVariables, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });
});
