'use client';
import { useEffect } from 'react';
import { startVitals } from '@/lib/vitals/start';

/** Reports this visit's Web Vitals to /api/vitals (docs/field-data.md); renders nothing. */
export function VitalsReporter({ sampleRate }: { sampleRate: number }) {
  useEffect(() => startVitals(sampleRate), [sampleRate]);
  return null;
}
