import { csvCell, csvLine } from './csv-line';

describe('CSV lines', () => {
  it('when a cell holds a comma, a quote or a line break, then it is quoted with its quotes doubled', () => {
    expect(csvCell('Smith, Ada')).toBe('"Smith, Ada"');
    expect(csvCell('Ada "the cook"')).toBe('"Ada ""the cook"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('when a name would run as a spreadsheet formula, then it is kept as text with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+44 7700 900000')).toBe("'+44 7700 900000");
    expect(csvCell('@ada')).toBe("'@ada");
  });

  it('when cells are plain text and numbers, then the line is them comma-separated and ends with CRLF', () => {
    expect(csvLine(['MB-5F3A9C21', 'Ada Lovelace', 59.99])).toBe('MB-5F3A9C21,Ada Lovelace,59.99\r\n');
  });
});
