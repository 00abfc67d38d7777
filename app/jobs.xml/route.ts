import { getOpenings } from '@/lib/api';
import { jobsFeed } from '@/lib/feeds/jobs-feed';
import { feedResponse } from '@/lib/feeds/response';

// Built with the pages and kept until the openings tag goes stale (the webhook re-renders it).
export const dynamic = 'force-static';

export async function GET() {
  return feedResponse(jobsFeed((await getOpenings()).all), 'application/xml');
}
