// The web font's stylesheet as a chunk of its own, which only `loadWebFont` imports.
import './webfont.css';
