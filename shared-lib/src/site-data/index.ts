export { useSiteDataStore } from './useSiteDataStore';
