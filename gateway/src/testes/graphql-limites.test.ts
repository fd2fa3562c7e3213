import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { RAIZ } from '../config';
import { LIMITES_GRAPHQL, REGRAS_DE_LIMITE } from '../graphql/limites';
import { AmbienteDeTeste } from '../testing/ambiente';

/** Every GraphQL document the two apps and the shared client send. */
function documentosDosApps(): { arquivo: string; texto: string }[] {
  const achados: { arquivo: string; texto: string }[] = [];
  const andar = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'gql') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) andar(p);
      else if (e.name.endsWith('.graphql')) achados.push({ arquivo: path.relative(RAIZ, p), texto: fs.readFileSync(p, 'utf8') });
    }
  };
  for (const app of ['client/src', 'panel-web/src', 'storefront-web/src']) andar(path.join(RAIZ, app));
  return achados;
}

/** `{ __schema { types { fields { type { ofType { ... } } } } } }` nested `niveis` deep. */
function aninhada(niveis: number): string {
  let corpo = 'name';
  for (let i = 0; i < niveis - 5; i++) corpo = `ofType { ${corpo} }`;
  return `{ __schema { types { fields { type { ${corpo} } } } } }`;
}

describe('limites de GraphQL', () => {
  let amb: AmbienteDeTeste;
  beforeAll(async () => {
    amb = await AmbienteDeTeste.criar();
  });
  afterAll(async () => {
    await amb.fechar();
  });

  it('every document of the apps fits within every limit', () => {
    const schema = buildSchema(fs.readFileSync(path.join(RAIZ, 'schema.graphql'), 'utf8'));
    const documentos = documentosDosApps();
    expect(documentos.length).toBeGreaterThan(10);
    for (const { arquivo, texto } of documentos) {
      expect(texto.length).toBeLessThanOrEqual(LIMITES_GRAPHQL.caracteres);
      const erros = validate(schema, parse(texto, { maxTokens: LIMITES_GRAPHQL.tokens }), REGRAS_DE_LIMITE);
      expect({ arquivo, erros: erros.map((e) => e.message) }).toEqual({ arquivo, erros: [] });
    }
  });

  it('depth: 15 levels pass, 16 are refused before running', async () => {
    const ok = await amb.gql(aninhada(LIMITES_GRAPHQL.profundidade));
    expect(ok.errors).toBeUndefined();
    const r = await amb.gql(aninhada(LIMITES_GRAPHQL.profundidade + 1));
    expect(r.status).toBe(400);
    expect(r.mensagem).toBe('A consulta passa do limite de 15 níveis de profundidade.');
    expect(r.data).toBeUndefined();
  });

  it('aliases: 30 pass, 31 are refused', async () => {
    const com = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: configuracoesSistema { voucherAtivo }`).join(' ')} }`;
    const token = await amb.entrarPainel(1);
    const ok = await amb.gql(com(30), {}, { token });
    expect(ok.errors).toBeUndefined();
    const r = await amb.gql(com(31), {}, { token });
    expect(r.status).toBe(400);
    expect(r.mensagem).toBe('A consulta passa do limite de 30 apelidos (aliases).');
  });

  it('cost: a fragment that multiplies itself is refused however few tokens it has', async () => {
    const niveis = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const fragmentos = niveis.map((n, i) =>
      i === niveis.length - 1
        ? `fragment ${n} on Query { configuracoesSistema { voucherAtivo } }`
        : `fragment ${n} on Query { ...${niveis[i + 1]} ...${niveis[i + 1]} ...${niveis[i + 1]} ...${niveis[i + 1]} }`,
    );
    const r = await amb.gql(`query { ...A } ${fragmentos.join(' ')}`);
    expect(r.status).toBe(400);
    expect(r.mensagem).toBe('A consulta é complexa demais (custo acima de 5000). Peça menos campos ou divida a consulta.');
  });

  it('tokens and size: long documents are refused with a Portuguese message', async () => {
    // 1,100 aliased fields: 3,300 tokens in 14,300 characters (under the size limit).
    const porTokens = await amb.gql(`{ ${'a:__typename '.repeat(1100)} }`);
    expect(porTokens.status).toBe(400);
    expect(porTokens.mensagem).toBe('A consulta passa do limite de 3000 tokens.');
    const grande = await amb.gql(`{ __typename } # ${'x'.repeat(LIMITES_GRAPHQL.caracteres)}`);
    expect(grande.status).toBe(413);
    expect(grande.mensagem).toBe('A consulta passa do limite de 20000 caracteres.');
  });

  it('batching: an array of operations is refused', async () => {
    const r = await amb.rest('POST', '/graphql', {
      corpo: [{ query: '{ __typename }' }, { query: '{ __typename }' }],
      cabecalhos: { 'apollo-require-preflight': 'true' },
    });
    expect(r.status).toBe(400);
    expect(r.corpo.errors[0].message).toBe('Envie uma operação por requisição: lotes de operações (batching) não são aceitos.');
  });

  it('CSRF: simple requests (GET, form posts, multipart uploads) without the preflight header are refused', async () => {
    const get = await fetch(`${amb.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(get.status).toBe(400);
    const texto = await fetch(`${amb.url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"query":"{ __typename }"}' });
    expect(texto.status).toBe(400);
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation ($f: Upload!) { enviar(arquivo: $f) }', variables: { f: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new Blob([Buffer.alloc(1024)]), 'a.png');
    const multipart = await fetch(`${amb.url}/graphql`, { method: 'POST', body: form });
    expect(multipart.status).toBe(400);
    // With the header, a multipart body is still not an operation: there is no Upload scalar (files go
    // through REST, with their size and count limits), so nothing is buffered or stored.
    const comCabecalho = await fetch(`${amb.url}/graphql`, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
    expect(comCabecalho.status).toBeGreaterThanOrEqual(400);
    expect(comCabecalho.status).toBeLessThan(500);
  });
});

describe('GraphQL em produção', () => {
  let amb: AmbienteDeTeste;
  beforeAll(async () => {
    amb = await AmbienteDeTeste.criar({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await amb.fechar();
  });

  it('introspection is off and error messages do not suggest field names', async () => {
    const r = await amb.gql('{ __schema { types { name } } }');
    expect(r.status).toBe(400);
    expect(r.data).toBeUndefined();
    const sugestao = await amb.gql('{ configuracoesSistem { voucherAtivo } }');
    expect(sugestao.status).toBe(400);
    expect(sugestao.mensagem).not.toMatch(/Did you mean|configuracoesSistema/);
    const ide = await fetch(`${amb.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await ide.text()).not.toContain('<html');
  });
});
