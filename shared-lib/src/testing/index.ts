export { makeImage, makePageData, makeStore, makeWeek } from './factories';
export { makeStoreLocation, testPlan, testPlanDrawing } from '../centre-plan/testPlan';
export { settlesInThisTask } from './settlesInThisTask';
