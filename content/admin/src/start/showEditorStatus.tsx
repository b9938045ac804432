import { createRoot } from 'react-dom/client';
import 'shared-lib/styles/tokens.css';
import { EditorStatus } from './EditorStatus';
import './editorStatus.css';

/** Mounts the publish status and entry history beside Decap's interface (its own root). */
export function showEditorStatus(
  collections: Record<string, unknown>[],
  shop: string,
  subscribe: (saved: () => void) => void,
): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <EditorStatus collections={collections} shop={shop} subscribe={subscribe} />,
  );
}
