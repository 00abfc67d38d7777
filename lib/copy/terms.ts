// The terms of service: 19 numbered sections, one dispute venue (DISPUTE_VENUE) named everywhere.
// Relative: next.config.ts reads this copy (lib/security/site-inline-scripts.ts) and resolves no `@/`.
import { brand } from '../config/public';
import { DISPUTE_VENUE, POLICIES_LAST_UPDATED, type PolicyDocument, type PolicySection } from './policies';

const b = brand.name;
const v = DISPUTE_VENUE;

/** Numbers the titles in order, so inserting a section never leaves a gap or a repeat. */
const numbered = (sections: readonly PolicySection[]): PolicySection[] =>
  sections.map((section, index) => ({ ...section, title: `${index + 1}. ${section.title}` }));

export const TERMS_OF_SERVICE: PolicyDocument = {
  seo: {
    title: 'Terms of Service',
    description: `The terms that govern the use of the ${b} website and its remote staffing services: accounts, fees, payments, talent, liability and disputes.`,
  },
  banner: { eyebrow: 'Legal', title: 'Terms of Service', lead: 'The agreement between you and us, in plain words.' },
  lastUpdated: POLICIES_LAST_UPDATED,
  intro: `These terms govern your use of the ${b} website and of our remote staffing services. By using the site or the services you accept them; if you do not, please do not use them.`,
  sections: numbered([
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      paragraphs: [
        `By visiting the site, creating an account or engaging talent through ${b}, you agree to these terms and to our Privacy Policy. If you act for a company, you confirm that you may bind it.`,
      ],
    },
    {
      id: 'definitions',
      title: 'Definitions',
      paragraphs: [
        '"Client" means a business that engages talent through us. "Talent" means a professional we have vetted and placed. "Services" means our matching, vetting, placement and account management, and "Engagement" means a placement of talent with a client.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility and Accounts',
      paragraphs: [
        'Accounts on our client and candidate portals may only be held by people over 18. You must give accurate information, keep your sign-in details confidential, and tell us at once about any unauthorised use of your account.',
      ],
    },
    {
      id: 'services',
      title: 'Our Services',
      paragraphs: [
        'We shortlist pre-vetted talent, usually within 3 to 5 business days, and support each engagement with a dedicated account manager. We do not guarantee that a particular person will be available or accept an engagement.',
      ],
    },
    {
      id: 'client-duties',
      title: 'Client Responsibilities',
      paragraphs: [
        'Clients direct the day-to-day work of their talent, provide the access and information the work needs, and treat talent with respect and in line with applicable law.',
      ],
    },
    {
      id: 'talent-duties',
      title: 'Talent Responsibilities',
      paragraphs: [
        'Talent must give truthful information during vetting, keep client information confidential, and perform engagements professionally and within the agreed hours.',
      ],
    },
    {
      id: 'trial',
      title: 'Risk-Free Trial and Replacement',
      paragraphs: [
        'Each new engagement starts with a 14-day trial. If a client is not satisfied during the trial, we replace the talent free of charge or end the engagement without a fee for the trial period.',
      ],
    },
    {
      id: 'fees',
      title: 'Fees and Invoicing',
      paragraphs: [
        'Fees are set out in the engagement proposal or on our pricing page, and are invoiced monthly in advance unless agreed otherwise. Team and advance payment discounts apply as stated in the proposal.',
      ],
    },
    {
      id: 'payments',
      title: 'Payments and No Refunds',
      paragraphs: [
        'Invoices are due within 7 days. Payments are non-refundable: once a payment has been made, no refund is given, including for an engagement ended early by the client. Amounts unpaid after the due date may suspend the engagement.',
      ],
    },
    {
      id: 'non-solicitation',
      title: 'Non-Solicitation',
      paragraphs: [
        'During an engagement and for 12 months after it, a client may not hire talent introduced by us directly or through another agency without our written agreement and the conversion fee set out in the proposal.',
      ],
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality',
      paragraphs: [
        "Each party keeps the other's confidential information secret and uses it only for the engagement. This duty lasts for three years after the engagement ends.",
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      paragraphs: [
        `Work created by talent for a client during a paid engagement belongs to the client once paid for. The site, its content and the ${b} name and logo belong to us.`,
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable Use of the Site',
      paragraphs: [
        'You may not misuse the site: no attempts to break its security, no automated scraping that burdens it, no false or unlawful submissions through its forms.',
      ],
    },
    {
      id: 'third-party',
      title: 'Third-Party Services',
      paragraphs: [
        'The site uses third-party services such as a booking calendar, spam protection and sign-in portals. We are not responsible for their content or availability.',
      ],
    },
    {
      id: 'warranties',
      title: 'Disclaimer of Warranties',
      paragraphs: [
        'The site is provided as it is. Apart from the commitments in these terms and in your proposal, we make no warranties, express or implied, to the extent the law allows.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      paragraphs: [
        'Neither party is liable for indirect or consequential losses. Our total liability for any claim is limited to the fees paid by the client in the three months before the claim arose.',
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      paragraphs: [
        "A client may end an engagement with 15 days' written notice. Either party may end it at once for a material breach that is not remedied within 10 days of notice. Payments already made remain non-refundable.",
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law and Dispute Resolution',
      paragraphs: [
        `These terms are governed by ${v.law}. Any dispute arising out of or in connection with them is finally resolved by arbitration under ${v.act}, by a sole arbitrator, seated in ${v.seat}, in English.`,
        `Subject to arbitration, ${v.courts} alone have jurisdiction, including for interim relief.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes and Contact',
      paragraphs: [
        'We may update these terms; the date at the top of the page shows the latest version, and significant changes are announced by email or on the site. Questions about these terms are welcome through our contact page.',
      ],
    },
  ]),
};
