import { ROTAS_REGISTRADAS } from '../core/http';
import { AmbienteDeTeste } from '../testing/ambiente';
import { validarOpenApi } from '../testing/validador-openapi';

/**
 * The REST reference: GET /api/openapi.json is a valid OpenAPI 3.1 document that lists every
 * registered route (and nothing else), made of the schemas the routes parse with; /api/docs shows
 * it to people.
 */

let amb: AmbienteDeTeste;
let doc: any;

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  const r = await amb.rest('GET', '/api/openapi.json');
  expect(r.status).toBe(200);
  doc = r.corpo;
});
afterAll(() => amb.fechar());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const resultado = validarOpenApi(doc);
    expect(resultado.errors).toEqual([]);
    expect(resultado).toEqual({ valid: true, errors: [], version: '3.1', stderr: '' });
  });

  it('documents every registered route, and only those', () => {
    const registradas = ROTAS_REGISTRADAS.map((r) => `${r.metodo.toUpperCase()} /api${r.caminho.replace(/:(\w+)/g, '{$1}')}`).sort();
    const documentadas = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([c, ms]) => Object.keys(ms).map((m) => `${m.toUpperCase()} ${c}`))
      .sort();
    expect(registradas.length).toBeGreaterThan(150);
    expect(documentadas).toEqual(registradas);
  });

  it('describes a converted route with its schemas: path id, body fields with messages-bearing titles, who may call it', () => {
    const op = doc.paths['/api/resgates/{id}/data-entrega'].put;
    expect(op.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    const corpo = op.requestBody.content['application/json'].schema;
    expect(corpo.required).toEqual(['dataEntrega']);
    expect(corpo.properties.dataEntrega).toEqual(expect.objectContaining({ type: 'string', title: 'Data de entrega' }));
    expect(op.security).toEqual([{ sessao: [] }]);
    expect(op.description).toContain('Administrador (2)');
    expect(op.responses['400']).toEqual({ $ref: '#/components/responses/Erro400' });
    const lista = doc.paths['/api/resgates'].get.parameters.map((p: { name: string }) => p.name);
    expect(lista).toEqual(expect.arrayContaining(['pagina', 'limite', 'sortField', 'sortOrder', 'buscar', 'rede', 'status']));
    expect(doc.paths['/api/openapi.json'].get.security).toEqual([]);
  });

  it('documents products, store products and offers from their schemas; an edit-or-toggle body is oneOf the two', () => {
    const criar = doc.paths['/api/produtos'].post.requestBody.content['application/json'].schema;
    expect(criar.required).toEqual(['codigo', 'nome', 'valorUnitario', 'valorPontos']);
    expect(criar.properties.valorUnitario).toEqual(expect.objectContaining({ title: 'Preço Unitário' }));
    const editar = doc.paths['/api/produtos/{id}'].put.requestBody.content['application/json'].schema;
    expect(editar.oneOf).toHaveLength(2);
    expect(editar.oneOf[0].required).toEqual(['codigo', 'nome', 'valorPontos']);
    expect(editar.oneOf[1].required).toEqual(['ativo']);
    const loja = doc.paths['/api/produtos_revenda'].post.requestBody.content['application/json'].schema;
    expect(loja.required).toEqual(['codigoPadrao', 'codigo', 'nome', 'valorUnitario']);
    const desconto = doc.paths['/api/ofertas-tlc/aplicar-desconto'].post.requestBody.content['application/json'].schema;
    expect(desconto.required).toEqual(['porcentagem', 'ofertas']);
    const lista = doc.paths['/api/ofertas'].get.parameters.map((p: { name: string }) => p.name);
    expect(lista).toEqual(expect.arrayContaining(['pagina', 'limite', 'buscar', 'grupo']));
    expect(doc.paths['/api/produtos'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['situacao', 'ativo', 'codigo']));
  });

  it('the route answers what the document says it checks: a malformed id in the body is 400 naming the field', async () => {
    const admin = await amb.entrarPainel(2);
    const r = await amb.rest('POST', '/api/cancelarResgate', { corpo: { identificador: 'abc' }, token: admin });
    expect(r).toEqual({ status: 400, corpo: { erro: 'Identificador inválido', campo: 'identificador' } });
    const ausente = await amb.rest('POST', '/api/cancelarResgate', { corpo: {}, token: admin });
    expect(ausente.status).toBe(400);
  });
});

describe('GET /api/docs', () => {
  it('is a page for people listing the operations, with no script', async () => {
    const r = await fetch(`${amb.url}/api/docs`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    const html = await r.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('/api/resgates/{id}/data-entrega');
    expect(html).not.toContain('<script');
  });
});
