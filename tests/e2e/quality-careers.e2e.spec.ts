// Slow: 13 careers and legal pages at two widths, each loaded whole, scrolled, measured for layout shift and run
// through axe; one file, so a page added to this family is checked the same way.
import { routes } from '@/lib/routes';
import { checkQuality } from './support/quality';

checkQuality([
  { name: 'apply as talent', path: async () => routes.applyAsTalent },
  { name: 'current openings', path: async () => routes.openings },
  { name: 'see all skills', path: async () => routes.allSkills },
  { name: 'internship', path: async () => routes.internship },
  { name: 'culture and values', path: async () => routes.culture, carousel: 'Our five values' },
  { name: 'life at the company', path: async () => routes.lifeAt },
  { name: 'social responsibility', path: async () => routes.socialResponsibility, carousel: 'Companies that trust us' },
  { name: 'employee referral', path: async () => routes.referral },
  { name: 'portfolio', path: async () => routes.portfolio },
  { name: 'privacy policy', path: async () => routes.privacy },
  { name: 'privacy policy deep link', path: async () => `${routes.privacy}#cookies` },
  { name: 'privacy policy deep link to its last section', path: async () => `${routes.privacy}#contact` },
  { name: 'terms of service', path: async () => routes.terms },
]);
