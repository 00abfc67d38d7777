// Steps sent to the browser as they happen: a chain of promises, each step with the promise of the next, which a
// server action can return (React streams each promise as it settles) and a client island reads in order.

export interface FeedNode<T> {
  item: T;
  next: Promise<FeedNode<T> | null>;
}

/** A feed to `push` items into and `end`; `head` is the promise of its first node (null when it ends empty). */
export function createFeed<T>() {
  let settle: (node: FeedNode<T> | null) => void = () => {};
  const promiseOfNext = () => new Promise<FeedNode<T> | null>((resolve) => (settle = resolve));
  const head = promiseOfNext();
  return {
    head,
    push(item: T) {
      const current = settle;
      current({ item, next: promiseOfNext() });
    },
    end: () => settle(null),
  };
}

/** Each item of a feed in order, as it arrives. */
export async function* readFeed<T>(head: PromiseLike<FeedNode<T> | null>): AsyncGenerator<T> {
  for (let node = await head; node; node = await node.next) yield node.item;
}
