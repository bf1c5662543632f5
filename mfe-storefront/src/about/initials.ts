/** Small words that never give an initial ('Operations & Delivery Lead' -> 'OD', not 'O&'). */
const SKIPPED = new Set(['&', 'and', 'of', 'the', 'for']);

/**
 * The two letters on a team card's avatar, from the first two significant words of the role: 'Head Chef' -> 'HC'.
 * Roles, not made-up people: Mealbox does not show staff names or photos it does not have.
 */
export function initialsOf(words: string): string {
  return words
    .split(/\s+/)
    .filter((word) => word && !SKIPPED.has(word.toLowerCase()))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
