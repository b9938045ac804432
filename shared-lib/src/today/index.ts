export { useToday } from './useToday';
export { useHydrated } from './useHydrated';
export { setRenderDate, getRenderDate } from './renderDate';
export { useNow } from './useNow';
