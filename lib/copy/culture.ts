import { brand } from '@/lib/config/public';

export const CULTURE_COPY = {
  seo: {
    title: 'Culture and Values',
    description: `How we work at ${brand.name}: leadership, customers, transparency and sustainability, and the five values behind every hire.`,
  },
  banner: {
    eyebrow: 'Culture',
    title: 'Culture and Values',
    lead: 'The principles that shape how we hire, work and grow together.',
  },
  principles: {
    heading: 'What Guides Us',
    label: 'Our principles',
    tabs: [
      {
        id: 'leadership',
        title: 'Leadership',
        paragraphs: [
          'Leadership here is a habit, not a title. Everyone is expected to own their work, raise problems early and help a colleague who is stuck.',
          'Our managers spend their time removing obstacles, and every team member has a growth plan reviewed twice a year.',
        ],
      },
      {
        id: 'customers',
        title: 'Customers',
        paragraphs: [
          'Clients trust us with their teams, so we treat each placement as a long-term partnership. We listen first, shortlist carefully and check in often.',
          'When something goes wrong, we say so and fix it, with a free replacement during the two-week trial.',
        ],
      },
      {
        id: 'transparency',
        title: 'Transparency',
        paragraphs: [
          'Clear rates, clear contracts and clear feedback. Talent knows how they are assessed, and clients know what they pay for.',
          'Internally, our numbers and plans are shared with the whole team every quarter.',
        ],
      },
      {
        id: 'sustainability',
        title: 'Sustainability',
        paragraphs: [
          'Remote work already saves millions of commuting kilometres. We go further with paperless operations, efficient hosting and a hardware reuse program.',
          'Sustainable also means people: reasonable hours, real leave and work that lasts.',
        ],
      },
    ],
  },
  values: {
    heading: 'Our Core Values',
    label: 'Our five values',
    items: [
      { title: 'Quality', text: 'We present only talent we would hire ourselves, and we stand behind every match.' },
      { title: 'Integrity', text: 'We keep our word to clients and talent alike, even when it costs us.' },
      { title: 'Obligation', text: 'We feel responsible for the people we place and the teams they join.' },
      { title: 'Innovation', text: 'AI helps us screen faster; people make the final call. We keep improving both.' },
      { title: 'Synergy', text: 'Clients, talent and our team do their best work when they work as one.' },
    ],
  },
  cta: {
    heading: 'Share Our Values?',
    lead: 'We are always looking for people who do.',
    label: 'Apply as Talent',
  },
} as const;
