import type { RemoteModules } from 'shared-lib/contracts';
import { JobApplicationForm as Form } from '../features/job-application/JobApplicationForm';

/**
 * The job listing's application form (decision 093). The listing's id (`formId`) is not sent:
 * the intake service knows forms by kind, `job_application` (decision 141).
 */
const JobApplicationForm: RemoteModules['forms/JobApplicationForm'] = ({
  storeName,
  position,
  recipient,
}) => <Form storeName={storeName} position={position} recipient={recipient} />;

export default JobApplicationForm;
