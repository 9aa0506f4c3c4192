/** The bar's icons (decorative: every button carries its own accessible name). */
const svg = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  'aria-hidden': true,
} as const;

export const SearchIcon = () => (
  <svg {...svg} strokeLinecap="round">
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5 21 21" />
  </svg>
);

export const FilterIcon = () => (
  <svg {...svg} strokeLinecap="round">
    <path d="M4 6h16M7 12h10M10 18h4" />
  </svg>
);

export const ClearIcon = () => (
  <svg {...svg} strokeLinecap="round">
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
