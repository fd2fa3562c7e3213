import fs from 'node:fs';
import { construirSchema } from '../graphql/schema';
import { descricoes } from '../schema/contagem';
import { ARQUIVO_SCHEMA, schemaImpresso } from '../schema/emit';

it('schema.graphql is the schema the resolvers declare (run "npm run schema" after changing them)', async () => {
  expect(fs.readFileSync(ARQUIVO_SCHEMA, 'utf8')).toBe(await schemaImpresso());
});

// The reference integrators read is the schema itself (docs/api.md): a new type, field, argument or enum
// value must come with its description, and none may send the reader to a REST path instead.
it('every type, field, argument and enum value is described, without REST paths', async () => {
  expect(descricoes(await construirSchema())).toEqual({ semDescricao: [], argumentosSemDescricao: [], comCaminhoRest: [] });
});
