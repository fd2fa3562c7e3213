// Fails when client/src/gql is not what codegen.yml generates from schema.graphql and the
// operation documents. With --escrever it regenerates them (what "npm run schema" does).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(raiz);
const { config } = await loadCodegenConfig({ configFilePath: path.join(raiz, 'codegen.yml') });
const escrever = process.argv.includes('--escrever');
const saidas = await generate({ ...config, cwd: raiz, silent: true }, escrever);
if (escrever) {
  console.log(`Tipos GraphQL gerados (${saidas.length} arquivos).`);
  process.exit(0);
}
const desatualizados = saidas.filter((s) => {
  const arquivo = path.resolve(raiz, s.filename);
  return !fs.existsSync(arquivo) || fs.readFileSync(arquivo, 'utf8') !== s.content;
});
if (desatualizados.length) {
  console.error(`Tipos GraphQL desatualizados: ${desatualizados.map((s) => s.filename).join(', ')}. Rode "npm run schema".`);
  process.exit(1);
}
console.log(`Tipos GraphQL em dia (${saidas.length} arquivos).`);
