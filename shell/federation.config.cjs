// The shell exposes nothing and names no remotes: they come from /remotes.json at run time.
module.exports = { name: 'shell' };
