// Fictional client brands for the logo strip; each gets a hand-drawn SVG mark.
export const TRUSTED_BY = [
  { title: 'Northwind Logistics', mark: 'arrow', colour: '#1F6FEB' },
  { title: 'Brightpath Health', mark: 'cross', colour: '#0E9F6E' },
  { title: 'Andes Retail Group', mark: 'mountain', colour: '#B45309' },
  { title: 'Harbourline Media', mark: 'wave', colour: '#0E7490' },
  { title: 'Lumen Telecom', mark: 'signal', colour: '#7C3AED' },
  { title: 'Keystone Insurance', mark: 'shield', colour: '#14123A' },
  { title: 'Fieldwise Agritech', mark: 'leaf', colour: '#15803D' },
  { title: 'Cedar Education', mark: 'book', colour: '#9A3412' },
  { title: 'Quarry Energy', mark: 'bolt', colour: '#CA8A04' },
  { title: 'Meridian Realty', mark: 'house', colour: '#BE185D' },
  { title: 'Atlas Manufacturing', mark: 'gear', colour: '#475569' },
  { title: 'Solace Finance', mark: 'circle', colour: '#3B2FC9' },
  { title: 'Transit Loop', mark: 'loop', colour: '#DC2626' },
  { title: 'Civic Works', mark: 'columns', colour: '#1E3A8A' },
] as const;

export type LogoMark = (typeof TRUSTED_BY)[number]['mark'];
