// Hand-written demo text so the dashboard reads like a real one.

export const TEXT_POSTS: { title: string; body: string }[] = [
  {
    title: 'On walking without a map',
    body: '<p>I left the phone at home on Saturday and walked until the streets stopped looking familiar. Found a bakery that has apparently been there since 1952.</p><p>Recommend: getting a little lost, on purpose.</p>',
  },
  {
    title: 'Three things I learned this week',
    body: '<ol><li>Kerning is never finished.</li><li>Rain on a tin roof is the best white noise.</li><li>Everyone is also a little tired.</li></ol>',
  },
  { title: '', body: '<p>Reminder that the first draft is allowed to be bad. That is its whole job.</p>' },
  {
    title: 'Why I still keep a paper notebook',
    body: '<p>Because nothing pings. Because the margins are infinite. Because I can draw an arrow from one idea to another without asking permission from a menu.</p>',
  },
  {
    title: 'A small kindness',
    body: '<p>The man at the station kiosk saw me fumbling for coins and just said <i>next time</i>. I think about that a lot.</p>',
  },
  {
    title: 'Weekend plan',
    body: '<ul><li>Coffee</li><li>The long walk along the river</li><li>Finish the book I started in March</li><li>Nap, non-negotiable</li></ul>',
  },
  {
    title: '',
    body: '<p>Hot take: the best part of any trip is the first morning, when you do not know where anything is yet.</p>',
  },
  {
    title: 'Notes from the workshop',
    body: '<p>Spent the day setting type by hand. My fingers are grey with ink and I have never been happier.</p><blockquote>Slow tools make you decide things.</blockquote>',
  },
  {
    title: 'Spring list',
    body: '<p>Things that are back: light after seven, open windows, the ice cream van that only plays half a song.</p>',
  },
  {
    title: 'Error messages are letters',
    body: '<p>Every error message is a letter to someone who is already having a bad day. Write it like one.</p>',
  },
  { title: '', body: '<p>Today I fixed a bug by deleting code. Best kind of day.</p>' },
  {
    title: 'Library haul',
    body: '<p>Five holds came in at once, as they always do. Stacking them by <b>due date</b>, not by desire. Growth.</p>',
  },
  { title: 'Sunday soup', body: '<p>Leeks, potatoes, too much pepper, a heel of bread. The whole flat smells like a hug.</p>' },
  { title: 'Overheard on the night bus', body: '<p>"I am not lost, I am just early for somewhere else."</p>' },
  { title: 'Balcony update', body: '<p>The tomatoes have flowers. Do not talk to me about anything else this week.</p>' },
  {
    title: 'On finishing things',
    body: '<p>Shipped the small thing instead of dreaming about the big thing. It is out there now. It is imperfect. It exists.</p>',
  },
  {
    title: 'Sketch of the day',
    body: '<p>Tried drawing hands for an hour. They all look like bunches of bananas. Tomorrow: more bananas.</p>',
  },
  {
    title: 'Things my grandmother said',
    body: '<p>"Salt the water like the sea." "Never trust a clean kitchen." "Go outside."</p>',
  },
  {
    title: 'Regional line 14',
    body: '<p>Four hours, two carriages, one conductor who knew every passenger by name. The fastest slow trip of my life.</p>',
  },
  {
    title: 'Tiny tools',
    body: '<p>Wrote a forty-line script that renames my photos by date. It has saved me more time than any app I have paid for.</p>',
  },
];

