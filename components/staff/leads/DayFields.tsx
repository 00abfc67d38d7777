'use client';
import { useSyncExternalStore } from 'react';
import { InputField } from '@/components/staff/Field';
import { zoneName } from '@/lib/staff/time-format';

const noChanges = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The filter's From and To days, read in the browser's time zone: the zone goes with the form, and the labels name
 * it. The server cannot know it, so its HTML says UTC (how it reads the days of a form sent without JavaScript).
 */
export function DayFields({ from, to }: { from: string; to: string }) {
  const zone = useSyncExternalStore(noChanges, browserZone, () => '');
  const name = zone ? zoneName(zone) : 'UTC';
  return (
    <>
      <input type="hidden" name="zone" value={zone} />
      <InputField id="lead-from" name="from" type="date" label={`From (${name})`} defaultValue={from} />
      <InputField id="lead-to" name="to" type="date" label={`To (${name})`} defaultValue={to} />
    </>
  );
}
