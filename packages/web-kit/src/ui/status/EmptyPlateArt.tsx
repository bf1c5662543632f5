/** An empty plate with cutlery: the not-found page's picture. Decorative. */
export function EmptyPlateArt() {
  return (
    <svg viewBox="0 0 240 240" aria-hidden="true" focusable="false" data-art="empty-plate">
      <circle cx="120" cy="120" r="112" fill="#f7f0e5" />
      <ellipse cx="120" cy="206" rx="74" ry="8" fill="#0e3a2b" opacity="0.08" />
      <circle cx="120" cy="118" r="78" fill="#ffffff" stroke="#e5dccd" strokeWidth="3" />
      <circle cx="120" cy="118" r="54" fill="#fdfaf5" stroke="#efe5d6" strokeWidth="3" />
      <path
        d="M102 112c4-5 10-5 14 0M124 112c4-5 10-5 14 0"
        stroke="#4f5d56"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M106 138c9-7 19-7 28 0" stroke="#4f5d56" strokeWidth="4" strokeLinecap="round" fill="none" />
      <g fill="#17604a">
        <rect x="26" y="60" width="7" height="118" rx="3.5" />
        <rect x="18" y="52" width="4" height="34" rx="2" />
        <rect x="37" y="52" width="4" height="34" rx="2" />
        <rect x="27.5" y="52" width="4" height="34" rx="2" />
      </g>
      <path d="M210 56c-12 10-14 40-8 60h8z" fill="#17604a" />
      <rect x="205" y="112" width="8" height="66" rx="4" fill="#17604a" />
      <circle cx="188" cy="40" r="9" fill="#f0a22e" />
      <path d="M58 30l4 8 8 4-8 4-4 8-4-8-8-4 8-4z" fill="#f6b64f" />
    </svg>
  );
}
