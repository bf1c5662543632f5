/** Prints rows of cells (strings) under a header, each column padded to its widest cell, and a blank line. */
export function printTextTable(header, lines) {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  console.log('');
}
