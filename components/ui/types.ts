import type { ReactNode } from 'react';

/** One tab or accordion section: a short title and its content. */
export interface DisclosureItem {
  id: string;
  title: string;
  content: ReactNode;
}

export const tabId = (base: string, index: number) => `${base}-tab-${index}`;
export const triggerId = (base: string, index: number) => `${base}-trigger-${index}`;
export const panelId = (base: string, index: number) => `${base}-panel-${index}`;
