// The shell is the federation host: it exposes nothing and lists no remotes here. It registers
// the remotes at run time from the manifest URLs in /config.json, so a remote can move or be
// redeployed without rebuilding the shell.
module.exports = {
  name: 'shell',
  exposes: {},
};
