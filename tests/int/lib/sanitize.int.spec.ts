// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '@/lib/html/sanitize';

describe('sanitizeCmsHtml', () => {
  it('removes scripts, event handlers and javascript: links, and keeps article markup', () => {
    const html = sanitizeCmsHtml(
      '<h2>Title</h2><p onclick="steal()">Text <a href="javascript:alert(1)">bad</a> <a href="/blog">good</a></p>' +
        '<script>alert(1)</script><img src="https://cdn.example.com/a.webp" onerror="alert(1)" alt="A"><iframe src="https://evil.example"></iframe>' +
        '<blockquote><p>Quote</p></blockquote><ul><li>One</li></ul><style>body{display:none}</style>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="/blog">good</a>');
    expect(html).toContain('<img src="https://cdn.example.com/a.webp" alt="A" />');
    expect(html).toContain('<blockquote><p>Quote</p></blockquote>');
  });

  it('refuses data: images and protects new-tab links', () => {
    expect(sanitizeCmsHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).not.toContain('data:');
    expect(sanitizeCmsHtml('<a href="https://example.com" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
