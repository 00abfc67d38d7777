import { installImageConfig } from './support/image-config';

installImageConfig();

// Testing Library and the browser stand-ins only where there is a DOM: server modules skip loading them.
if (typeof window !== 'undefined') await import('./setup-dom');
