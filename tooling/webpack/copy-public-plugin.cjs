// Copies the static files of public/ (favicon, logos, robots.txt, ...) into the output, so the
// production build and the dev server serve the same tree. index.html is left out: it is the
// HtmlWebpackPlugin template. A dozen lines here instead of copy-webpack-plugin and its deps.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'CopyPublicPlugin';

function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return entry.isFile() ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

class CopyPublicPlugin {
  /** @param {{ from: string, exclude?: string[] }} options */
  constructor({ from, exclude = ['index.html'] }) {
    this.from = from;
    this.exclude = new Set(exclude);
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.from)) return;
          // Watch the folder so adding or editing a static file rebuilds in dev.
          compilation.contextDependencies.add(this.from);
          for (const file of listFiles(this.from)) {
            if (this.exclude.has(file)) continue;
            const full = path.join(this.from, file);
            compilation.fileDependencies.add(full);
            if (compilation.getAsset(file)) {
              compilation.warnings.push(
                new compiler.webpack.WebpackError(
                  `${PLUGIN}: ${file} is also a build output; the build output wins`,
                ),
              );
              continue;
            }
            compilation.emitAsset(file, new RawSource(fs.readFileSync(full)), { copied: true });
          }
        },
      );
    });
  }
}

module.exports = { CopyPublicPlugin };
