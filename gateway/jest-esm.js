// pg-boss and openid-client (and some of their dependencies) ship only ES modules. Node runs the
// compiled gateway with require(esm), but Jest's module loader cannot: it gets those files turned
// into CommonJS here, with the TypeScript compiler the project already has.
const ts = require('typescript');

module.exports = {
  process(codigo, arquivo) {
    const { outputText, sourceMapText } = ts.transpileModule(codigo, {
      fileName: arquivo,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, allowJs: true, sourceMap: false, esModuleInterop: true },
    });
    return { code: outputText, map: sourceMapText };
  },
};
