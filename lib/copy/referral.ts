import { brand } from '@/lib/config/public';

export const REFERRAL_COPY = {
  seo: {
    title: 'Employee Referral Program: Earn $500',
    description: `Refer a great candidate to ${brand.name} and earn a $500 reward once they are hired and stay three months.`,
  },
  banner: {
    eyebrow: 'Employee referral',
    title: 'Join Our Referral Initiative!',
    lead: 'You know great people. Introduce them to us, and we both win.',
  },
  overview: {
    heading: 'Program Overview',
    text: 'Our best hires often come from people who already know what it is like to work here. When you refer a friend or former colleague, you help them find meaningful remote work and help us keep our talent pool strong.',
  },
  advantages: {
    heading: 'Mutual Advantages',
    forYou: {
      title: 'For you',
      items: [
        'A $500 reward for each successful referral',
        'Colleagues you already trust',
        'Recognition in our quarterly team update',
      ],
    },
    forThem: {
      title: 'For the person you refer',
      items: [
        'A fast-track first conversation with our recruiters',
        'A friend inside who knows how things work',
        'Long-term remote roles with vetted clients',
      ],
    },
  },
  reward: {
    heading: 'The $500 Reward',
    lead: 'We pay the reward once all of these are true:',
    rules: [
      'The candidate you referred is hired',
      'The candidate is not already in our current recruitment process when you refer them',
      'The candidate stays with us for at least three months',
    ],
  },
  cta: {
    heading: 'Ready to Refer, or Hiring Yourself?',
    lead: 'See our pricing, or book a call to talk about your team.',
    pricing: 'See Pricing',
    call: 'Schedule a Call',
  },
} as const;
