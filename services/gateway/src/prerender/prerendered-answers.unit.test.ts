import { brotliDecompressSync } from 'node:zlib';
import { toPrerenderedAnswers } from './prerendered-answers';

describe('toPrerenderedAnswers', () => {
  it('when a page read nothing from the API, then there is no file', () => {
    expect(toPrerenderedAnswers({})).toBeUndefined();
  });

  it('when a page read answers, then they are one file named by its content', () => {
    const answers = { '/api/configuration/': '{"a":1}', '/api/meals/?week=2026-11-30': '[]' };
    const file = toPrerenderedAnswers(answers);
    expect(file?.path).toMatch(/^\/_prerender\/answers\/[\w-]{22}\.json$/);
    expect(JSON.parse(brotliDecompressSync(file?.encoded.br ?? Buffer.alloc(0)).toString())).toEqual(answers);
    expect(toPrerenderedAnswers({ ...answers })?.path).toBe(file?.path);
    expect(toPrerenderedAnswers({ '/api/configuration/': '{"a":2}' })?.path).not.toBe(file?.path);
  });

  it('when the answers are too large to be worth it, then there is no file and the app asks the API', () => {
    expect(toPrerenderedAnswers({ '/api/meals/': 'x'.repeat(600 * 1024) })).toBeUndefined();
  });
});
