// The other five hover images of the logo.
const svgProps = { viewBox: '0 0 32 32', width: 32, height: 32, 'aria-hidden': true, focusable: false } as const;

export function Sparkles() {
  return (
    <svg {...svgProps} className="shell-logo-anim shell-logo-anim--sparkles">
      <path className="shell-logo-anim__twinkle" fill="#ffd84d" d="M10 4l1.5 5L16 10.5 11.5 12 10 17 8.5 12 4 10.5 8.5 9Z" />
      <path
        className="shell-logo-anim__twinkle shell-logo-anim__twinkle--2"
        fill="#00b8ff"
        d="M22 14l1.2 4 3.8 1.2-3.8 1.2L22 24.5l-1.2-4.1-3.8-1.2 3.8-1.2Z"
      />
      <circle className="shell-logo-anim__twinkle shell-logo-anim__twinkle--3" cx="24" cy="7" r="2" fill="#ffffff" />
    </svg>
  );
}

export function OceanWave() {
  return (
    <svg {...svgProps} className="shell-logo-anim shell-logo-anim--wave">
      <g className="shell-logo-anim__slide">
        <path fill="#00b8ff" d="M-16 20q4-6 8 0t8 0 8 0 8 0 8 0 8 0V32h-48Z" />
      </g>
    </svg>
  );
}

export function PulseRings() {
  return (
    <svg {...svgProps} className="shell-logo-anim shell-logo-anim--pulse">
      <circle cx="16" cy="16" r="4" fill="#00b8ff" />
      <circle cx="16" cy="16" r="12" className="shell-logo-anim__ring" />
      <circle cx="16" cy="16" r="12" className="shell-logo-anim__ring shell-logo-anim__ring--2" />
    </svg>
  );
}

export function SunRays() {
  return (
    <svg {...svgProps} className="shell-logo-anim shell-logo-anim--sun">
      <g className="shell-logo-anim__spin" stroke="#ffb300" strokeWidth="2" strokeLinecap="round">
        {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
          <line key={angle} x1="16" y1="2.5" x2="16" y2="6.5" transform={`rotate(${angle} 16 16)`} />
        ))}
      </g>
      <circle cx="16" cy="16" r="6" fill="#ffd84d" />
    </svg>
  );
}

export function FloatingGhost() {
  return (
    <svg {...svgProps} className="shell-logo-anim shell-logo-anim--ghost">
      <g className="shell-logo-anim__float">
        <path fill="#ffffff" d="M8 27V14a8 8 0 0 1 16 0v13l-2.7-2-2.6 2-2.7-2-2.7 2-2.6-2Z" />
        <circle cx="13" cy="14" r="1.6" fill="#001935" className="shell-logo-anim__blink" />
        <circle cx="19" cy="14" r="1.6" fill="#001935" className="shell-logo-anim__blink" />
      </g>
    </svg>
  );
}
