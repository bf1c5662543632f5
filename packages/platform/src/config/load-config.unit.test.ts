import { z } from 'zod';
import { ConfigError, loadConfig, portSchema, serviceConfigSchema } from './load-config';

const schema = serviceConfigSchema.extend({ PORT: portSchema });

describe('loadConfig', () => {
  it('when every variable is valid, then it returns typed values', () => {
    const config = loadConfig(schema, {
      MONGO_URL: 'mongodb://127.0.0.1:27017/catalogue',
      KAFKA_BROKERS: '127.0.0.1:9092, 127.0.0.1:9093',
      PORT: '4002',
    });
    expect(config.PORT).toBe(4002);
    expect(config.KAFKA_BROKERS).toEqual(['127.0.0.1:9092', '127.0.0.1:9093']);
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('when a required variable is missing, then the error names it', () => {
    expect(() => loadConfig(schema, { KAFKA_BROKERS: 'localhost:9092', PORT: '1' })).toThrow(/MONGO_URL/);
  });

  it('when several variables are wrong, then the error names each of them', () => {
    let error: unknown;
    try {
      loadConfig(schema, { MONGO_URL: 'http://nope', KAFKA_BROKERS: 'no-port', PORT: 'eighty' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/MONGO_URL: must be a mongodb:\/\/ URL/);
    expect(message).toMatch(/KAFKA_BROKERS/);
    expect(message).toMatch(/PORT/);
  });

  it('when a custom schema has defaults, then absent variables take them', () => {
    expect(loadConfig(z.object({ FLAG: z.string().default('on') }), {})).toEqual({ FLAG: 'on' });
  });
});
