// The privacy policy: about 25 sections, each with an anchor. The brand and mailbox are placeholders set once.
// Relative: next.config.ts reads this copy (lib/security/site-inline-scripts.ts) and resolves no `@/`.
import { brand } from '../config/public';
import { DISPUTE_VENUE, POLICIES_LAST_UPDATED, type PolicyDocument } from './policies';

const b = brand.name;

export const PRIVACY_POLICY: PolicyDocument = {
  seo: {
    title: 'Privacy Policy',
    description: `How ${b} collects, uses, shares and protects personal data of clients, talent and visitors, and the choices and rights you have.`,
  },
  banner: { eyebrow: 'Legal', title: 'Privacy Policy', lead: 'What we collect, why, and the choices you have.' },
  lastUpdated: POLICIES_LAST_UPDATED,
  intro: `This policy explains how ${b} handles personal data when you visit our website, ask about hiring talent, apply to join our talent community, or use our client and candidate portals. Read it together with our Terms of Service.`,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who We Are',
      paragraphs: [
        `${b} provides pre-vetted remote professionals to businesses and recruits the talent behind that service. For the purposes of this policy, ${b} is the controller of the personal data described here.`,
      ],
    },
    {
      id: 'scope',
      title: 'Scope of This Policy',
      paragraphs: [
        'This policy covers our website, our forms, our email and phone contact with you, and our client and candidate portals. It does not cover third-party websites we link to, which have policies of their own.',
      ],
    },
    {
      id: 'data-we-collect',
      title: 'Information We Collect',
      paragraphs: [
        'We collect what you give us: your name, email address, phone number, company, company size, the skills you need or offer, and anything you write in a message or application.',
        'Candidates may also share a CV, work history, test results, interview notes and references.',
      ],
    },
    {
      id: 'automatic-data',
      title: 'Information Collected Automatically',
      paragraphs: [
        'When you visit the site, our servers record technical data such as your IP address, browser type, pages visited and the time of the visit. We use it to keep the site secure and working well.',
        'Where you came from: while you browse, your browser keeps, for that tab only and until you close it, the page you first arrived on, the address of the website that sent you (the site only, never the page), and any campaign labels (utm_ tags) or ad click identifiers in the links you followed. This uses no cookie, and nothing of it is sent to us while you browse. If you send us a form, it goes with your enquiry (without JavaScript, the address of the page the form was on), so that we know which pages and campaigns bring enquiries. We keep it with your enquiry and in our CRM, together with the date of this policy in force when you sent it.',
        "How fast pages are for you: your browser measures how quickly each page appeared and answered you (the Core Web Vitals) and, for each page you view (or a sample of visits), sends us those figures with the kind of page (never its address), whether your screen is phone, tablet or desktop sized, and your connection's speed class. This uses no cookie, we do not keep your IP address with it, and nothing in it tells us who you are or links one visit to another. We keep these figures 30 days, to find and fix slow pages.",
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Similar Technologies',
      paragraphs: [
        'We use cookies that the site needs to work, and, with your consent where the law requires it, cookies that help us understand how the site is used.',
        'You can block or delete cookies in your browser settings. Blocking essential cookies may stop some parts of the site, such as forms, from working.',
      ],
    },
    {
      id: 'how-we-use-data',
      title: 'How We Use Your Information',
      paragraphs: [
        'We use personal data to answer your enquiries, match clients with talent, run our vetting process, manage engagements and payments, send service messages, improve the site and meet our legal duties.',
      ],
    },
    {
      id: 'legal-bases',
      title: 'Legal Bases for Processing',
      paragraphs: [
        'Where the law requires a legal basis, we rely on the performance of a contract with you, our legitimate interests in running and improving our service, your consent (which you may withdraw at any time), and compliance with legal obligations.',
      ],
    },
    {
      id: 'talent-applications',
      title: 'Talent Applications and Vetting',
      paragraphs: [
        'When you apply as talent, we use your data to assess your application through screening, online tests and interviews. We keep vetting results so that we can match you with suitable clients, and we share your profile with a client only for a role you are being considered for.',
      ],
    },
    {
      id: 'client-data',
      title: 'Client Information',
      paragraphs: [
        'We use the contact and company details of clients to provide the service, to invoice, and to keep a record of the engagement. A client who uses our talent remains responsible for the personal data it shares with that talent.',
      ],
    },
    {
      id: 'marketing',
      title: 'Marketing Communications',
      paragraphs: [
        'We send marketing emails only where the law allows it. Every marketing email has an unsubscribe link, and you may also ask us to stop at any time.',
      ],
    },
    {
      id: 'sharing',
      title: 'How We Share Information',
      paragraphs: [
        'We share personal data with clients and candidates as the service requires, with service providers who act on our instructions (hosting, email, customer relationship management, scheduling and payment providers), with professional advisers, and with authorities where the law requires it. We do not sell personal data.',
      ],
    },
    {
      id: 'international-transfers',
      title: 'International Transfers',
      paragraphs: [
        'We work from offices in Canada, Colombia, India and the United States, so personal data may be processed in any of these countries. Where we transfer data across borders, we use contractual and organisational safeguards that protect it as this policy describes.',
      ],
    },
    {
      id: 'retention',
      title: 'How Long We Keep Information',
      paragraphs: [
        'We keep personal data only as long as we need it for the purposes above. Enquiries are kept for up to two years; candidate profiles for up to three years after your last activity unless you ask us to delete them sooner; and financial records for as long as tax law requires.',
      ],
    },
    {
      id: 'security',
      title: 'How We Protect Information',
      paragraphs: [
        'We use encryption in transit, access controls, staff training and regular reviews to protect personal data. No system is perfectly secure, so we also have a plan to respond quickly to any incident.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      paragraphs: [
        'Depending on where you live, you may have the right to access, correct, delete or export your personal data, to object to or restrict its use, and to withdraw consent. To use any of these rights, contact us at the address below; we answer within 30 days.',
      ],
    },
    {
      id: 'children',
      title: "Children's Privacy",
      paragraphs: [
        'Our website and services are not directed at children. We do not knowingly collect personal data from children under 13. If you believe a child under 13 has given us personal data, contact us and we will delete it.',
      ],
    },
    {
      id: 'accounts',
      title: 'Portal Accounts',
      paragraphs: [
        'Client and candidate portal accounts may only be held by people over 18. You are responsible for keeping your sign-in details confidential and for telling us at once about any unauthorised use.',
      ],
    },
    {
      id: 'third-party-links',
      title: 'Third-Party Websites and Services',
      paragraphs: [
        'The site links to third-party services, such as our booking calendar and our sign-in portals. Their providers handle any data you give them under their own policies.',
      ],
    },
    {
      id: 'recaptcha',
      title: 'Spam Protection',
      paragraphs: [
        'Our forms use Google reCAPTCHA to tell people from automated spam. It collects hardware and software information and sends it to Google, whose privacy policy and terms apply.',
      ],
    },
    {
      id: 'do-not-track',
      title: 'Do Not Track Signals',
      paragraphs: [
        'There is no common standard for browser Do Not Track signals, so the site does not respond to them. We honour the cookie choices you make instead.',
      ],
    },
    {
      id: 'california',
      title: 'Notice to California Residents',
      paragraphs: [
        'California residents may ask what personal information we collected about them in the past 12 months, ask us to delete it, and are protected from discrimination for using these rights. We do not sell or share personal information for cross-context behavioural advertising.',
      ],
    },
    {
      id: 'canada',
      title: 'Notice to Residents of Canada',
      paragraphs: [
        'We handle the personal information of people in Canada in line with the Personal Information Protection and Electronic Documents Act. You may ask our privacy officer for access to your information and to correct it.',
      ],
    },
    {
      id: 'disputes',
      title: 'Complaints and Disputes',
      paragraphs: [
        `Please contact us first, and we will try to resolve any concern. You may also complain to your local data protection authority. Any dispute about this policy is settled as our Terms of Service describe: by arbitration seated in ${DISPUTE_VENUE.seat}, under ${DISPUTE_VENUE.law}.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy as our service or the law changes. We will change the date at the top of the page and, for significant changes, tell you by email or a notice on the site.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      paragraphs: [
        `For any question or request about your personal data, write to our privacy team through the contact page or to ${b}, Privacy Officer, at our Kolkata office.`,
      ],
    },
  ],
};
