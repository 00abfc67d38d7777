// Where a quote is, said plainly: quotes are delivered to the content API (the CMS), never to the CRM.
export const QUOTE_WHEREABOUTS =
  'Quotes do not go to the CRM: the site delivers each quote to the content API (the CMS), which stores it. Sales find quotes here in the console’s inbox, not in the CRM; erasing the person erases the content API’s copy too.';
