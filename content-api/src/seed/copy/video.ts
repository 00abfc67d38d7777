// get-video-data rows; page 3 is the vetting-process page the site asks for.
export const VIDEOS = [
  { page_id: 3, title: 'How we find the top 10%: our seven-stage vetting process', file: 'vetting-process.mp4' },
  { page_id: 5, title: 'A day in the life across our four offices', file: 'life-at-the-company.mp4' },
] as const;
