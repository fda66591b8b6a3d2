// Builds the shell with the shared factory (tooling/webpack): same shared singletons as every remote.
const { createAppConfig } = require('webpack-config');
const { name } = require('./module-federation.config.cjs');

module.exports = (_env, argv) =>
  createAppConfig({ appDir: __dirname, name, port: 3000, isHost: true, mode: argv.mode ?? 'production' });
