import { PageHeader } from '../../components/page-header';

export function SafetyPlanPage() {
  return <PageHeader title="My Safety Plan" description="Your own plan for hard moments" />;
}
