import { brand } from '@/lib/config/public';

export const LIFE_AT_COPY = {
  seo: {
    title: `Life at ${brand.name}`,
    description: `What it is like to work at ${brand.name}: flexible hours, 24 privilege leaves and 10 holidays a year, medical benefits, and a team 94% of us love.`,
  },
  banner: {
    eyebrow: 'Life at the company',
    title: `Life at ${brand.name}`,
    lead: 'A remote-first team across four offices that works hard, learns a lot and looks after each other.',
    apply: 'Apply Now',
  },
  intro: {
    heading: 'Where Good Work Meets a Good Life',
    text: 'Our people work from Kolkata, Medellín, New York, Toronto and their own homes. We keep meetings short, goals clear and weekends free, and we celebrate together whenever we can.',
  },
  video: {
    heading: 'A Day With Our Team',
    title: `Life at ${brand.name}`,
    missing: 'The video is not available right now; the picture above shows a moment from it.',
  },
  photos: {
    heading: 'Moments From Our Offices',
    items: [
      { src: '/images/life/team-meeting.svg', alt: 'Colleagues planning a sprint around a whiteboard' },
      { src: '/images/life/celebration.svg', alt: 'The team celebrating a work anniversary with cake' },
      { src: '/images/life/workspace.svg', alt: 'A bright desk with a laptop and plants' },
      { src: '/images/life/learning.svg', alt: 'A lunch-and-learn session in progress' },
      { src: '/images/life/outdoors.svg', alt: 'The team on an outing in the park' },
      { src: '/images/life/remote-call.svg', alt: 'A video call with colleagues from four cities' },
    ],
  },
  advantages: {
    heading: 'Employee Advantages',
    items: [
      '24 privilege leaves a year',
      '10 holiday leaves a year',
      'Medical benefits for you and your family',
      'Flexible working hours',
      'Remote-first work, with offices when you want them',
      'A yearly learning and certification budget',
      'Performance bonuses twice a year',
      'A mentor and a personal growth plan',
      'Team outings and yearly celebrations',
      'Equipment and home-office support',
    ],
  },
  stat: { value: '94%', text: 'of our employees say they love working here.' },
  cta: { heading: 'Come Work With Us', lead: 'See the roles open right now.', label: 'Apply Now' },
} as const;
