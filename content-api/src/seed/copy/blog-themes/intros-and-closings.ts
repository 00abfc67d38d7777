// Opening and closing lines around the themed sections; {role} is the topic's role.
export const INTROS = [
  'Hiring a {role} used to take months. With a pre-vetted pool, a clear brief and a short trial, it can take days, and the result is often better.',
  'Every growing company hits the same wall: more work than people. Here is what we have learned from helping over 1,100 clients hire a {role} remotely.',
  'The right {role} can change the pace of a whole team. The wrong one costs months. This guide shares the practices that tip the odds in your favour.',
  'Remote hiring is no longer an experiment. It is how many of the best teams work. Here is how to bring a {role} on board with confidence.',
] as const;

export const CLOSINGS = [
  'Ready to meet your shortlist? Candidates are usually shortlisted in 3 to 5 days.',
  'Have a role in mind? Tell us about it and we will come back with pre-vetted profiles within the week.',
  'Questions about a specific role or budget? Our team is happy to talk it through, with no obligation.',
] as const;
