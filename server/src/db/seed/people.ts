import type { Theme } from '@dash/shared-contracts';

export interface DemoBlog {
  name: string;
  title: string;
  description: string;
  theme: Partial<Theme>;
  topics: string[];
}

export interface DemoUser {
  username: string;
  blogs: DemoBlog[];
}

export const DEMO_PASSWORD = 'dashdemo1';

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'alex',
    blogs: [
      {
        name: 'alex',
        title: 'Alex Rivera',
        description: 'Designer in Lisbon. Notes on type, cities and whatever I am reading this week.',
        theme: { background_color: '#f5f1e8', title_color: '#1d2b36', link_color: '#e05d3a', title_font: 'Georgia' },
        topics: ['design', 'cities', 'typography'],
      },
      {
        name: 'alex-cooks',
        title: 'Small Kitchen Notes',
        description: 'Weeknight cooking from a kitchen the size of a cupboard.',
        theme: { background_color: '#fff8ee', title_color: '#7a3b12', link_color: '#c2571a', avatar_shape: 'square' },
        topics: ['cooking', 'recipes', 'food'],
      },
      {
        name: 'alex-shoots',
        title: 'Film & Light',
        description: 'Mostly 35mm. Mostly mornings.',
        theme: { background_color: '#111417', title_color: '#f2f2f2', link_color: '#7fd3ff', title_font_weight: 'regular' },
        topics: ['photography', 'film', 'light'],
      },
    ],
  },
  {
    username: 'maya',
    blogs: [
      {
        name: 'maya-draws',
        title: 'Maya Draws Things',
        description: 'Sketchbook pages, ink tests and the occasional cat.',
        theme: { background_color: '#fdf3f7', title_color: '#6b2150', link_color: '#d6336c' },
        topics: ['illustration', 'sketchbook', 'art'],
      },
    ],
  },
  {
    username: 'sam',
    blogs: [
      {
        name: 'sam-codes',
        title: 'sam.codes',
        description: 'Small programs, big opinions about error messages.',
        theme: { background_color: '#0f1b2d', title_color: '#9be7ff', link_color: '#ffd166', title_font: 'Courier New' },
        topics: ['programming', 'web', 'tools'],
      },
    ],
  },
  {
    username: 'jun',
    blogs: [
      {
        name: 'jun-travels',
        title: 'Slow Trains',
        description: 'Travelling overland, one regional line at a time.',
        theme: { background_color: '#eef6f1', title_color: '#134e3a', link_color: '#1b998b' },
        topics: ['travel', 'trains', 'maps'],
      },
    ],
  },
  {
    username: 'priya',
    blogs: [
      {
        name: 'priya-reads',
        title: 'Marginalia',
        description: 'Reading notes, underlined sentences and too many library holds.',
        theme: { background_color: '#faf7f2', title_color: '#3d2c1e', link_color: '#8c5e3c', title_font: 'Georgia' },
        topics: ['books', 'reading', 'poetry'],
      },
    ],
  },
  {
    username: 'leo',
    blogs: [
      {
        name: 'leo-sounds',
        title: 'Field Recordings',
        description: 'Sounds from rooftops, rivers and night buses.',
        theme: { background_color: '#161616', title_color: '#ffb347', link_color: '#ffb347' },
        topics: ['music', 'sound', 'ambient'],
      },
    ],
  },
  {
    username: 'nora',
    blogs: [
      {
        name: 'nora-gardens',
        title: 'Balcony Garden',
        description: 'Growing tomatoes four floors up.',
        theme: { background_color: '#f1f8e9', title_color: '#33691e', link_color: '#558b2f' },
        topics: ['garden', 'plants', 'spring'],
      },
      {
        name: 'nora-quotes',
        title: 'Said Well',
        description: 'Sentences worth keeping.',
        theme: { background_color: '#ffffff', title_color: '#222222', link_color: '#6c5ce7' },
        topics: ['quotes', 'words', 'writing'],
      },
    ],
  },
];

/** The first demo user is created first, so it is the database's admin (server/README.md "Moderation"). */
export const DEMO_LOGINS = DEMO_USERS.map((u, i) => ({
  email: `${u.username}@demo.test`,
  password: DEMO_PASSWORD,
  note: `owns ${u.blogs.map((b) => b.name).join(', ')}${i === 0 ? ' (admin)' : ''}`,
}));
