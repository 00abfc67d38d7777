import type { ThemeKey } from '../blog-topics/types.ts';
import { CAREERS_THEME } from './careers.ts';
import { COMMUNICATION_THEME } from './communication.ts';
import { COST_THEME } from './cost.ts';
import { ONBOARDING_THEME } from './onboarding.ts';
import { SCALING_THEME } from './scaling.ts';
import { SECURITY_THEME } from './security.ts';
import { TIMEZONES_THEME } from './timezones.ts';
import { TRIAL_THEME } from './trial.ts';
import { VETTING_THEME } from './vetting.ts';
import type { Theme } from './types.ts';

export { CLOSINGS, INTROS } from './intros-and-closings.ts';
export type { Theme } from './types.ts';

// Key order matters: build/blogs.ts samples Object.keys(THEMES) for templated posts.
export const THEMES: Record<ThemeKey, Theme> = {
  vetting: VETTING_THEME,
  cost: COST_THEME,
  onboarding: ONBOARDING_THEME,
  communication: COMMUNICATION_THEME,
  timezones: TIMEZONES_THEME,
  trial: TRIAL_THEME,
  security: SECURITY_THEME,
  scaling: SCALING_THEME,
  careers: CAREERS_THEME,
};
