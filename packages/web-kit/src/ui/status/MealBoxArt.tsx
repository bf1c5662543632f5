export interface MealBoxArtProps {
  /** The badge on the box: paid (tick), waiting for confirmation (clock), not paid (cross), or none. */
  badge?: 'tick' | 'clock' | 'cross';
}

const BADGE_COLOUR: Record<NonNullable<MealBoxArtProps['badge']>, string> = {
  tick: '#17604a',
  clock: '#c7811a',
  cross: '#b42318',
};

/** A Mealbox box tied with a ribbon, with a badge saying where its payment stands. Decorative. */
export function MealBoxArt({ badge }: MealBoxArtProps) {
  return (
    <svg viewBox="0 0 240 240" aria-hidden="true" focusable="false">
      <circle cx="120" cy="120" r="112" fill="#f7f0e5" />
      <ellipse cx="120" cy="196" rx="70" ry="8" fill="#e5dccd" />
      <path d="M52 96l68-26 68 26v82l-68 18-68-18z" fill="#e9b56a" />
      <path d="M120 122v74l68-18V96z" fill="#d99a45" />
      <path d="M52 96l68 26 68-26-68-26z" fill="#f3cc8f" />
      <path d="M86 83l68 26v24l-12 4v-22L74 88z" fill="#17604a" />
      <path d="M40 100l80 30v-10L52 96z" fill="#f3cc8f" opacity="0.6" />
      {badge ? <circle cx="172" cy="70" r="30" fill={BADGE_COLOUR[badge]} /> : null}
      {badge === 'tick' ? (
        <path
          d="M158 70l10 10 19-20"
          stroke="#fff"
          strokeWidth="7"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
      {badge === 'clock' ? (
        <path d="M172 52v18l12 8" stroke="#fff" strokeWidth="7" fill="none" strokeLinecap="round" />
      ) : null}
      {badge === 'cross' ? (
        <path d="M161 59l22 22M183 59l-22 22" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}
