import { sniffImageType } from './sniff-image-type';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('telling an image by its bytes', () => {
  it('when the bytes start like a JPEG, PNG, GIF or WebP, then that type', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('image/png');
    expect(sniffImageType(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('when the bytes are text, an SVG, a PDF, too short or empty, then not an image we accept', () => {
    expect(sniffImageType(bytes('hello, this is not a picture'))).toBeUndefined();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageType(bytes([0x89], 'PN'))).toBeUndefined();
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});
