// Copy of /login, the sign-in chooser (spec 001 §2, §6); client-safe.
import { brand } from '@/lib/config/public';

export const LOGIN_COPY = {
  seo: {
    title: 'Sign In',
    description: `Sign in to the ${brand.name} client portal to manage your team, or to the candidate portal to follow your applications.`,
  },
  title: `Welcome to ${brand.name}`,
  lead: 'Choose the portal that fits you. Each opens in a new tab.',
  cards: {
    client: {
      title: 'Sign In As A Client',
      text: 'Review shortlists, schedule interviews, follow your team’s timesheets and manage invoices.',
      action: 'Go to the client portal',
    },
    candidate: {
      title: 'Sign In As A Candidate',
      text: 'Track your applications, take your assessments and keep your profile ready for the next match.',
      action: 'Go to the candidate portal',
    },
  },
} as const;
