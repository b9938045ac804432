export { layoutCentrePlan, runsAcross } from './layoutCentrePlan';
export { shopDirections } from './shopDirections';
