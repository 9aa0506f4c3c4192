import type { Random } from '../../lib/prng';

const SKIES: [string, string][] = [
  ['#ff9a8b', '#ffd3a5'],
  ['#2b5876', '#4e4376'],
  ['#a1c4fd', '#c2e9fb'],
  ['#f6d365', '#fda085'],
  ['#0f2027', '#2c5364'],
  ['#fbc2eb', '#a6c1ee'],
  ['#84fab0', '#8fd3f4'],
  ['#30cfd0', '#330867'],
];
/** The skies in words, for the scenes' alt text (issue 13); the night sky's light is a moon. */
const SKY_WORDS: Record<string, string> = {
  '#ff9a8b': 'a coral sky fading to peach',
  '#2b5876': 'a deep blue evening sky fading to violet',
  '#a1c4fd': 'a pale blue morning sky',
  '#f6d365': 'a golden sky fading to orange',
  '#0f2027': 'a dark night sky',
  '#fbc2eb': 'a pink dawn sky fading to lavender',
  '#84fab0': 'a mint green sky fading to light blue',
  '#30cfd0': 'a turquoise sky fading to deep indigo',
};
const LANDS = ['#2d3a4a', '#3e5151', '#4b3832', '#1e3d2f', '#5b4b8a', '#2f4858', '#6d4c41'];

function ridge(random: Random, width: number, height: number, base: number, amplitude: number): string {
  const points: string[] = [`0,${height}`];
  const steps = 8;
  for (let i = 0; i <= steps; i++)
    points.push(`${Math.round((width / steps) * i)},${Math.round(base + (random.next() - 0.5) * amplitude)}`);
  points.push(`${width},${height}`);
  return points.join(' ');
}

/** A landscape: gradient sky, a sun or moon, three mountain ridges, sometimes water; with its description. */
export function sceneSvg(random: Random, width: number, height: number): { svg: string; description: string } {
  const [top, bottom] = random.pick(SKIES);
  const land = random.pick(LANDS);
  const sunX = random.int(Math.round(width * 0.15), Math.round(width * 0.85));
  const sunY = random.int(Math.round(height * 0.15), Math.round(height * 0.45));
  const sunR = random.int(Math.round(height * 0.05), Math.round(height * 0.12));
  const water = random.chance(0.4);
  const ridges = [0.55, 0.68, 0.8].map(
    (f, i) =>
      `<polygon points="${ridge(random, width, height, height * f, height * 0.18)}" fill="${land}" fill-opacity="${0.45 + i * 0.25}"/>`,
  );
  const light = top === '#0f2027' ? 'a pale full moon' : 'a glowing sun';
  const side = sunX < width / 3 ? 'on the left' : sunX > (width * 2) / 3 ? 'on the right' : 'in the middle';
  const elevation = sunY < height * 0.3 ? 'high' : 'low';
  const description =
    `Three layers of dark mountain ridges under ${SKY_WORDS[top] ?? 'a clear sky'}, with ${light} ${elevation} ${side}` +
    `${water ? ' and still water reflecting the sky in the foreground' : ''}.`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fffbe6" stop-opacity="0.95"/><stop offset="1" stop-color="#fffbe6" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${sunR * 3}" fill="url(#glow)"/>
<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="#fff6d5"/>
${ridges.join('\n')}
${water ? `<rect y="${Math.round(height * 0.86)}" width="${width}" height="${Math.round(height * 0.14)}" fill="${top}" fill-opacity="0.55"/>` : ''}
</svg>`;
  return { svg, description };
}

/** An abstract "sketchbook" composition for art and album covers. */
export function abstractSvg(random: Random, size: number): string {
  const [a, b] = random.pick(SKIES);
  const shapes = Array.from({ length: 7 }, () => {
    const x = random.int(0, size);
    const y = random.int(0, size);
    const r = random.int(size / 12, size / 4);
    const color = random.pick(['#ffffff', '#001935', a, b, '#ff4930', '#00b8ff']);
    return random.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" fill-opacity="0.7"/>`
      : `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r}" rx="${r / 4}" fill="${color}" fill-opacity="0.7" transform="rotate(${random.int(0, 90)} ${x} ${y})"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
${shapes.join('\n')}
</svg>`;
}
