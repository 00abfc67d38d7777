// Event series the team runs or joins; each seeded event is one edition of a series in one city.
export interface EventSeries {
  name: string;
  genre: string;
  participation_area: string;
  outline: string;
  agenda: readonly string[];
  pitch: string;
}

export const EVENT_SERIES: readonly EventSeries[] = [
  {
    name: 'Remote Hiring Summit',
    genre: 'Conference',
    participation_area: 'Founders, CTOs and HR leaders',
    outline:
      'A one-day conference on building distributed teams: sourcing, vetting, onboarding and keeping remote professionals engaged for the long term.',
    agenda: [
      'Keynote: what 1,100 clients taught us about remote hiring',
      'Panel: vetting beyond the CV',
      'Workshop: writing a job brief that attracts the top 10%',
      'Networking lunch with our talent team',
    ],
    pitch:
      'Join hiring leaders and engineering managers for a day of practical talks on finding, vetting and keeping great remote talent.',
  },
  {
    name: 'Developer Community Meetup',
    genre: 'Tech Meetup',
    participation_area: 'Developers and engineering students',
    outline:
      'An evening of short technical talks by engineers from our talent pool, followed by open discussion and pizza.',
    agenda: [
      'Lightning talks on React, Node.js and Python in production',
      'Live code review of a real pull request',
      'Q&A with senior engineers who lead client teams',
      'Open networking',
    ],
    pitch:
      'Engineers from our community share what they learned shipping real client projects, from performance tuning to testing strategy.',
  },
  {
    name: 'Careers Open House',
    genre: 'Career Fair',
    participation_area: 'Job seekers, graduates and interns',
    outline:
      'Meet our recruiters, learn how the seven-stage vetting process works and get feedback on your CV and portfolio on the spot.',
    agenda: [
      'How our vetting process works, stage by stage',
      'CV and portfolio clinics',
      'Meet the mentors: life in our talent pool',
      'Internship information session',
    ],
    pitch:
      'Curious about joining a remote-first team? Meet the people who run our vetting process and the professionals who passed it.',
  },
  {
    name: 'Design Systems Workshop',
    genre: 'Workshop',
    participation_area: 'Product designers and front-end developers',
    outline:
      'A hands-on workshop on building and maintaining a design system that designers and developers can share across time zones.',
    agenda: [
      'Tokens, components and documentation',
      'Hands-on: auditing an existing interface',
      'Handover between design and development',
      'Show and tell',
    ],
    pitch:
      'Bring a laptop and a real interface problem; leave with a plan for a design system your whole distributed team can use.',
  },
  {
    name: 'Finance Automation Forum',
    genre: 'Forum',
    participation_area: 'Finance managers, accountants and bookkeepers',
    outline:
      'Practitioners share how remote accounting teams automate reconciliation, payroll and month-end reporting without losing control.',
    agenda: [
      'Month-end close in three days: a case study',
      'Payroll across borders: what to watch',
      'Panel: security and compliance in remote finance teams',
      'Roundtables by company size',
    ],
    pitch:
      'A morning for finance leaders who want faster closes, cleaner books and fewer late nights, with remote teams doing the heavy lifting.',
  },
  {
    name: 'Growth Marketing Masterclass',
    genre: 'Masterclass',
    participation_area: 'Marketing managers and founders',
    outline:
      'SEO, paid search and social specialists from our pool walk through campaigns that worked, and a few that did not.',
    agenda: [
      'Technical SEO fixes that move rankings',
      'Structuring pay-per-click accounts for profit',
      'Content calendars that a small team can keep',
      'Live audit of volunteer websites',
    ],
    pitch:
      'A practical masterclass on organic and paid growth, taught by the specialists who run campaigns for our clients every day.',
  },
  {
    name: 'Hack for Good',
    genre: 'Hackathon',
    participation_area: 'Developers, designers and students',
    outline:
      'A weekend hackathon building tools for our partner charity for girls’ education, with mentors from every office.',
    agenda: [
      'Friday evening: problem briefing from the charity',
      'Saturday: build with mentors on hand',
      'Sunday: demos and judging',
      'Awards and community dinner',
    ],
    pitch:
      'Spend a weekend building software that helps girls stay in school, alongside mentors from Toronto, Medellín, Kolkata and New York.',
  },
  {
    name: 'Virtual Assistant Bootcamp',
    genre: 'Training',
    participation_area: 'Virtual assistants and operations staff',
    outline:
      'A full-day bootcamp on executive support: inbox and calendar management, travel planning, data hygiene and secure handling of client information.',
    agenda: [
      'Inbox zero for someone else’s inbox',
      'Calendar and travel management across time zones',
      'Security basics: vaults, 2FA and NDAs',
      'Tools clinic',
    ],
    pitch:
      'Sharpen the skills that make executive assistants indispensable, from calendar tetris to secure document handling.',
  },
];

export interface EventCity {
  city: string;
  venues: readonly string[];
}

export const EVENT_CITIES: readonly EventCity[] = [
  {
    city: 'Toronto',
    venues: [
      'MaRS Discovery District, 101 College Street',
      'Metro Toronto Convention Centre, 255 Front Street West',
      'The Society Clubhouse, King Street West',
    ],
  },
  {
    city: 'Medellín',
    venues: [
      'Ruta N, Calle 67 #52-20',
      'Plaza Mayor Medellín, Calle 41 #55-80',
      'Parque Explora auditorium, Carrera 52 #73-75',
    ],
  },
  {
    city: 'Kolkata',
    venues: [
      'Biswa Bangla Convention Centre, New Town',
      'ITC Royal Bengal, EM Bypass',
      'Webel IT Park auditorium, Salt Lake Sector V',
    ],
  },
  {
    city: 'New York',
    venues: ['Javits Center, 429 11th Avenue', 'WeWork 115 West 18th Street', 'Convene, 117 West 46th Street'],
  },
  { city: 'Online', venues: ['Live webinar (link sent after registration)'] },
  { city: 'Bogotá', venues: ['Ágora Bogotá Convention Center, Calle 24 #38-47'] },
  { city: 'Bengaluru', venues: ['Bangalore International Exhibition Centre, Tumkur Road'] },
];

export const SPEAKER_POOL = [
  'Priya Raman, Head of Talent Acquisition',
  'Daniel Okafor, VP of Engineering',
  'Laura Restrepo, Design Lead',
  'Arjun Mehta, Senior Full-Stack Engineer',
  'Sophie Tremblay, Client Success Director',
  'Camilo Vélez, DevOps Lead',
  'Rachel Goldberg, Chief Operating Officer',
  'Ananya Bose, Finance Operations Manager',
  'Marcus Reid, Growth Marketing Lead',
  'Valentina Ospina, Senior Virtual Assistant',
  'Kabir Chatterjee, Data Engineer',
  'Emily Chen, Product Manager',
] as const;
