import type { ReactNode } from 'react';
import { ConsoleShell } from '@/components/staff/shell/ConsoleShell';
import { SIGNED_IN } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

/** The signed-in console: anyone with a session, in any role; each page then checks its own roles. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const member = await requireScreen(SIGNED_IN);
  return <ConsoleShell member={member}>{children}</ConsoleShell>;
}
