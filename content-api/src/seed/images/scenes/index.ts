export { avatarScene } from './avatar.ts';
export { cardScene } from './card.ts';
export { eventScene } from './event.ts';
export { officeScene } from './office.ts';
