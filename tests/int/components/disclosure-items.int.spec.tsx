import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqItems, htmlItems } from '@/components/content/disclosure-items';

describe('disclosure items', () => {
  it('turns API { title, html } entries into items with unique ids and sanitised HTML', () => {
    const items = htmlItems([
      { title: 'Front end', html: '<p>React <script>alert(1)</script><strong>and</strong> Vue</p>' },
      { title: 'Front end', html: '<p>Again</p>' },
    ]);
    expect(items.map((item) => item.id)).toEqual(['front-end', 'front-end-2']);
    const { container } = render(<>{items[0]!.content}</>);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('and').tagName).toBe('STRONG');
  });

  it('turns FAQ copy into items whose content is the answer', () => {
    const [item] = faqItems([{ question: 'Is there a free trial?', answer: 'Yes, two weeks.' }]);
    expect(item).toMatchObject({ id: 'is-there-a-free-trial', title: 'Is there a free trial?' });
    render(<>{item!.content}</>);
    expect(screen.getByText('Yes, two weeks.')).toBeInTheDocument();
  });
});
