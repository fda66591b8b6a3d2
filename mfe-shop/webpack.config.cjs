// Builds the 'shop' remote with the shared factory (tooling/webpack); only its port is its own.
const { createRemoteConfigs } = require('webpack-config');
const { name, exposes } = require('./module-federation.config.cjs');

module.exports = (_env, argv) =>
  createRemoteConfigs({ appDir: __dirname, name, port: 3001, exposes, mode: argv.mode ?? 'production' });
