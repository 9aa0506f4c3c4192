/** The demo GIFs: which blog posts each, its words and tags, and how its frames are drawn from SVG. */

export const W = 320;
export const H = 240;
export const FRAMES = 8;

/** One animation: a shape that moves across a coloured field, frame by frame. */
export interface GifPlan {
  blog: string;
  title: string;
  caption: string;
  tags: string[];
  bg: string;
  fg: string;
  motion: 'bounce' | 'spin' | 'pulse' | 'fall';
  label: string;
  /** The GIF's alt text (issue 13); one plan has none, so the fallback description shows. */
  alt?: string;
}

export const PLANS: GifPlan[] = [
  {
    blog: 'maya-draws',
    title: 'cat',
    caption: 'A very happy cat wiggle',
    tags: ['cat', 'happy', 'gif'],
    bg: '#ffd3a5',
    fg: '#4b3832',
    motion: 'bounce',
    label: '=^.^=',
    alt: 'A brown cat face drawn as =^.^= bouncing up and down on a peach background',
  },
  {
    blog: 'maya-draws',
    title: 'cat',
    caption: 'Sleepy cat stretch',
    tags: ['cat', 'sleepy'],
    bg: '#a1c4fd',
    fg: '#2d3a4a',
    motion: 'pulse',
    label: '=-.-=',
    alt: 'A sleepy cat face drawn as =-.-= slowly growing and shrinking on a pale blue background',
  },
  {
    blog: 'sam-codes',
    title: 'dance',
    caption: 'Dance break between builds',
    tags: ['dance', 'happy', 'gifs'],
    bg: '#7c5cff',
    fg: '#ffffff',
    motion: 'spin',
    label: '♪',
    alt: 'A white music note spinning in circles on a violet background',
  },
  {
    blog: 'sam-codes',
    title: 'wow',
    caption: 'Wow, the tests passed',
    tags: ['wow', 'reaction'],
    bg: '#00cf35',
    fg: '#001935',
    motion: 'pulse',
    label: 'WOW',
    alt: 'The word WOW in dark blue letters pulsing on a bright green background',
  },
  {
    blog: 'jun-travels',
    title: 'rain',
    caption: 'Rain on the station roof',
    tags: ['rain', 'travel'],
    bg: '#2b5876',
    fg: '#c2e9fb',
    motion: 'fall',
    label: '☂',
    alt: 'A pale umbrella falling from the top of a dark blue background, over and over',
  },
  {
    blog: 'jun-travels',
    title: 'coffee',
    caption: 'Morning coffee steam',
    tags: ['coffee', 'morning'],
    bg: '#6d4c41',
    fg: '#fffbe6',
    motion: 'pulse',
    label: '☕',
    alt: 'A cream coffee cup growing and shrinking like rising steam on a brown background',
  },
  {
    blog: 'priya-reads',
    title: 'coffee',
    caption: 'Coffee and a good book',
    tags: ['coffee', 'books'],
    bg: '#f6d365',
    fg: '#4b3832',
    motion: 'bounce',
    label: '☕',
  },
  {
    blog: 'priya-reads',
    title: 'wow',
    caption: 'That plot twist, wow',
    tags: ['wow', 'books'],
    bg: '#ff62ce',
    fg: '#ffffff',
    motion: 'spin',
    label: '!?',
    alt: 'A white "!?" spinning on a hot pink background',
  },
  {
    blog: 'leo-sounds',
    title: 'dance',
    caption: 'Dance like nobody is listening',
    tags: ['dance', 'music'],
    bg: '#ff4930',
    fg: '#ffffff',
    motion: 'bounce',
    label: '♫',
    alt: 'A white pair of music notes bouncing on a red background',
  },
  {
    blog: 'leo-sounds',
    title: 'happy',
    caption: 'Happy beat loop',
    tags: ['happy', 'music', 'gif'],
    bg: '#ff8a00',
    fg: '#001935',
    motion: 'spin',
    label: ':D',
    alt: 'A dark blue smiley ":D" spinning on an orange background',
  },
  {
    blog: 'nora-gardens',
    title: 'rain',
    caption: 'Garden rain, finally',
    tags: ['rain', 'garden'],
    bg: '#3e5151',
    fg: '#84fab0',
    motion: 'fall',
    label: '✿',
    alt: 'A mint green flower falling down a grey-green background like rain',
  },
  {
    blog: 'nora-gardens',
    title: 'cat',
    caption: 'The garden cat says hi',
    tags: ['cat', 'garden'],
    bg: '#84fab0',
    fg: '#1e3d2f',
    motion: 'bounce',
    label: '=^o^=',
    alt: 'A green cat face drawn as =^o^= bouncing on a mint background',
  },
];

export function frameSvg(plan: GifPlan, i: number): string {
  const t = i / FRAMES;
  const angle = Math.round(t * 360);
  const bounceY = Math.round(120 - Math.abs(Math.sin(t * Math.PI * 2)) * 70);
  const scale = (1 + 0.25 * Math.sin(t * Math.PI * 2)).toFixed(2);
  const fallY = Math.round((t * H * 1.2) % H);
  const shape =
    plan.motion === 'fall'
      ? Array.from(
          { length: 6 },
          (_, k) => `<rect x="${20 + k * 50}" y="${(fallY + k * 37) % H}" width="4" height="18" fill="${plan.fg}"/>`,
        ).join('')
      : '';
  const transform =
    plan.motion === 'spin'
      ? `rotate(${angle} 160 120)`
      : plan.motion === 'pulse'
        ? `translate(160 120) scale(${scale}) translate(-160 -120)`
        : plan.motion === 'bounce'
          ? `translate(0 ${bounceY - 120})`
          : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="${plan.bg}"/>${shape}
<g transform="${transform}"><circle cx="160" cy="120" r="56" fill="${plan.fg}" fill-opacity="0.25"/>
<text x="160" y="136" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="bold" fill="${plan.fg}" text-anchor="middle">${plan.label}</text></g>
</svg>`;
}
