import { NOMES_PERMISSAO, OPERACOES, Papel, PARCEIRO, PUBLICO, INTEGRADOR, Permissao } from '@sw/common';
import { DefinicaoRota, ROTAS_REGISTRADAS, RotaRegistrada } from './http';
import { infoDoCampo, z } from './esquema';
import { ehArquivo, r, Resposta, respostasPorStatus } from './respostas';

/**
 * The OpenAPI 3.1 document of every /api path (GET /api/openapi.json), made of the routes as they
 * are registered and the same schemas the routes parse with: what it says is what the door checks.
 */

type Esquema = Record<string, unknown>;

/** zod → JSON Schema (2020-12, which OpenAPI 3.1 uses), as the caller sends it (io: 'input'). */
export function jsonSchema(esquema: z.ZodType, io: 'input' | 'output' = 'input'): Esquema {
  return z.toJSONSchema(esquema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      // Blocks that read more than one representation (transforms) say what the caller sends.
      const { info, titulo, descricao } = infoDoCampo(ctx.zodSchema as unknown as z.ZodType);
      if (info?.alternativas) {
        for (const chave of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Esquema)[chave];
        Object.assign(
          ctx.jsonSchema,
          { oneOf: info.alternativas.map((a) => semMeta(jsonSchema(a as z.ZodType, io))) },
          descricao ? { description: descricao } : {},
        );
        return;
      }
      if (!info?.json) return;
      for (const chave of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Esquema)[chave];
      Object.assign(ctx.jsonSchema, info.json, titulo ? { title: titulo } : {}, descricao ? { description: descricao } : {});
    },
  }) as Esquema;
}

const semMeta = ({ $schema: _s, ...resto }: Esquema): Esquema => resto;

function parametrosDe(rota: RotaRegistrada): Esquema[] {
  const { definicao } = rota;
  const saida: Esquema[] = [];
  const doCaminho = [...rota.caminho.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const esquemaCaminho = definicao.parametros ? jsonSchema(definicao.parametros) : null;
  for (const nome of doCaminho) {
    const propriedade = (esquemaCaminho?.properties as Record<string, Esquema> | undefined)?.[nome];
    saida.push({
      name: nome,
      in: 'path',
      required: true,
      schema: propriedade ?? { type: 'string' },
      ...(propriedade?.title ? { description: propriedade.title } : {}),
    });
  }
  if (definicao.consulta) {
    const esquema = jsonSchema(definicao.consulta);
    const obrigatorios = new Set((esquema.required as string[] | undefined) ?? []);
    for (const [nome, propriedade] of Object.entries((esquema.properties as Record<string, Esquema>) ?? {})) {
      const { description, title, ...schema } = propriedade;
      saida.push({ name: nome, in: 'query', required: obrigatorios.has(nome), schema, ...(description || title ? { description: description ?? title } : {}) });
    }
  }
  return saida;
}

function corpoDe(definicao: DefinicaoRota, metodo: string): Esquema | undefined {
  if (definicao.arquivos?.length) {
    const campos = definicao.corpo ? semMeta(jsonSchema(definicao.corpo)) : { type: 'object', properties: {} };
    const properties = { ...(campos.properties as Esquema), ...Object.fromEntries(definicao.arquivos.map((a) => [a, { type: 'string', format: 'binary' }])) };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { ...campos, type: 'object', properties, required: [...((campos.required as string[]) ?? []), ...definicao.arquivos] },
        },
      },
    };
  }
  if (definicao.corpo) return { required: true, content: { 'application/json': { schema: semMeta(jsonSchema(definicao.corpo)) } } };
  // A route not yet described by a schema still says it takes a JSON object.
  if (metodo !== 'get' && metodo !== 'delete') return { required: false, content: { 'application/json': { schema: { type: 'object' } } } };
  return undefined;
}

function nomeDoPapel(p: Papel): string {
  if (p === PUBLICO) return 'qualquer pessoa';
  if (p === PARCEIRO) return 'membro (parceiro)';
  if (p === INTEGRADOR) return 'integrador (X-Api-Key)';
  return `${NOMES_PERMISSAO[p as Permissao]} (${p})`;
}

function segurancaDe(papeis: readonly Papel[]): Esquema[] {
  if (papeis.includes(PUBLICO)) return [];
  const saida: Esquema[] = [];
  if (papeis.some((p) => p !== INTEGRADOR)) saida.push({ sessao: [] });
  if (papeis.includes(INTEGRADOR)) saida.push({ chaveApi: [] });
  return saida;
}

