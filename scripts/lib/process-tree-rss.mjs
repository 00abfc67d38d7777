// Resident memory of a process and all its descendants, read from /proc (Linux), for peak-RSS sampling.
import { readdirSync, readFileSync } from 'node:fs';

function parents() {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces and parentheses: the fields after its last ')' are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // the process ended while we read
    }
  }
  return parentOf;
}

function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Sum of VmRSS, in MB, over `root` and every process below it. */
function processTreeRssMb(root) {
  const parentOf = parents();
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parentOf) {
      if (!tree.has(pid) && tree.has(ppid)) grew = tree.add(pid) && true;
    }
  }
  return [...tree].reduce((sum, pid) => sum + rssKb(pid), 0) / 1024;
}

/** Samples the tree every `intervalMs` until stopped; `stop()` returns the peak in MB. */
export function samplePeakRss(root, intervalMs = 250) {
  let peak = 0;
  const sample = () => (peak = Math.max(peak, processTreeRssMb(root)));
  const timer = setInterval(sample, intervalMs);
  sample();
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
}
