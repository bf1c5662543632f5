import { chooseEncoding, compressedHeaders, isCompressible } from './answer-compression';

describe('chooseEncoding', () => {
  it('when the browser takes Brotli, then Brotli is chosen over gzip', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
  });

  it('when the browser takes only gzip, or refuses Brotli with q=0, then gzip is chosen', () => {
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
  });

  it('when the client asks for no encoding, or refuses both, then nothing is compressed', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('br;q=0, gzip;q=0.0')).toBeUndefined();
  });
});

describe('isCompressible', () => {
  it('when an answer is JSON or problem+json of a kilobyte or more, or of unknown length, then it is compressed', () => {
    expect(
      isCompressible(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': '2048' }),
    ).toBe(true);
    expect(isCompressible(400, { 'content-type': 'application/problem+json' })).toBe(true);
  });

  it('when an answer is small, already compressed, empty, an event stream or a picture, then it goes out as it is', () => {
    expect(isCompressible(200, { 'content-type': 'application/json', 'content-length': '300' })).toBe(false);
    expect(isCompressible(200, { 'content-type': 'text/css', 'content-encoding': 'br' })).toBe(false);
    expect(isCompressible(304, { 'content-type': 'application/json' })).toBe(false);
    expect(isCompressible(200, { 'content-type': 'text/event-stream' })).toBe(false);
    expect(isCompressible(200, { 'content-type': 'image/png' })).toBe(false);
  });
});

describe('compressedHeaders', () => {
  it('when a body is compressed, then its length goes, the encoding is named and Vary adds Accept-Encoding', () => {
    expect(
      compressedHeaders(
        { 'content-type': 'application/json', 'content-length': '5000', vary: 'Authorization' },
        'gzip',
      ),
    ).toEqual({
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      vary: 'Authorization, Accept-Encoding',
    });
  });
});
