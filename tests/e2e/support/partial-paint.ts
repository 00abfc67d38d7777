// A page cut after each of its elements, and inside each text of its first screen, as a browser that paints a
// half-parsed page would show it.
import type { Page } from '@playwright/test';

/** Where each element of the first screen would have been at each cut that moves one, as `element: x,y → x,y`. */
export function movesInPartialPages(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inFirstScreen = (element: Element) => {
      const { top, right, bottom, left } = element.getBoundingClientRect();
      return top < window.innerHeight && bottom > 0 && left < window.innerWidth && right > 0;
    };
    const textsOf = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      while (walker.nextNode()) texts.push(walker.currentNode as Text);
      return texts;
    };
    const wholeBody = document.body.cloneNode(true) as HTMLElement;
    // Where an element is painted; 'none' when it is not (no area, or hidden): what is not painted cannot shift.
    const topLeft = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const painted = width && height && element.checkVisibility({ visibilityProperty: true });
      return painted ? `${Math.round(x)},${Math.round(y)}` : 'none';
    };
    const wholePage = [...document.body.querySelectorAll('*')].map((element) => ({
      at: topLeft(element),
      watched: inFirstScreen(element),
    }));
    // A network chunk can end inside a text, and the parser hands over what it has: a first screen's text of more
    // than one word is also cut after its first word (a breadcrumb's title wrapped only once it was whole).
    const textCuts = textsOf(document.body).flatMap((text, index) => {
      const firstWord = /^\s*\S+/.exec(text.data)?.[0];
      const watched = text.parentElement && inFirstScreen(text.parentElement);
      return watched && firstWord && text.data.trim() !== firstWord.trim() ? [{ index, firstWord }] : [];
    });
    const cuts: ((body: HTMLElement) => Node)[] = [
      ...wholePage.map((_, index) => (body: HTMLElement) => body.querySelectorAll('*')[index]!),
      ...textCuts.map(({ index, firstWord }) => (body: HTMLElement) => {
        const text = textsOf(body)[index]!;
        text.data = firstWord;
        return text;
      }),
    ];
    const moves = new Set<string>();
    // A cut page is shorter: held at the whole page's height, it keeps a deep link's scroll, so the first screen.
    const { scrollX, scrollY } = window;
    document.documentElement.style.minHeight = `${document.documentElement.scrollHeight}px`;
    for (const cutAt of cuts) {
      const body = wholeBody.cloneNode(true) as HTMLElement;
      document.body.replaceWith(body);
      window.scrollTo(scrollX, scrollY);
      // What the parser has not reached after the cut: everything after it in document order.
      for (let node: Node = cutAt(body); node !== body; node = node.parentNode!) {
        while (node.nextSibling) node.nextSibling.remove();
      }
      // What is left is a prefix of the whole page's elements, in the same order.
      [...body.querySelectorAll('*')].forEach((element, index) => {
        const { at, watched } = wholePage[index]!;
        const now = topLeft(element);
        if (!watched || now === 'none' || now === at) return;
        const name = `${element.localName}.${String(element.className).split(' ')[0]}`;
        moves.add(`${name} "${element.textContent?.trim().slice(0, 30)}": ${now} → ${at}`);
      });
    }
    document.body.replaceWith(wholeBody);
    document.documentElement.style.minHeight = '';
    return [...moves];
  });
}

/**
 * Loads `path` as the server sent it (its framework scripts never start: the cuts are of the server's HTML, not of
 * React's DOM) and returns what a half-parsed page would move. Whichever font the page got (`display: optional`:
 * the web font or the fallback), the whole page and its cuts are laid out with it, and neither may move anything.
 */
export async function partialPaintMoves(page: Page, path: string): Promise<string[]> {
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => route.abort());
  await page.goto(path);
  return movesInPartialPages(page);
}
