/**
 * Strings held once each and named by a small number: the report's rows repeat the same few tens of thousands of
 * names, emails and customer ids a million times, so a row keeps 4-byte numbers instead of its own strings. Never
 * shrinks: a string no row names any more stays until the next reload (names change rarely).
 */
export class StringTable {
  private readonly numbers = new Map<string, number>();
  private readonly strings: string[] = [];

  /** The number of `value`, given it now if it had none. */
  numberOf(value: string): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.strings.length;
      this.strings.push(value);
      this.numbers.set(value, number);
    }
    return number;
  }

  stringOf(number: number): string {
    return this.strings[number] ?? '';
  }

  /** Every string, by number (for a snapshot: numbering them again in this order gives the same numbers). */
  all(): readonly string[] {
    return this.strings;
  }

  get size(): number {
    return this.strings.length;
  }
}
