import { PageHeader } from '../../components/page-header';

export function ProfilePage() {
  return <PageHeader title="My Profile" description="Your contact details" />;
}
