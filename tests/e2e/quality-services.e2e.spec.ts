import { checkQuality } from './support/quality';

// axe, console errors and layout shift at 375 and 1280 px for every page type of this family.
checkQuality([
  { name: 'top-level service', path: async () => '/services/software-development', carousel: 'Case study slides' },
  { name: 'child service', path: async () => '/services/web-application-development' },
  { name: 'services index', path: async () => '/services' },
  { name: 'top-level category', path: async () => '/hire-our-genius-mind/developers' },
  { name: 'sub-category', path: async () => '/hire-our-genius-mind/php-developers' },
  { name: 'categories index', path: async () => '/hire-our-genius-mind' },
  { name: 'thank-you', path: async () => '/thank-you?thank-you=4' },
]);
