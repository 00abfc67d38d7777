import type { Theme } from './types.ts';

export const SECURITY_THEME: Theme = {
  headings: ['Security is a process, not a promise', 'Access only to what is needed', 'Protecting client data'],
  paragraphs: [
    'Every professional signs a non-disclosure agreement before they see client material. Laptops are managed, disks are encrypted and passwords live in a shared vault rather than in chat messages.',
    'Give access by role and remove it by default. A {role} needs the systems their work touches, not the keys to everything, and a simple access list makes off-boarding a five-minute job.',
    'For regulated industries such as healthcare, finance and insurance, we brief each team member on the rules that apply and keep an audit trail of who accessed what.',
    'Security reviews are part of the routine. We check device compliance monthly and rotate credentials whenever someone leaves an engagement.',
  ],
  bullets: [
    'Non-disclosure agreements signed before onboarding',
    'Managed, encrypted devices',
    'A shared password vault with role-based access',
    'Two-factor authentication on every client system',
    'Access removed within one business day of off-boarding',
  ],
  quotes: [
    {
      text: 'Their security checklist was more thorough than the one our own IT team used.',
      by: 'Compliance officer at a health-tech company',
    },
    {
      text: 'Off-boarding took minutes, because access had been documented from the start.',
      by: 'IT manager at an accounting firm',
    },
  ],
  link: { href: '/privacy-policy', text: 'our privacy policy' },
};
