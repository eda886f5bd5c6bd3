import { endpoints, type ReportJob, type ReportJobBody } from '@ponteiro/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../../api/download';
import { callOperation } from '../../api/operations';
import { hasCompanySession } from '../../session/storage';

// The report jobs as the screens see them: the Downloads list (polled while something is being
// made), one job followed until it is ready, asking for one, downloading and removing.

export const REPORT_JOBS_KEY = ['report-jobs'] as const;
/** While a job is made the list is asked every 2 s; otherwise every minute (jobs of other tabs). */
const BUSY_POLL_MS = 2_000;
const IDLE_POLL_MS = 60_000;

export const isBusy = (job: Pick<ReportJob, 'status'>) =>
  job.status === 'queued' || job.status === 'running';

export function useReportJobs(enabled = true) {
  return useQuery({
    queryKey: [...REPORT_JOBS_KEY, 'list'],
    queryFn: () =>
      callOperation(endpoints.reportJobs.list, { query: { page_size: 50 } }, { silent: true }),
    enabled: enabled && hasCompanySession(),
    refetchInterval: (query) =>
      (query.state.data?.results ?? []).some(isBusy) ? BUSY_POLL_MS : IDLE_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** One job, asked again every second until it is done or failed. */
export function useReportJob(id: string | undefined) {
  return useQuery({
    queryKey: [...REPORT_JOBS_KEY, 'one', id],
    queryFn: () =>
      callOperation(endpoints.reportJobs.get, { params: { id: id! } }, { silent: true }),
    enabled: !!id,
    refetchInterval: (query) => (query.state.data && !isBusy(query.state.data) ? false : 1_000),
  });
}

export const refreshReportJobs = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: REPORT_JOBS_KEY });

export function useStartReportJob(onStarted: (job: ReportJob) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportJobBody) =>
      callOperation(endpoints.reportJobs.create, { body }, { silent: true }),
    onSuccess: async (job) => {
      onStarted(job);
      await refreshReportJobs(client);
    },
  });
}

export async function downloadReportJob(job: ReportJob): Promise<void> {
  const blob = await callOperation(
    endpoints.reportJobs.file,
    { params: { id: job.id } },
    { silent: true },
  );
  saveBlob(blob as Blob, job.file?.name ?? 'report');
}

export function useRemoveReportJob(onRemoved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callOperation(endpoints.reportJobs.remove, { params: { id } }, { silent: true }),
    onSuccess: async () => {
      onRemoved();
      await refreshReportJobs(client);
    },
  });
}
