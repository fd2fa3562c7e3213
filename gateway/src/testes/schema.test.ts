import fs from 'node:fs';
import { ARQUIVO_SCHEMA, schemaImpresso } from '../schema/emit';

it('schema.graphql is the schema the resolvers declare (run "npm run schema" after changing them)', async () => {
  expect(fs.readFileSync(ARQUIVO_SCHEMA, 'utf8')).toBe(await schemaImpresso());
});
