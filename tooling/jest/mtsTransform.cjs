const ts = require('typescript');

/**
 * TypeScript always compiles an .mts file to an ES module, which jest's CommonJS runtime cannot
 * load; the registry of the apps is the one .mts file (Node reads it as it is), so it is compiled
 * here as the .ts it would otherwise be.
 */
module.exports = {
  process(source, filename) {
    const { outputText } = ts.transpileModule(source, {
      fileName: filename.replace(/\.mts$/, '.ts'),
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
      },
    });
    return { code: outputText };
  },
};
