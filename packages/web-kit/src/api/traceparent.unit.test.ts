import { newTraceparent } from './traceparent';

describe('newTraceparent', () => {
  it('when a call starts, then it gets a sampled W3C traceparent with a fresh trace and span id', () => {
    const first = newTraceparent();
    expect(first).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(newTraceparent().split('-')[1]).not.toBe(first.split('-')[1]);
  });

  it('when the random bytes are given, then every byte becomes two hex digits', () => {
    const bytes = (array: Uint8Array) => array.fill(10);
    expect(newTraceparent(bytes)).toBe(`00-${'0a'.repeat(16)}-${'0a'.repeat(8)}-01`);
  });
});
