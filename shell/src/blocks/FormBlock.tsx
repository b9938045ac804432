import { RemoteModule } from 'shared-lib/remote';
import type { BlockProps } from './blockRegistry';

/** The form block belongs to mf-forms; it decides by form name what (if anything) to show. */
export function FormBlock({ block }: BlockProps<'form'>) {
  return <RemoteModule id="forms/FormBlock" props={{ block }} />;
}
