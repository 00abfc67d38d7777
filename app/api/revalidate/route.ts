import { revalidate } from '@/lib/revalidate';

// The publish hook of the content API (docs/revalidation.md). Other methods get Next's 405.
export const POST = revalidate;
