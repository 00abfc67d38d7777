// Words the shared UI components speak or show; client-safe (no environment), so islands can import it.
export const UI_COPY = {
  carousel: {
    role: 'carousel',
    slideRole: 'slide',
    slideOf: (index: number, count: number) => `${index + 1} of ${count}`,
    previous: 'Previous slides',
    next: 'Next slides',
    goTo: (index: number) => `Go to slide ${index + 1}`,
    play: 'Play carousel',
    pause: 'Pause carousel',
  },
  newTab: ' (opens in a new tab)',
  close: 'Close',
  playVideo: (title: string) => `Play video: ${title}`,
  mainMenu: 'Main menu',
  breadcrumb: 'Breadcrumb',
  postsShown: (count: number) => `${count} posts shown`,
} as const;
