/** A pot simmering on a low flame: the 'taking a break' picture. Decorative. */
export function CookingPotArt() {
  return (
    <svg viewBox="0 0 240 240" aria-hidden="true" focusable="false" data-art="cooking-pot">
      <circle cx="120" cy="120" r="112" fill="#f7f0e5" />
      <path
        d="M92 62c-8-10 8-16 0-28M120 58c-8-10 8-16 0-28M148 62c-8-10 8-16 0-28"
        stroke="#cbbfac"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="52" y="88" width="136" height="14" rx="7" fill="#124a37" />
      <rect x="110" y="76" width="20" height="14" rx="5" fill="#124a37" />
      <path d="M62 102h116v52c0 18-14 30-32 30H94c-18 0-32-12-32-30z" fill="#17604a" />
      <rect x="38" y="112" width="26" height="10" rx="5" fill="#124a37" />
      <rect x="176" y="112" width="26" height="10" rx="5" fill="#124a37" />
      <rect x="86" y="122" width="68" height="30" rx="8" fill="#fdfaf5" />
      <text
        x="120"
        y="143"
        textAnchor="middle"
        fontFamily="DM Sans Variable, sans-serif"
        fontWeight="700"
        fontSize="12"
        fill="#124a37"
      >
        Back soon
      </text>
      <path
        d="M96 200c6-10 12-10 12-18 6 6 8 12 4 18zM120 202c6-12 14-12 12-24 8 8 10 16 4 24zM144 200c6-10 12-10 12-18 6 6 8 12 4 18z"
        fill="#f0a22e"
      />
      <rect x="78" y="204" width="84" height="8" rx="4" fill="#4f5d56" />
    </svg>
  );
}
