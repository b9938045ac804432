export { pushToDataLayer, type DataLayerEntry } from './dataLayer';
export {
  reportPageView,
  reportInteraction,
  reportSearch,
  reportFailure,
  type Interaction,
} from './events';
export { startPageReports } from './pageReports';
