import 'server-only';
import { readCardFonts } from './font-files';

let fonts: ReturnType<typeof readCardFonts> | undefined;

/** The card fonts, read once per process. */
export function cardFonts() {
  return (fonts ??= readCardFonts());
}
