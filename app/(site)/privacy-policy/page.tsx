import { PolicyPage } from '@/components/policies/PolicyPage';
import { PRIVACY_POLICY } from '@/lib/copy/privacy';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...PRIVACY_POLICY.seo, path: routes.privacy });

export default function PrivacyPolicyPage() {
  return <PolicyPage policy={PRIVACY_POLICY} path={routes.privacy} />;
}
