export { isSlideVisible } from './isSlideVisible';
