'use client';
import { createContext } from 'react';

/**
 * A number that changes whenever the tabs' holder wants them back at their first tab and closed sections (the menu,
 * on each opening): cheaper than remounting them, which rebuilt every link of the menu on each click.
 */
export const TabsResetSignal = createContext(0);
