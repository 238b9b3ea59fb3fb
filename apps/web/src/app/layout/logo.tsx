// The app's coin (also the tab's icon, inline in index.html), drawn inline: an <img> of it was a
// request that only started once the entry had run, the last link of a phone's first paint on a slow
// network (docs/performance.md, "Web delivery").
export function Logo() {
  return (
    <svg viewBox="0 0 64 64" width={36} height={36} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-plata" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f4f6f8" />
          <stop offset="1" stopColor="#9aa4ae" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="29" fill="url(#logo-plata)" stroke="#5b6570" strokeWidth="3" />
      <circle cx="32" cy="32" r="20" fill="none" stroke="#5b6570" strokeWidth="2" />
      <text x="32" y="41" textAnchor="middle" fontFamily="Georgia,serif" fontSize="24" fontWeight="700" fill="#3b434b">
        $
      </text>
    </svg>
  );
}
