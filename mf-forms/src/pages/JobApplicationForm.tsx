import type { RemoteModules } from 'shared-lib/contracts';
import { JobApplicationForm as Form } from '../features/job-application/JobApplicationForm';

/** The job listing's application form (decision 093), with the listing's props as they come. */
const JobApplicationForm: RemoteModules['forms/JobApplicationForm'] = (props) => (
  <Form {...props} />
);

export default JobApplicationForm;
