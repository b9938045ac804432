export { pushToDataLayer, type DataLayerEntry } from './dataLayer';
export { reportPageView, reportInteraction, reportFailure, type Interaction } from './events';
