// The steps of one refresh as they happen, for the staff console to show (types only: client-safe).

/** Each edge's answer to one refresh: kept the new copy, refused it as stale (rendered again), or no answer. */
export type EdgeAnswer = 'kept' | 'stale' | 'unreachable';

export type RevalidationStep =
  /** The plan's tags took effect: pages marked stale keep their copy until re-rendered, expired ones keep none. */
  | { kind: 'marked'; stale: number; expired: number }
  /** One page re-rendered on this instance (false: a failure left the old copy). */
  | { kind: 'rendered'; path: string; ok: boolean }
  | { kind: 'edge'; path: string; edge: string; answer: EdgeAnswer };

export type StepHeard = (step: RevalidationStep) => void;
