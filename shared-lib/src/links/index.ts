export { classifyLink, FILES_FOLDER, type LinkClass } from './classifyLink';
export { SiteLink } from './SiteLink';
