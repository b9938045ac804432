import type { RemoteModules } from 'shared-lib/contracts';
import { ColouringCompetitionForm } from '../features/colouring-competition/ColouringCompetitionForm';
import { isColouringCompetition } from '../features/colouring-competition/isColouringCompetition';

/** Block 9 (docs/reference/blocks.md#block-9): the colouring competition form for that form name, otherwise nothing. */
const FormBlock: RemoteModules['forms/FormBlock'] = ({ block }) =>
  isColouringCompetition(block.formName) ? <ColouringCompetitionForm /> : null;

export default FormBlock;
