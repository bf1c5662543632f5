/** Characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. A text that a
 * spreadsheet would run as a formula (a customer named '=HYPERLINK(...)') gets a leading apostrophe, so staff
 * opening the export never run what a customer typed; the trade-off is that apostrophe in the cell.
 */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV line with its CRLF ending (RFC 4180, and what spreadsheets expect). */
export const csvLine = (cells: readonly (string | number)[]): string => `${cells.map(csvCell).join(',')}\r\n`;
