// A font file a module imports is, to webpack, its built address; in jest, an address of that shape.
module.exports = '/font-file.woff2';
