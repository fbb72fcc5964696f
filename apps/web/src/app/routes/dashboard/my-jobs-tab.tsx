import { useSearchParams } from 'react-router';
import type { SessionUser } from '../../../features/auth/use-session.ts';
import type { DashboardTab } from '../../../features/dashboard/lib/dashboard-tabs.ts';
import { MyJobs } from '../../../features/jobs/components/my-jobs.tsx';

/** "Minhas Vagas" (contractors, photographers, admins); ?job=<id> shows that job's applicants. */
export function MyJobsTab({ tab }: { user: SessionUser; tab: DashboardTab }) {
  const [params] = useSearchParams();
  return <MyJobs title={tab.label} selectedJobId={params.get('job')} />;
}