const ERROS: Record<string, string> = {
  400: 'Entrada inválida (mensagem em português em `erro`; `campo` diz qual).',
  401: 'Sem sessão, sessão expirada ou credencial recusada.',
  403: 'O papel de quem pede não pode fazer esta operação.',
  404: 'Não encontrado (ou fora do alcance de quem pede).',
  409: 'Conflito com o estado atual.',
  429: 'Limite de uso atingido; tente de novo mais tarde.',
  503: 'Indisponível no momento (banco fora do ar ou consulta longa demais).',
};

/** One declared answer: JSON with its schema (as the server sends it: io 'output'), or a file of its media types. */
function conteudoDe(resposta: Resposta): Esquema {
  if (ehArquivo(resposta)) return Object.fromEntries(resposta.arquivo.map((tipo) => [tipo, { schema: { type: 'string', format: 'binary' } }]));
  return { 'application/json': { schema: semMeta(jsonSchema(resposta, 'output')) } };
}

/**
 * The answers of an operation: the declared ones by status (an error status declared by the route,
 * e.g. a 409 with its own body, replaces the shared one), then the shared error answers. A route that
 * declares nothing yet says only that it answers a JSON object.
 */
function respostasDe(definicao: DefinicaoRota): Esquema {
  const sucesso = definicao.status ?? 200;
  const declaradas = respostasPorStatus(definicao.resposta, sucesso);
  const saida: Esquema = Object.fromEntries(Object.keys(ERROS).map((s) => [s, { $ref: `#/components/responses/Erro${s}` }]));
  if (!declaradas.size) saida[String(sucesso)] = { description: 'Sucesso.', content: { 'application/json': { schema: { type: 'object' } } } };
  for (const [status, resposta] of declaradas) {
    const descricao = ehArquivo(resposta) ? (resposta.descricao ?? 'O arquivo.') : status < 300 ? 'Sucesso.' : (ERROS[status] ?? 'Resposta.');
    saida[String(status)] = { description: descricao, content: conteudoDe(resposta) };
  }
  return Object.fromEntries(Object.entries(saida).sort(([a], [b]) => Number(a) - Number(b)));
}

function operacaoDe(rota: RotaRegistrada): Esquema {
  const { definicao, operacao, metodo } = rota;
  const papeis = OPERACOES[operacao] as readonly Papel[];
  const corpo = corpoDe(definicao, metodo);
  return {
    operationId: `${metodo}${rota.caminho.replace(/:(\w+)/g, 'Por_$1').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: definicao.resumo ?? operacao,
    description: `Operação \`${operacao}\`. Quem pode: ${papeis.map(nomeDoPapel).join(', ')}.`,
    tags: [operacao.split('.')[0]],
    'x-operacao': operacao,
    security: segurancaDe(papeis),
    parameters: parametrosDe(rota),
    ...(corpo ? { requestBody: corpo } : {}),
    responses: respostasDe(definicao),
  };
}

let documento: Esquema | null = null;

export function documentoOpenApi(): Esquema {
  if (documento) return documento;
  const paths: Record<string, Record<string, Esquema>> = {};
  for (const rota of ROTAS_REGISTRADAS) {
    const caminho = `/api${rota.caminho.replace(/:(\w+)/g, '{$1}')}`;
    (paths[caminho] ??= {})[rota.metodo] = operacaoDe(rota);
  }
  documento = {
    openapi: '3.1.0',
    info: {
      title: 'Experiências SW — API REST',
      version: '1.0.0',
      description:
        'Programa de pontos para vendedores de lojas. A mesma regra vale pela API GraphQL em /graphql. Erros respondem `{ erro }` com a mensagem em português.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        sessao: { type: 'http', scheme: 'bearer', description: 'O token devolvido pelo login (Authorization: Bearer <token>).' },
        chaveApi: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Chave de integrador (só para o crédito de pontos da plataforma).' },
      },
      schemas: {
        Erro: semMeta(jsonSchema(r.erro, 'output')),
      },
      responses: Object.fromEntries(
        Object.entries(ERROS).map(([s, d]) => [
          `Erro${s}`,
          { description: d, content: { 'application/json': { schema: { $ref: '#/components/schemas/Erro' } } } },
        ]),
      ),
    },
  };
  return documento;
}