export const QUOTES: { quote: string; source: string }[] = [
  { quote: 'The only way to do great work is to love what you do.', source: 'Steve Jobs' },
  { quote: 'Not all those who wander are lost.', source: 'J. R. R. Tolkien' },
  { quote: 'I have always imagined that Paradise will be a kind of library.', source: 'Jorge Luis Borges' },
  { quote: 'To plant a garden is to believe in tomorrow.', source: 'Audrey Hepburn' },
  { quote: 'Simplicity is the ultimate sophistication.', source: 'Leonardo da Vinci' },
  {
    quote: 'What we observe is not nature itself, but nature exposed to our method of questioning.',
    source: 'Werner Heisenberg',
  },
  { quote: 'The day you plant the seed is not the day you eat the fruit.', source: 'Fabienne Fredrickson' },
  { quote: 'A person who never made a mistake never tried anything new.', source: 'Albert Einstein' },
  { quote: 'We are all in the gutter, but some of us are looking at the stars.', source: 'Oscar Wilde' },
  { quote: 'Photography is the story I fail to put into words.', source: 'Destin Sparks' },
  { quote: 'Music is the silence between the notes.', source: 'Claude Debussy' },
];

export const LINKS: { title: string; url: string; description: string }[] = [
  {
    title: 'The Elements of Typographic Style, applied to the web',
    url: 'https://webtypography.net/',
    description: '<p>Still the best free reference for setting type on screens.</p>',
  },
  {
    title: 'MDN: Using the Fetch API',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API/Using_Fetch',
    description: '<p>Bookmarking this for the hundredth time.</p>',
  },
  {
    title: 'Seat 61: the man in seat sixty-one',
    url: 'https://www.seat61.com/',
    description: '<p>Every train journey you could dream of, explained patiently.</p>',
  },
  {
    title: 'Project Gutenberg',
    url: 'https://www.gutenberg.org/',
    description: '<p>Seventy thousand free books. Go get lost.</p>',
  },
  {
    title: 'Radio Garden',
    url: 'https://radio.garden/',
    description: '<p>Spin the globe, listen to a local station anywhere.</p>',
  },
  {
    title: 'The Royal Horticultural Society: growing tomatoes',
    url: 'https://www.rhs.org.uk/vegetables/tomatoes/grow-your-own',
    description: '<p>Balcony tomato people, this one is for you.</p>',
  },
  {
    title: 'Serious Eats: the food lab',
    url: 'https://www.seriouseats.com/the-food-lab-5118015',
    description: '<p>Cooking explained with actual experiments.</p>',
  },
  {
    title: 'Lens: the history of 35mm film',
    url: 'https://en.wikipedia.org/wiki/135_film',
    description: '<p>How one film format took over the world.</p>',
  },
  {
    title: 'Butterick’s Practical Typography',
    url: 'https://practicaltypography.com/',
    description: '<p>Short, opinionated and right most of the time.</p>',
  },
  {
    title: 'The Public Domain Review',
    url: 'https://publicdomainreview.org/',
    description: '<p>Beautiful strange things from old archives.</p>',
  },
];

export const CHATS: { title: string; lines: string }[] = [
  {
    title: 'At the bakery',
    lines:
      'Me: One of those, please.\nBaker: The last one? Bold.\nMe: I have been thinking about it all week.\nBaker: Then it is yours.',
  },
  {
    title: 'Code review',
    lines: 'Sam: Why is this function called doStuff?\nAlso Sam, six months ago: It does stuff.\nSam: Fair.',
  },
  { title: 'Train announcements', lines: 'Speaker: The train is delayed.\nPassenger: By how long?\nSpeaker: Yes.' },
  {
    title: 'My plants and me',
    lines: 'Me: Why are you yellow?\nBasil: Too much water.\nMe: Yesterday you said too little.\nBasil: Both can be true.',
  },
  { title: 'Book club', lines: 'Priya: Did everyone finish it?\nEveryone: ...\nPriya: Did anyone start it?' },
  { title: 'Sketch critique', lines: 'Friend: Is that a horse?\nMaya: It is a chair.\nFriend: A very horse-like chair.' },
  {
    title: 'Night bus',
    lines: 'Driver: Last stop.\nLeo: Can I record the engine first?\nDriver: You are a strange man.\nLeo: Thank you.',
  },
  { title: 'Kitchen', lines: 'Alex: Is it done?\nTimer: Four more minutes.\nAlex: Is it done now?' },
];

