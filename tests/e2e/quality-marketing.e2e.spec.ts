import { checkQuality } from './support/quality';

const page = (path: string) => () => Promise.resolve(path);

checkQuality([
  { name: 'about us', path: page('/about-us'), carousel: 'Company milestones' },
  { name: 'vetting process', path: page('/distinct-vetting-process') },
  { name: 'our team', path: page('/our-team') },
  { name: 'customer reviews', path: page('/customer-review'), carousel: 'Client reviews' },
  { name: 'how it works', path: page('/how-it-works') },
  { name: 'pricing', path: page('/pricing') },
]);
