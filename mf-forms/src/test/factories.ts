import type { FormBlock } from 'shared-lib/content';

export function makeFormBlock(overrides: Partial<FormBlock> = {}): FormBlock {
  return { id: 'form-1', type: 'form', formName: 'colouring competition', ...overrides };
}

/** A File of the given type, reporting `size` bytes without allocating them. */
export function makeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
