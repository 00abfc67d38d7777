import type { Rng } from '../prng.ts';

// Brand roles from DESIGN.md (indigo, dark indigo, amber) plus supporting tints for variety.
export const BRAND = { primary: '#3B2FC9', dark: '#14123A', accent: '#F5A524', surface: '#F5F6FA' } as const;

const PALETTES = [
  ['#3B2FC9', '#6C63FF', '#F5A524', '#EEF0FF'],
  ['#14123A', '#3B2FC9', '#22C3A6', '#E8FBF6'],
  ['#1F6FEB', '#3B2FC9', '#F5A524', '#EAF2FF'],
  ['#5B21B6', '#8B5CF6', '#F59E0B', '#F5F0FF'],
  ['#0E7490', '#14B8A6', '#F5A524', '#E6FAFB'],
  ['#BE185D', '#3B2FC9', '#FBBF24', '#FFF0F6'],
  ['#14123A', '#F5A524', '#EF4444', '#FFF7E8'],
  ['#166534', '#22C55E', '#3B2FC9', '#ECFDF3'],
] as const;

export type Palette = readonly [string, string, string, string];

export const pickPalette = (rng: Rng): Palette => rng.pick(PALETTES);

export const SKIN_TONES = ['#F1C7A5', '#E0AC84', '#C68B62', '#A66A44', '#7D4B2A', '#5A3520'] as const;
export const HAIR_COLOURS = ['#1C1C1C', '#3B2A20', '#6B4226', '#A0522D', '#D4A85A', '#8E8E8E'] as const;
