/** One section of a policy: its anchor (`/privacy-policy#cookies`), title and paragraphs. */
export interface PolicySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export interface PolicyDocument {
  seo: { title: string; description: string };
  banner: { eyebrow: string; title: string; lead: string };
  /** The display date shown under the banner. */
  lastUpdated: string;
  intro: string;
  sections: readonly PolicySection[];
}

/** Both policies were last revised together (spec 001 §2). */
export const POLICIES_LAST_UPDATED = '02 Jan, 2025';
export const POLICIES_LAST_UPDATED_ISO = '2025-01-02';

/** The one venue both policies name for disputes, so they can never disagree. */
export const DISPUTE_VENUE = {
  law: 'the laws of India',
  seat: 'Kolkata, West Bengal, India',
  act: 'the Arbitration and Conciliation Act, 1996',
  courts: 'the courts at Kolkata, West Bengal',
} as const;

export const POLICY_UI = {
  lastUpdated: 'Last Updated:',
  sectionsHeading: 'Policy sections',
} as const;
