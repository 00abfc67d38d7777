import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PolicySections } from '@/components/policies/PolicySections';

const sections = ['Who We Are', 'Cookies', 'Contact Us'].map((title) => ({
  id: title.toLowerCase().replace(/ /g, '-'),
  title,
  paragraphs: [`About ${title.toLowerCase()}.`],
}));

const details = (id: string) => document.getElementById(id) as HTMLDetailsElement;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('PolicySections', () => {
  it('keeps every section in the document, each with its anchor, the first open', () => {
    render(<PolicySections group="privacy" sections={sections} />);
    for (const section of sections) {
      expect(details(section.id).tagName).toBe('DETAILS');
      expect(details(section.id)).toHaveAttribute('name', 'privacy');
      expect(details(section.id)).toHaveTextContent(section.paragraphs[0] ?? '');
    }
    expect(details('who-we-are').open).toBe(true);
    expect(details('cookies').open).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Cookies' })).toBeInTheDocument();
  });

  it('opens the section the URL hash names, on load and when the hash changes', async () => {
    // jsdom has no layout, so no scrolling: record the call instead.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    window.history.replaceState(null, '', '/privacy-policy#cookies');
    render(<PolicySections group="privacy" sections={sections} />);
    expect(details('cookies').open).toBe(true);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });

    await act(async () => {
      window.history.replaceState(null, '', '/privacy-policy#contact-us');
      window.dispatchEvent(new HashChangeEvent('hashchange', { newURL: window.location.href }));
    });
    expect(details('contact-us').open).toBe(true);
  });

  it('opens the section a hash change names though the router put back its URL before the event', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    window.history.replaceState(null, '', '/privacy-policy');
    render(<PolicySections group="privacy" sections={sections} />);
    const named = new URL('/privacy-policy#contact-us', window.location.href).href;
    await act(async () => {
      window.dispatchEvent(new HashChangeEvent('hashchange', { newURL: named }));
    });
    expect(window.location.hash).toBe('');
    expect(details('contact-us').open).toBe(true);
  });

  it.each([
    ['#cookies', [[false], [false, true], [false, true, false]]],
    ['#contact-us', [[false], [false, false], [false, false, true]]],
    ['', [[true], [true, false], [true, false, false]]],
    ['#not-a-section', [[true], [true, false], [true, false, false]]],
  ])('at %j, gives each section its final state as the server HTML is parsed', async (hash, states) => {
    window.history.replaceState(null, '', `/privacy-policy${hash}`);
    const template = document.createElement('template');
    template.innerHTML = renderToStaticMarkup(<PolicySections group="privacy" sections={sections} />);
    const list = document.body.appendChild(document.createElement('div'));
    const seen: boolean[][] = [];
    // Inserts the server's nodes one by one like the parser: the browser may paint between any two.
    for (const node of Array.from(template.content.firstElementChild?.childNodes ?? [])) {
      if (node instanceof HTMLScriptElement) {
        const script = document.createElement('script');
        script.textContent = node.textContent;
        list.append(script);
        continue;
      }
      list.append(node);
      await Promise.resolve();
      seen.push(Array.from(list.querySelectorAll('details'), (section) => section.open));
    }
    list.remove();
    expect(seen).toEqual(states);
  });
});
