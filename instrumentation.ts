// Next calls register() once when a server process starts: each Node process runs its own lead delivery worker.
export async function register(): Promise<void> {
  // Not in the Edge runtime, nor while `next build` prerenders.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startLeadDelivery } = await import('./lib/leads/runtime');
  const { raiseAlertsFor, startAlertSending } = await import('./lib/alerts/runtime');
  startLeadDelivery(raiseAlertsFor);
  startAlertSending();
}
