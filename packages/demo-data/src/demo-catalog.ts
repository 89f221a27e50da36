import type { DemoClip, DemoIdeaPage } from './demo-media.js';

/** Who and what the demo shows: a few people, their boards and Pin texts. */
export interface DemoUser {
  username: string;
  email: string;
  full_name: string;
  boards: {
    name: string;
    privacy: 'public' | 'secret';
    description: string;
    /** Hashtags every Pin of the board carries in its description (the ideas pages' topics). */
    tags: string[];
    topics: string[];
    /** Sections of the board, each with the topics (of the list above) saved into it. */
    sections?: { name: string; topics: string[] }[];
    /** Video Pins of the board: a title and one of the demo clips (demo-media.ts). */
    videos?: { title: string; clip: DemoClip }[];
    /** Idea Pins of the board: a title and its pages. */
    ideaPins?: { title: string; pages: DemoIdeaPage[] }[];
  }[];
}

export const DEMO_PASSWORD = 'pinboard-demo';

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'demo',
    email: 'demo@pinboard.local',
    full_name: 'Demo User',
    boards: [
      {
        name: 'Living room ideas',
        privacy: 'public',
        description: 'Calm colours and soft light',
        tags: ['homedecor', 'cozy'],
        topics: [
          'Sofa corner',
          'Reading nook',
          'Warm lamps',
          'Linen curtains',
          'Gallery wall',
          'Plant shelf',
        ],
        sections: [
          { name: 'Lighting', topics: ['Warm lamps', 'Linen curtains'] },
          { name: 'Corners', topics: ['Sofa corner', 'Reading nook'] },
        ],
      },
      {
        name: 'Weeknight dinners',
        privacy: 'public',
        description: 'Thirty minutes or less',
        tags: ['dinner', 'recipes'],
        topics: ['Lemon pasta', 'Green curry', 'Sheet-pan gnocchi', 'Miso salmon', 'Tomato soup'],
        ideaPins: [
          {
            title: 'Lemon pasta in four steps',
            pages: [
              { text: 'Zest two lemons and grate a handful of parmesan.' },
              { text: 'Cook the spaghetti; keep a cup of its water.' },
              { text: 'Toss with butter, zest, juice and the water until glossy.' },
              { text: 'Finish with basil and black pepper. Dinner in twenty minutes.', clip: 'sunset' },
            ],
          },
        ],
      },
      {
        name: 'Gift ideas',
        privacy: 'secret',
        description: 'Do not peek',
        tags: ['gifts'],
        topics: ['Ceramic mug', 'Wool scarf', 'Notebook set'],
      },
    ],
  },
  {
    username: 'ana',
    email: 'ana@pinboard.local',
    full_name: 'Ana Costa',
    boards: [
      {
        name: 'Travel: Portugal',
        privacy: 'public',
        description: 'Coastlines and tiles',
        tags: ['travel', 'portugal'],
        topics: [
          'Lisbon trams',
          'Algarve cliffs',
          'Porto riverside',
          'Sintra gardens',
          'Azulejo walls',
          'Nazaré waves',
        ],
        videos: [
          { title: 'Atlantic swell at dusk', clip: 'waves' },
          { title: 'Sunset over the Tagus', clip: 'sunset' },
        ],
      },
      {
        name: 'Garden',
        privacy: 'public',
        description: 'Balcony to backyard',
        tags: ['garden', 'plants'],
        topics: ['Herb boxes', 'Climbing roses', 'Raised beds', 'Succulent bowl', 'Seed starting'],
        videos: [{ title: 'Morning in the fern garden', clip: 'forest' }],
      },
    ],
  },
  {
    username: 'leo',
    email: 'leo@pinboard.local',
    full_name: 'Leo Park',
    boards: [
      {
        name: 'Abstract art',
        privacy: 'public',
        description: 'Shapes, colour, rhythm',
        tags: ['art', 'design'],
        topics: [
          'Color fields',
          'Soft circles',
          'Paper cutouts',
          'Line studies',
          'Risograph prints',
          'Bauhaus shapes',
        ],
      },
      {
        name: 'Workspace',
        privacy: 'public',
        description: 'Desks that make you want to work',
        tags: ['workspace', 'design'],
        topics: ['Standing desk', 'Cable tidy', 'Monitor light', 'Pegboard wall'],
      },
      {
        name: '2025 archive',
        privacy: 'public',
        description: 'Older saves',
        tags: ['sketches'],
        topics: ['Old sketches', 'Film photos'],
      },
    ],
  },
];
