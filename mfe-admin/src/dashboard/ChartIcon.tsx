import type { IconProps } from '@mealbox/web-kit';

/** Bars on an axis, for the sidebar's Dashboard link (drawn like web-kit's line icons; decoration only). */
export function ChartIcon({ size = 20, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d="M3 3v18h18" />
      <path d="M8 17v-5M13 17V7M18 17v-8" />
    </svg>
  );
}
