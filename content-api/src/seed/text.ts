/** Capitalises each word's first letter and leaves the rest alone (so "UI/UX" and "Node.js" survive). */
export const titleCase = (text: string) =>
  text.replace(/(^|\s)([a-z])/g, (_, space: string, c: string) => space + c.toUpperCase());

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const htmlList = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
