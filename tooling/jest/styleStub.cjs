// Jest cannot parse CSS; components' class names are plain strings, so an empty module is enough.
module.exports = {};
