export { useToday } from './useToday';
export { useHydrated } from './useHydrated';
export { setRenderDate, getRenderDate } from './renderDate';
export { canberraNoon } from './canberraNoon';
export { useNow } from './useNow';
