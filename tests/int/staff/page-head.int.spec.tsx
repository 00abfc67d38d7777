// The search result and social card beside the editor come from the previewed page's own head, lengths counted as a
// reader sees characters, and the card shown only when this site serves it.
import { lengthNote, readPageHead, SEARCH_CUT } from '@/lib/staff/editor/page-head';

const pageWith = (head: string) => new DOMParser().parseFromString(`<html><head>${head}</head></html>`, 'text/html');

const HEAD = `
  <title>Hire a React developer | Remote Talent</title>
  <meta name="description" content="Pre-vetted developers in a week.">
  <link rel="canonical" href="https://www.example.com/blog-details/hire-react">
  <meta property="og:image" content="https://www.example.com/family-card/blog-details/hire-react?v=3">
  <meta property="og:image:alt" content="Hire a React developer">`;

describe('the previewed page head', () => {
  it('is what the page says: title, description, canonical, and its card as a path on this site', () => {
    expect(readPageHead(pageWith(HEAD))).toEqual({
      title: 'Hire a React developer | Remote Talent',
      description: 'Pre-vetted developers in a week.',
      url: 'https://www.example.com/blog-details/hire-react',
      image: '/family-card/blog-details/hire-react?v=3',
      imageAlt: 'Hire a React developer',
    });
  });

  it('shows no card picture from elsewhere, and an empty head as empty', () => {
    const elsewhere = HEAD.replace('https://www.example.com/family-card', 'https://cdn.example.net/card');
    expect(readPageHead(pageWith(elsewhere)).image).toBeNull();
    expect(readPageHead(pageWith(''))).toEqual({ title: '', description: '', url: '', image: null, imageAlt: '' });
  });
});

describe('the length notes', () => {
  it('count characters as a reader sees them, and say where results cut', () => {
    expect(lengthNote('Cafe\u0301 👩‍💻', SEARCH_CUT.title)).toBe('6 characters.');
    expect(lengthNote('x'.repeat(61), SEARCH_CUT.title)).toBe('61 characters: search results cut it after about 60.');
    expect(lengthNote('x'.repeat(160), SEARCH_CUT.description)).toBe('160 characters.');
    expect(lengthNote('', SEARCH_CUT.description)).toBe('Empty: search engines make up their own.');
  });
});
