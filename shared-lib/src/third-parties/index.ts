export {
  THIRD_PARTIES,
  sourcesOf,
  thirdPartySources,
  type PolicyDirective,
  type ThirdParty,
  type ThirdPartyName,
} from './thirdParties';
export { sourceAllows, sourcesAllow } from './sourceAllows';
