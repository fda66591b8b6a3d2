// Images and SVGs resolve to their file name in tests; the bundler gives a URL at build time.
module.exports = 'test-file-stub';