export const ASKS: { question: string; answer: string }[] = [
  {
    question: 'What pen do you draw with?',
    answer: '<p>A cheap fountain pen with waterproof ink. Expensive pens make me too careful.</p>',
  },
  {
    question: 'Favourite train journey so far?',
    answer: '<p>The coast line in the north at sunrise. Nobody else in the carriage. Sea on one side, cliffs on the other.</p>',
  },
  {
    question: 'How do you keep basil alive?',
    answer: '<p>Lots of light, water at the base, pinch the tops. And accept that some basil simply wants to leave.</p>',
  },
  {
    question: 'Which book should I read next?',
    answer: '<p>Something short and strange. Try a novella you can finish on one rainy afternoon.</p>',
  },
  {
    question: 'What camera do you use?',
    answer: '<p>A forty-year-old rangefinder that I have repaired twice. It is loud and I love it.</p>',
  },
  {
    question: 'Best first recipe for someone who never cooks?',
    answer: '<p>Eggs. Scrambled, slowly, low heat, butter. Master that and everything else follows.</p>',
  },
  { question: 'Tabs or spaces?', answer: '<p>Whatever the formatter says. I have made peace.</p>' },
  {
    question: 'Where do you record your sounds?',
    answer: '<p>Anywhere that is quiet enough to hear the small things: stairwells, bridges at 5am, the river after rain.</p>',
  },
];

export const UNANSWERED_ASKS = [
  'Do you take commissions?',
  'What font is on your header?',
  'Any tips for a first trip to Lisbon?',
];

export const PHOTO_CAPTIONS = [
  '<p>Morning light through the kitchen window.</p>',
  '<p>Found this on the walk home.</p>',
  '<p>Colour study. Not sure it works, posting anyway.</p>',
  '<p>The view from platform 3.</p>',
  '<p>Golden hour, no filter.</p>',
  '<p>Same hill, four seasons, one year.</p>',
  '<p>Tried a new palette this week.</p>',
  '<p>Weekend, in pictures.</p>',
  '<p>Low tide.</p>',
  '<p>The last roll from the old camera.</p>',
];

export const AUDIO_TRACKS = [
  { title: 'Rain on the Skylight', artist: 'Leo Sounds', album: 'Rooftops' },
  { title: 'Night Bus 38', artist: 'Leo Sounds', album: 'Transit' },
  { title: 'River at Dawn', artist: 'Leo Sounds', album: 'Water' },
  { title: 'Market Morning', artist: 'Field Notes', album: 'Cities' },
  { title: 'Kettle Song', artist: 'Small Kitchen', album: 'Domestic' },
  { title: 'Platform Announcements', artist: 'Slow Trains', album: 'Stations' },
];

export const VIDEO_CAPTIONS = [
  '<p>Ten seconds of the sea. You are welcome.</p>',
  '<p>Timelapse from the balcony.</p>',
  '<p>How I fold dumplings (badly).</p>',
  '<p>Ink drying, in real time. Very relaxing.</p>',
  '<p>The train crossing the viaduct.</p>',
  '<p>Testing the new tripod.</p>',
];

export const MESSAGES: { from: 0 | 1; text: string }[][] = [
  [
    { from: 1, text: 'Hey! Loved the type post.' },
    { from: 0, text: 'Thank you! Took me ages.' },
    { from: 1, text: 'Want to collaborate on a zine?' },
    { from: 1, text: 'I can do the drawings.' },
  ],
  [
    { from: 1, text: 'Your script for renaming photos, is it online?' },
    { from: 0, text: 'Not yet, it is very ugly.' },
    { from: 1, text: 'Ugly code is still code. Share it!' },
  ],
  [
    { from: 0, text: 'Which edition of that book did you read?' },
    { from: 1, text: 'The old paperback, yellow cover.' },
  ],
  [
    { from: 0, text: 'Are you going to the print fair?' },
    { from: 1, text: 'Yes! Saturday morning.' },
    { from: 0, text: 'See you there.' },
  ],
];
