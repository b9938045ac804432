export { classifyLink, FILES_FOLDER, type LinkClass } from './classifyLink';
export { inAppClickHref, type ContainerClick } from './inAppClickHref';
export { SiteLink } from './SiteLink';
export { withLinkRules } from './withLinkRules';
