// In a burst of edits, each edited record's own page renders alone: lists, feeds and cards wait for a quiet moment.

/** How long no edited record's own page must have rendered before a list, feed or card starts (a burst's next edit comes sooner). */
export const QUIET_BEFORE_BACKGROUND_MS = 150;
/** The most a list, feed or card waits for that quiet after its change, so a long burst still refreshes them. */
export const MOST_BACKGROUND_WAIT_MS = 3_000;

// Edited records' own pages rendering now, and when the last one ended.
let ownPagesRendering = 0;
let lastOwnPageEnded = 0;
const whenOwnPageEnds: (() => void)[] = [];

export async function asOwnPage(render: () => Promise<void>): Promise<void> {
  ownPagesRendering += 1;
  try {
    await render();
  } finally {
    ownPagesRendering -= 1;
    lastOwnPageEnded = Date.now();
    for (const resume of whenOwnPageEnds.splice(0)) resume();
  }
}

/** Resolves after `ms`, or as soon as an own page ends when `orOwnPageEnd` (whichever comes first leaves nothing behind). */
function pause(ms: number, orOwnPageEnd: boolean): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      const waiting = whenOwnPageEnds.indexOf(done);
      if (waiting >= 0) whenOwnPageEnds.splice(waiting, 1);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (orOwnPageEnd) whenOwnPageEnds.push(done);
  });
}

/** Waits until no own page has rendered for QUIET_BEFORE_BACKGROUND_MS, or until `deadline` (epoch ms). */
export async function quietForBackground(deadline: number): Promise<void> {
  for (let now = Date.now(); now < deadline; now = Date.now()) {
    const quietFor = now - lastOwnPageEnded;
    const rendering = ownPagesRendering > 0;
    if (!rendering && quietFor >= QUIET_BEFORE_BACKGROUND_MS) return;
    const left = deadline - now;
    await pause(rendering ? left : Math.min(QUIET_BEFORE_BACKGROUND_MS - quietFor, left), rendering);
  }
}
