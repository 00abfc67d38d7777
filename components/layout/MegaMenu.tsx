import { ResponsiveTabs } from '@/components/ui/tabs/ResponsiveTabs';
import type { DisclosureItem } from '@/components/ui/types';
import type { CategoryMenuItem } from '@/lib/api/schemas/categories';
import type { ServiceMenuItem } from '@/lib/api/schemas/services';
import { HEADER_ACTIONS, MENU_TABS, type NavGroup } from '@/lib/copy/navigation';
import { routes } from '@/lib/routes';
import { LinkGroups } from './LinkGroups';

interface MegaMenuProps {
  services: readonly ServiceMenuItem[];
  categories: readonly CategoryMenuItem[];
}

export function serviceGroups(services: readonly ServiceMenuItem[]): NavGroup[] {
  return services.map((service) => ({
    title: service.title,
    href: routes.service(service.slug),
    links: service.children.map((child) => ({ label: child.title, href: routes.service(child.slug) })),
  }));
}

/** Each category with its sub-categories; the menu adds its 'Explore' links, the index page does not. */
export function categoryGroups(categories: readonly CategoryMenuItem[], { explore = true } = {}): NavGroup[] {
  return [
    ...categories.map((category) => ({
      title: category.title,
      href: routes.category(category.slug),
      links: category.children.map((child) => ({ label: child.title, href: routes.category(child.slug) })),
    })),
    ...(explore ? [{ title: 'Explore', links: [...MENU_TABS.hire.extraLinks] }] : []),
  ];
}

/** The mega-menu's four tabs, rendered on the server so crawlers see every link. */
export function MegaMenu({ services, categories }: MegaMenuProps) {
  const items: DisclosureItem[] = [
    { id: 'who-we-are', title: MENU_TABS.whoWeAre.title, content: <LinkGroups groups={MENU_TABS.whoWeAre.groups} /> },
    {
      id: 'services',
      title: MENU_TABS.services.title,
      content: services.length ? (
        <LinkGroups groups={serviceGroups(services)} />
      ) : (
        <p>{MENU_TABS.services.emptyText}</p>
      ),
    },
    { id: 'hire', title: MENU_TABS.hire.title, content: <LinkGroups groups={categoryGroups(categories)} /> },
    {
      id: 'apply-for-jobs',
      title: MENU_TABS.applyForJobs.title,
      content: <LinkGroups groups={MENU_TABS.applyForJobs.groups} />,
    },
  ];
  return (
    <ResponsiveTabs
      label={HEADER_ACTIONS.menuTabsLabel}
      items={items}
      orientation="vertical"
      accordionDefaultOpen={[]}
    />
  );
}
