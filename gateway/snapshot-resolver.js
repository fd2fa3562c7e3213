// Tests run from dist/ (tsc output); their snapshots live beside the sources in src/ and are committed.
const path = require('node:path');
const paraSrc = (p) => p.replace(`${path.sep}dist${path.sep}`, `${path.sep}src${path.sep}`);
const paraDist = (p) => p.replace(`${path.sep}src${path.sep}`, `${path.sep}dist${path.sep}`);
module.exports = {
  resolveSnapshotPath: (teste, ext) => path.join(path.dirname(paraSrc(teste)), '__snapshots__', path.basename(teste).replace(/\.js$/, '.ts') + ext),
  resolveTestPath: (snap, ext) => paraDist(path.join(path.dirname(path.dirname(snap)), path.basename(snap, ext).replace(/\.ts$/, '.js'))),
  testPathForConsistencyCheck: path.join('x', 'dist', 'testes', 'exemplo.test.js'),
};
