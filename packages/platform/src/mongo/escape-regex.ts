/**
 * Makes typed text match itself inside a `$regex` (a search for '.*' finds the characters '.*', never
 * everything). Pair it with `$options: 'i'` for a case-insensitive substring search.
 */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
