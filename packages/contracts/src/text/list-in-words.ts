/**
 * A list as a sentence says it: 'peanuts', 'peanuts and sesame', 'milk, peanuts and sesame' (no Oxford comma, as
 * the shop writes). Browser-safe: `@mealbox/contracts/list-in-words`.
 */
export function listInWords(words: readonly string[], joiner: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${joiner} ${words[words.length - 1]}`;
}
