import { relayBlogPage } from '@/lib/api/browser-calls';

// Load more's call, answered from the content API on each request. GET only: any other method gets Next's 405.
export const dynamic = 'force-dynamic';
export const GET = relayBlogPage;
