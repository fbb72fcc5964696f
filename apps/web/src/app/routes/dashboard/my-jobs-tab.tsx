import { useSearchParams } from 'react-router';
import { JobApplicants } from '../../../features/applications/components/job-applicants.tsx';
import { ProposalDialog } from '../../../features/contracts/components/proposal-dialog.tsx';
import { StartConversationButton } from '../../../features/conversations/components/start-conversation-button.tsx';
import type { DashboardTab } from '../../../features/dashboard/lib/dashboard-tabs.ts';
import { MyJobs } from '../../../features/jobs/components/my-jobs.tsx';
import type { SessionUser } from '../../../lib/session/use-session.ts';

/**
 * "Minhas Vagas" (contractors, photographers, admins); ?job=<id> shows that job's applicants, and
 * hiring one opens the proposal dialog, and "Mensagens" the conversation with her: four features composed here.
 */
export function MyJobsTab({ tab }: { user: SessionUser; tab: DashboardTab }) {
  const [params] = useSearchParams();
  return (
    <MyJobs
      title={tab.label}
      selectedJobId={params.get('job')}
      renderApplicants={(job) => (
        <JobApplicants
          jobId={job.id}
          jobTitle={job.title}
          renderHireDialog={(dialog) => <ProposalDialog {...dialog} />}
          renderMessages={(applicant, name) => (
            <StartConversationButton subject={{ kind: 'application', id: applicant.id }} dialogTitle={`Mensagem para ${name}`} size="md" />
          )}
        />
      )}
    />
  );
}
