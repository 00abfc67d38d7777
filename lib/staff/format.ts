// Times in the console: a date and time with its zone (UTC on the server; the zone is always written out).
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

export const staffDateTime = (epochMs: number): string => FORMAT.format(new Date(epochMs));
