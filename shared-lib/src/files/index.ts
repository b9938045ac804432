export { fsyncDirectory, writeAtomically } from './writeAtomically';
