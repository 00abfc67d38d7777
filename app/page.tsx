import { Hero } from '@/components/home/Hero';
import { TrustedBy } from '@/components/marketing/TrustedBy';
import { HOME_SEO } from '@/lib/copy/home';
import { buildMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const metadata = buildMetadata({
  title: `${site.brand.name}: ${HOME_SEO.title}`,
  absoluteTitle: true,
  description: HOME_SEO.description,
  path: '/',
});

export default function HomePage() {
  return (
    <>
      <Hero />
      <TrustedBy tone="alt" />
    </>
  );
}
