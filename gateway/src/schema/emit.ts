import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { RAIZ } from '../config';
import { construirSchema } from '../graphql/schema';

/** The schema as committed in schema.graphql: sorted so that diffs stay readable. */
export async function schemaImpresso(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await construirSchema()))}\n`;
}

export const ARQUIVO_SCHEMA = path.join(RAIZ, 'schema.graphql');

if (require.main === module) {
  schemaImpresso().then((sdl) => {
    fs.writeFileSync(ARQUIVO_SCHEMA, sdl);
    console.log(`schema.graphql atualizado (${sdl.length} bytes).`);
  });
}
