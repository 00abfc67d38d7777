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
    // Where an element is painted; 'none' when it is not (no area, or hidden): what is not painted cannot shift.
    const topLeft = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const painted = width && height && element.checkVisibility({ visibilityProperty: true });
      return painted ? `${Math.round(x)},${Math.round(y)}` : 'none';
    };
    const wholeBody = document.body.cloneNode(true) as HTMLElement;
    // Every node in document order: a parser that stopped anywhere has built a prefix of this list.
    const nodes: Node[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ALL);
    while (walker.nextNode()) nodes.push(walker.currentNode);
    const indexOf = new Map(nodes.map((node, index) => [node, index]));
    const elements = [...document.body.querySelectorAll('*')];
    const watched = elements.filter(inFirstScreen).map((element) => ({ element, at: topLeft(element) }));
    // A cut after an element keeps its whole subtree: the prefix ends at its last descendant.
    const lastOf = (node: Node) => {
      while (node.lastChild) node = node.lastChild;
      return indexOf.get(node)!;
    };
    const elementCuts = new Set(elements.map(lastOf));
    const textCuts = new Map<number, { text: Text; firstWord: string }>();
    // A network chunk can end inside a text, and the parser hands over what it has: a first screen's text of more
    // than one word is also cut after its first word (a breadcrumb's title wrapped only once it was whole).
    nodes.forEach((node, index) => {
      if (!(node instanceof Text) || !node.parentElement || !inFirstScreen(node.parentElement)) return;
      const firstWord = /^\s*\S+/.exec(node.data)?.[0];
      if (firstWord && node.data.trim() !== firstWord.trim()) textCuts.set(index, { text: node, firstWord });
    });
    const moves = new Set<string>();
    // A cut page is shorter: held at the whole page's height, it keeps a deep link's scroll, so the first screen.
    const { scrollX, scrollY } = window;
    document.documentElement.style.minHeight = `${document.documentElement.scrollHeight}px`;
    const measure = () => {
      window.scrollTo(scrollX, scrollY);
      for (const { element, at } of watched) {
        const now = element.isConnected ? topLeft(element) : 'none';
        if (now === 'none' || now === at) continue;
        const name = `${element.localName}.${String(element.className).split(' ')[0]}`;
        moves.add(`${name} "${element.textContent?.trim().slice(0, 30)}": ${now} → ${at}`);
      }
    };
    // From the whole page back to an empty one, one node at a time: each step re-lays out only what changed, where
    // building every cut afresh laid out the whole page once per cut.
    for (let end = nodes.length - 1; end >= 0; end--) {
      if (elementCuts.has(end)) measure();
      const textCut = textCuts.get(end);
      if (textCut) {
        const { text, firstWord } = textCut;
        const whole = text.data;
        text.data = firstWord;
        measure();
        text.data = whole;
      }
      // Everything after it is gone already, so the node is a leaf.
      (nodes[end] as ChildNode).remove();
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
