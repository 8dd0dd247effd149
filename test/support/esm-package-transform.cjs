// Jest (on Node 20) cannot require an ES module package; Node itself can (require(esm)), so the
// server loads them as they are. For Jest only, packages listed in jest.config.js (ESM_PACKAGES:
// @nestjs/terminus 12) go through SWC to CommonJS, with `import.meta` spelled the CommonJS way.
const { createTransformer } = require('@swc/jest');

const swc = createTransformer({
  swcrc: false,
  jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
  module: { type: 'commonjs' },
});

const commonJsImportMeta = (source) =>
  source
    .replace(/import\.meta\.url/g, "('file://' + __filename)")
    .replace(/import\.meta\.resolve\(/g, 'require.resolve(');

module.exports = {
  process(source, path, options) {
    return swc.process(commonJsImportMeta(source), path, options);
  },
  getCacheKey(source, path, options) {
    return swc.getCacheKey(commonJsImportMeta(source), path, options) + ':esm-package-2';
  },
};
