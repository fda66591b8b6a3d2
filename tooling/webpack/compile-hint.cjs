// Chromium's explicit compile hint (V8's `//# allFunctionsCalledOnLoad` magic comment, Chrome 136
// and later): a script file starting with it is compiled in full while it streams in, on a
// background thread, instead of each function being compiled on the main thread the first time it
// runs. Traced on the checkout (docs/adr/0197), that lazy compiling was 90-160 ms of the main
// thread's work after the first paint, a third to a half of each long task of the start. Other
// browsers read it as a comment.

/** The magic comment, exactly as V8 looks for it: the first line of the file. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint at the top of every .js file of a build: webpack's BannerPlugin, after the minifier
 * (which drops comments, OPTIMIZE_SIZE) and before the source maps are made (DEV_TOOLING), so the
 * maps and the bench's source spans count its line; before the content hash and the precompressed
 * copies, so both hold it.
 */
class CompileHintPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { BannerPlugin, Compilation } = compiler.webpack;
    new BannerPlugin({
      banner: COMPILE_HINT,
      raw: true,
      test: /\.js$/,
      stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }).apply(compiler);
  }
}

module.exports = { COMPILE_HINT, CompileHintPlugin };
