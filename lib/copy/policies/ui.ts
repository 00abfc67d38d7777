export const POLICY_UI = {
  lastUpdated: 'Last Updated:',
  sectionsHeading: 'Policy sections',
} as const;
