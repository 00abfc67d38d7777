import { checkQuality } from './support/quality';

checkQuality([
  { name: 'schedule a call', path: async () => '/schedule-a-call' },
  // Layout shift is measured over the whole load, until the fallback has replaced the offline calendar.
  { name: 'book an event', path: async () => '/book-an-event', waitFor: '#booking-fallback-title' },
  { name: 'contact', path: async () => '/contact-us' },
  { name: 'login', path: async () => '/login' },
]);
