import { PolicyPage } from '@/components/policies/PolicyPage';
import { TERMS_OF_SERVICE } from '@/lib/copy/terms';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...TERMS_OF_SERVICE.seo, path: routes.terms });

export default function TermsOfServicePage() {
  return <PolicyPage policy={TERMS_OF_SERVICE} path={routes.terms} />;
}
