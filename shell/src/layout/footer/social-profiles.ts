/**
 * Mealbox's own profiles on social networks: the brand's accounts, run by our team (all under the handle
 * `mealboxuk`). The footer links to them; they are the only links on the site's frame that leave it.
 */
export const SOCIAL_PROFILES = [
  { network: 'Instagram', href: 'https://www.instagram.com/mealboxuk/' },
  { network: 'Facebook', href: 'https://www.facebook.com/mealboxuk' },
  { network: 'TikTok', href: 'https://www.tiktok.com/@mealboxuk' },
  { network: 'X', href: 'https://x.com/mealboxuk' },
] as const;

export type SocialNetwork = (typeof SOCIAL_PROFILES)[number]['network'];
