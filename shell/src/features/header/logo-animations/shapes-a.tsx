// Five of the logo's hover images: small inline SVGs animated with CSS (logo-animations.css).
const svgProps = { viewBox: '0 0 32 32', width: 32, height: 32, 'aria-hidden': true, focusable: false } as const;

export function BouncingBall() {
  return (
    <svg {...svgProps} className="shell-logo-anim shell-logo-anim--ball">
      <ellipse cx="16" cy="29" rx="7" ry="1.5" className="shell-logo-anim__shadow" />
      <circle cx="16" cy="10" r="6" fill="#00b8ff" className="shell-logo-anim__bounce" />
    </svg>
  );
}

export function SpinningStar() {
  return (
    <svg {...svgProps} className="shell-logo-anim shell-logo-anim--star">
      <polygon
        className="shell-logo-anim__spin"
        fill="#ffd84d"
        points="16,3 19.5,12 29,12.5 21.5,18.5 24,28 16,22.5 8,28 10.5,18.5 3,12.5 12.5,12"
      />
    </svg>
  );
}

export function BeatingHeart() {
  return (
    <svg {...svgProps} className="shell-logo-anim shell-logo-anim--heart">
      <path
        className="shell-logo-anim__beat"
        fill="#ff4930"
        d="M16 28 4.5 16.5a6.6 6.6 0 0 1 9.3-9.3L16 9.4l2.2-2.2a6.6 6.6 0 0 1 9.3 9.3Z"
      />
    </svg>
  );
}

export function RainCloud() {
  return (
    <svg {...svgProps} className="shell-logo-anim shell-logo-anim--rain">
      <path fill="#e8eef5" d="M9 17a5 5 0 0 1 1-9.9A7 7 0 0 1 23.5 9 4.5 4.5 0 0 1 23 18H9Z" />
      <line x1="11" y1="21" x2="10" y2="25" className="shell-logo-anim__drop" />
      <line x1="16" y1="21" x2="15" y2="25" className="shell-logo-anim__drop shell-logo-anim__drop--2" />
      <line x1="21" y1="21" x2="20" y2="25" className="shell-logo-anim__drop shell-logo-anim__drop--3" />
    </svg>
  );
}

export function Rocket() {
  return (
    <svg {...svgProps} className="shell-logo-anim shell-logo-anim--rocket">
      <g className="shell-logo-anim__lift">
        <path fill="#ffffff" d="M16 3c4 3 6 8 6 13l-2 5h-8l-2-5c0-5 2-10 6-13Z" />
        <circle cx="16" cy="12" r="2.5" fill="#00b8ff" />
        <path fill="#ff4930" className="shell-logo-anim__flame" d="M13 22h6l-3 7Z" />
      </g>
    </svg>
  );
}
