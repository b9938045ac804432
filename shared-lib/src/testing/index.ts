export { makeImage, makePageData, makeStore } from './factories';
export { makeStoreLocation, testPlan, testPlanDrawing } from '../centre-plan/testPlan';
