// What the invite form shows after a post: the link to copy, or what to fix.
import type { StaffRole } from '../roles';

export type InviteState =
  { error: string } | { link: string; email: string; role: StaffRole; expiresAt: number; existing: boolean } | null;
