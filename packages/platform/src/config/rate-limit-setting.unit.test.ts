import { z } from 'zod';
import { loadConfig } from './load-config';
import { rateLimitSettingSchema } from './rate-limit-setting';

const schema = z.object({ LIMIT: rateLimitSettingSchema.prefault('10/3600') });

describe('a rate limit written in the environment', () => {
  it('when it is unset, then the default applies', () => {
    expect(loadConfig(schema, {}).LIMIT).toEqual({ points: 10, durationSeconds: 3600 });
  });

  it('when it is requests/seconds, then both are read', () => {
    expect(loadConfig(schema, { LIMIT: ' 5/600 ' }).LIMIT).toEqual({ points: 5, durationSeconds: 600 });
  });

  it.each(['0/60', '5/0', '5', 'five/60', '5/60/2', '-5/60', '1.5/60', 'off'])(
    'when it is %s, then start-up fails saying how to write it',
    (value) => {
      expect(() => loadConfig(schema, { LIMIT: value })).toThrow(
        'LIMIT: must be <requests>/<seconds>, e.g. 10/3600 for ten an hour',
      );
    },
  );
});
