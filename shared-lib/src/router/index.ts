/**
 * The one way the apps reach React Router. This module is a shared singleton, so every app uses
 * one router (one context: a remote's links navigate in the shell's router), and, because only
 * what is re-exported here is kept, the browser loads that part of React Router instead of all of
 * it (a package shared as such cannot be tree-shaken). Lint forbids importing react-router
 * elsewhere; the routers a page in the browser does not need are in `shared-lib/routers`.
 */
export {
  Link,
  Navigate,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
  type Location,
  type NavigateOptions,
  type To,
} from 'react-router';
