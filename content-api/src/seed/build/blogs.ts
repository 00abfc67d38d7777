import type { BlogColumns } from '../../content/rows.ts';
import { addDays } from '../../dates.ts';
import { BLOG_TOPICS, ROLE_NAMES, TITLE_TEMPLATES, type ThemeKey } from '../copy/blog-topics/index.ts';
import { CLOSINGS, INTROS, THEMES } from '../copy/blog-themes/index.ts';
import type { ImagePool } from '../images/pool.ts';
import { createRng, type Rng } from '../prng.ts';
import { slugAllocator } from '../slug.ts';
import { capitalise, htmlList, titleCase } from '../text.ts';

export type BlogSeed = BlogColumns;

export const POPULAR_COUNT = 9;
const THEME_WORDS: Record<ThemeKey, string> = {
  vetting: 'screening',
  cost: 'budgets',
  onboarding: 'onboarding',
  communication: 'communication',
  timezones: 'time zones',
  trial: 'risk-free trials',
  security: 'data security',
  scaling: 'scaling up',
  careers: 'career growth',
};

const fill = (text: string, role: string) => text.replace(/\{role\}/g, role);

/** Posts newest first: the first are the hand-written topics, the rest are composed from templates. */
export function buildBlogs(count: number, seed: number, images: ImagePool, referenceDate: string): BlogSeed[] {
  const rng = createRng(seed, 'blogs');
  const slug = slugAllocator();
  const popular = new Set(
    rng.sample([...Array(Math.min(count, BLOG_TOPICS.length)).keys()], Math.min(POPULAR_COUNT, count)),
  );
  const spanDays = Math.max(900, Math.ceil(count / 8));
  const blogs: BlogSeed[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(referenceDate, -Math.floor((i * spanDays) / count) - rng.int(0, 2));
    const topic = topicFor(i, rng, date.slice(0, 4));
    const image = images.card(i);
    const body = composeBody(rng, topic.role, topic.themes, images.card(i + 7), topic.title);
    const rank = popular.has(i) ? [...popular].indexOf(i) + 1 : null;
    blogs.push({
      blog_slug: slug(topic.title),
      blog_title: topic.title,
      blog_short_desc: topic.short,
      blog_image: image,
      blog_img_alt: `Illustration for the article “${topic.title}”`,
      blog_date_for_schema: date,
      blog_category: topic.category,
      blog_description: body,
      meta_title: topic.title,
      meta_description:
        topic.short.length > 155 ? `${topic.short.slice(0, 152).replace(/\s+\S*$/, '')}…` : `${topic.short}.`,
      popular: rank === null ? 0 : 1,
      popular_rank: rank,
    });
  }
  return blogs;
}

function topicFor(index: number, rng: Rng, year: string) {
  const handWritten = BLOG_TOPICS[index];
  if (handWritten) return handWritten;
  const template = TITLE_TEMPLATES[index % TITLE_TEMPLATES.length] ?? TITLE_TEMPLATES[0];
  const { role, category } =
    ROLE_NAMES[Math.floor(index / TITLE_TEMPLATES.length) % ROLE_NAMES.length] ?? ROLE_NAMES[0];
  const themes = rng.sample(Object.keys(THEMES) as ThemeKey[], 3);
  const title = template.replace('{Role}', titleCase(role)).replace('{year}', year);
  const short = `Practical advice on ${themes
    .map((t) => THEME_WORDS[t])
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1')} when you bring a ${role} onto your team`;
  return { title, category, short, role, themes };
}

function composeBody(rng: Rng, role: string, themes: readonly ThemeKey[], inlineImage: string, title: string): string {
  const [first, second, third] = themes.map((key) => THEMES[key]);
  if (!first || !second || !third) throw new Error('a post needs three themes');
  const p = (text: string) => `<p>${fill(text, role)}</p>`;
  const [a, b] = rng.sample(first.paragraphs, 2);
  const quote = rng.pick(second.quotes);
  return [
    p(rng.pick(INTROS)),
    `<h2>${rng.pick(first.headings)}</h2>`,
    p(a ?? ''),
    p(b ?? ''),
    `<img src="${inlineImage}" alt="${capitalise(role)} at work, illustrating “${title.replace(/"/g, '&quot;')}”" width="800" height="600" loading="lazy">`,
    `<h2>${rng.pick(second.headings)}</h2>`,
    p(rng.pick(second.paragraphs)),
    htmlList(rng.sample(second.bullets, 4)),
    `<blockquote><p>“${quote.text}”</p><p>— ${quote.by}</p></blockquote>`,
    `<h2>${rng.pick(third.headings)}</h2>`,
    p(rng.pick(third.paragraphs)),
    `<p>Want the details? Read about <a href="${third.link.href}">${third.link.text}</a>.</p>`,
    `<p>${rng.pick(CLOSINGS)} <a href="/schedule-a-call">Schedule a call</a>.</p>`,
  ].join('\n');
}
