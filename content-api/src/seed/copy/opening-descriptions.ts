// Two paragraphs per opening (the JobPosting description); plain sentences, wrapped in <p> by openingDescription.
export const OPENING_DESCRIPTIONS = {
  'Senior React Developer': [
    'You will join a client product team as its senior front-end engineer, owning features from the first design review to production. Most of our clients run React 18 with TypeScript and Next.js, test with Testing Library and Playwright, and ship several times a week.',
    'We look for people who have built and maintained a large React codebase, can explain the trade-offs of their state management choices, and write clear pull requests. You work from home on client hours with a four-hour overlap, and our Kolkata office is open whenever you want a desk.',
  ],
  'Node.js Backend Engineer': [
    'Design and run the APIs behind our clients’ web and mobile apps: REST and GraphQL services in Node.js and TypeScript, PostgreSQL and Redis, deployed to AWS with Terraform. You will pair with a senior engineer during your first month on the account.',
    'You should be comfortable reading a slow query plan, writing integration tests against a real database, and being on a light, shared on-call rotation. The role is fully remote within India, with a paid trip to Kolkata for the quarterly team week.',
  ],
  'QA Automation Engineer': [
    'A six-month contract, renewable, to build the end-to-end test suite for a fintech client moving from manual release checks to continuous delivery. You will write Playwright and Cypress tests, wire them into GitHub Actions and keep the suite fast and trustworthy.',
    'Experience with API testing (Postman or REST Assured) and a habit of filing precise, reproducible bug reports matter more to us than a long list of tools. You work from our Kolkata office three days a week.',
  ],
  'Bookkeeping Associate': [
    'Keep the books of three to five small-business clients in QuickBooks Online and Xero: categorise transactions, reconcile bank and card accounts, and prepare the month-end pack our senior accountants review. The role is 25 hours a week, scheduled around the clients’ close.',
    'You have one to three years of bookkeeping experience, know your way around accruals and prepaid expenses, and like a tidy ledger. Training for US and Canadian sales-tax rules is provided.',
  ],
  'Bilingual Customer Support Assistant': [
    'Answer customers of a US e-commerce client by chat, email and phone, in English and Spanish, during US Eastern business hours. You will resolve order, shipping and returns questions in Gorgias and Shopify, and pass clear notes to the client’s team when something needs them.',
    'We need fluent, friendly written and spoken English (B2 or higher) and a calm approach to busy days around holidays. You work from our Medellín office, with a paid lunch and an English conversation club every Friday.',
  ],
  'UI/UX Designer': [
    'Lead the design of new features for two SaaS clients: research with their users, map the flows, and turn them into Figma prototypes and a component library their developers can build from. You will present your work directly to the client’s product manager.',
    'Show us a portfolio with at least one project you took from problem statement to shipped product, and tell us what you would change now. Three years of product design and a working knowledge of accessibility guidelines (WCAG 2.2) are expected.',
  ],
  'Python Data Engineer': [
    'A twelve-month contract to build and run data pipelines for a logistics client: ingest events from Kafka, model them with dbt in Snowflake, and orchestrate the jobs in Airflow. You will own data quality checks and the documentation analysts rely on.',
    'Four or more years of Python and SQL in production, and a clear view of when a batch job is enough and when it is not, are what we are after. The role is fully remote from anywhere in Colombia, paid in US dollars.',
  ],
  'Technical Recruiter': [
    'Find and vet the engineers our clients hire: source candidates, run the first technical screen with our assessment team, and guide each finalist through the client’s interviews. You will work on eight to twelve open roles at a time, mostly in web and mobile development.',
    'You have two or more years of technical recruiting, can tell a React role from a React Native one, and treat candidates the way you would want to be treated. You work from our Toronto office, with Fridays at home.',
  ],
  'Account Manager': [
    'Look after a portfolio of about twenty client accounts: run the kick-off for each new hire, check in every two weeks, spot problems before they grow, and plan the next hires with the client. You are the person our clients call first.',
    'Three years of account management or customer success in a services business, and the ease to talk budgets with a CFO and stand-ups with a developer, will serve you well. The role is based in our Toronto office.',
  ],
  'Digital Marketing Intern': [
    'A paid four-month internship (May to August) in our marketing team: write and schedule social posts, help produce our blog and newsletter, and learn how we run and measure paid search campaigns in Google Ads and GA4.',
    'You are studying marketing, communications or business, write clear English, and are curious about how a B2B company finds its customers. You work from our Toronto office, with a mentor from the marketing team.',
  ],
  'Enterprise Sales Executive': [
    'Open and grow relationships with mid-market and enterprise companies in the US Northeast that want to build remote engineering and operations teams. You will own the full cycle, from first conversation to signed agreement, with support from our solutions team.',
    'We are looking for five or more years of B2B services or SaaS sales, a record of closing six-figure deals, and the patience for a considered buying process. Base salary plus uncapped commission, working from our New York office.',
  ],
  'Payroll Specialist': [
    'Run payroll for our own staff and for clients’ remote teams across the US and Canada: process semi-monthly runs in Gusto and ADP, handle new-hire set-up and terminations, and answer employees’ payroll questions within a day.',
    'Two to four years of multi-state payroll experience is needed, and a Certified Payroll Professional credential is a plus. The role is 30 hours a week, Monday to Friday, in our New York office.',
  ],
  'Executive Virtual Assistant': [
    'Support a US-based CEO and their leadership team: manage calendars across time zones, prepare board and investor meeting packs, book travel, and keep the inbox down to what truly needs them. Discretion is part of the job every day.',
    'You bring three or more years supporting executives, excellent written English, and fluency with Google Workspace, Notion and Slack. The role is fully remote from Colombia, on US Eastern hours.',
  ],
} as const;
