/**
 * The Mealbox mark: a bowl with a fresh leaf. Decorative (hidden from assistive technology): whatever shows it
 * also says 'mealbox' in words. Shared so the site's header and the admin area carry the same brand.
 */
export function LogoMark({ size = 36, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="16" fill="#17604a" />
      <path d="M12 32h40a20 20 0 0 1-40 0z" fill="#f0a22e" />
      <path d="M32 29c-1-8 3-15 12-17 1 9-4 16-12 17z" fill="#fdfaf5" />
      <path d="M32 29c-4-4-10-5-14-3 2 5 8 6 14 3z" fill="#c9e2d5" />
    </svg>
  );
}
