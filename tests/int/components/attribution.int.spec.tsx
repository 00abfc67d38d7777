// The tab's record of where the visitor came from: the first page view and the latest campaign link,
// client-side navigations too, in sessionStorage only; posted with a form in its `attribution` field.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TouchRecorder } from '@/components/attribution/TouchRecorder';
import { AttributionField } from '@/components/forms/AttributionField';
import { storedTouches } from '@/lib/leads/touch-store';

const navigation = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

/** A view of `path`, as the router renders it after a navigation. */
function visit(path: string) {
  window.history.pushState(null, '', path);
  const url = new URL(path, window.location.origin);
  navigation.pathname = url.pathname;
  navigation.search = url.search;
}

const touches = () => JSON.parse(storedTouches()) as { first: object; latest: object };

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('TouchRecorder', () => {
  it('keeps the first page view, and makes each campaign link the latest, client navigations too', () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://news.example/issue/12?u=1');
    visit('/?utm_source=newsletter&utm_campaign=q1&gclid=abc&x=1');
    const { rerender } = render(<TouchRecorder />);
    const first = {
      landing_page: '/?utm_source=newsletter&utm_campaign=q1&gclid=abc&x=1',
      referrer: 'https://news.example',
      utm_source: 'newsletter',
      utm_campaign: 'q1',
      gclid: 'abc',
    };
    expect(touches()).toEqual({ first, latest: first });
    visit('/about-us');
    rerender(<TouchRecorder />);
    expect(touches()).toEqual({ first, latest: first });
    // Same path, a new query: still a page view. Its referrer is the site itself, so none is kept.
    visit('/about-us?utm_source=ads&fbclid=f');
    rerender(<TouchRecorder />);
    expect(touches()).toEqual({
      first,
      latest: { landing_page: '/about-us?utm_source=ads&fbclid=f', utm_source: 'ads', fbclid: 'f' },
    });
    expect(document.cookie).toBe('');
  });

  it('records nothing, and breaks nothing, when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    visit('/?utm_source=x');
    render(<TouchRecorder />);
    expect(storedTouches()).toBe('');
  });
});

describe('AttributionField', () => {
  it('posts the tab’s touches as they are when the form’s data is gathered', () => {
    visit('/?utm_source=newsletter');
    render(<TouchRecorder />);
    const { container } = render(
      <form>
        <AttributionField />
      </form>,
    );
    const form = container.querySelector('form')!;
    expect(form.querySelector('input[type=hidden][name=attribution]')).toHaveValue('');
    // What a browser does as it gathers the form's entries (jsdom has no formdata event of its own).
    const formData = new FormData(form);
    form.dispatchEvent(Object.assign(new Event('formdata'), { formData }));
    expect(JSON.parse(String(formData.get('attribution')))).toMatchObject({ first: { utm_source: 'newsletter' } });
  });
});
