import { Operacao, PARCEIRO, Papel, podeExecutar, PUBLICO } from '@sw/common';
import { RotasApi } from '../core/http';
import { OPERACOES_EXPOSTAS } from '../core/autorizacao';
import { ROTAS } from '../modulos';
import { AmbienteDeTeste, Resposta } from '../testing/ambiente';
import { CODIGO_NATIVO, consultasBasicas, consultasDeLista, INGLES, problemaRest, PROTOTIPO, q, retratoDosPrototipos } from '../testing/consultas-hostis';
import { VAZAMENTO } from '../testing/vazamento';

/**
 * Every list and search, through both doors, as staff and as a member, with the names every object
 * inherits (__proto__, constructor, toString...) as sort fields, filter keys, JSON keys, query keys
 * and path parameters; unknown fields; pages that are huge, negative, NaN or fractional; arrays
 * where one value is expected; JSON that is hostile or malformed. No answer may be a 5xx; a refusal
 * is a 4xx with a Portuguese erro; Object.prototype never changes; the gateway still answers
 * /healthz after each group (docs/seguranca.md, "Texto do usuário nunca indexa objeto comum").
 *
 * The routes are not chosen by hand: every GET the REST door registers is sent the hostile query
 * strings, and the GraphQL Query fields come from introspection (those with paging or sort
 * arguments). A route that answers an unknown sort field with "Não é possível ordenar" is a list,
 * and gets the full set and stricter expectations.
 */
jest.setTimeout(600_000);

interface Rota {
  nome: string;
  caminho: string;
  operacao: Operacao;
}

describe('listas e buscas com parâmetros hostis (REST e GraphQL)', () => {
  let amb: AmbienteDeTeste;
  const tokens = new Map<Papel, string>();
  const retrato = retratoDosPrototipos();
  /** Requests per route (and per GraphQL field), printed at the end. */
  const enviados = new Map<string, number>();
  const tempos = new Map<string, number>();
  let rotas: Rota[] = [];

  beforeAll(async () => {
    amb = await AmbienteDeTeste.criar({ LOGIN_MAX_TENTATIVAS: '100000', LIMITE_PESADAS_MIN: '100000' });
    for (const p of [0, 1, 2, 3, 4, 5] as const) tokens.set(p, await amb.entrarPainel(p));
    tokens.set(PARCEIRO, await amb.entrarLoja());

    const codigo = (await amb.rest('GET', '/api/indicacoes/meu-codigo', { token: tokens.get(PARCEIRO) })).corpo.codigo as string;
    // Path parameters: a value the route accepts where one is needed to reach its list, else an id.
    const valorDoParametro = (nome: string) => (nome === 'referralCode' ? codigo : '1');
    const api = new RotasApi();
    const antes = OPERACOES_EXPOSTAS.length;
    for (const registrar of ROTAS) registrar(api);
    rotas = OPERACOES_EXPOSTAS.slice(antes)
      .filter((o) => o.porta === 'rest' && o.nome.startsWith('GET '))
      .map((o) => {
        const modelo = o.nome.slice(4);
        return {
          nome: o.nome,
          caminho: modelo.replace(/:([A-Za-z]+)/g, (_, n: string) => encodeURIComponent(valorDoParametro(n))),
          operacao: o.operacao as Operacao,
        };
      });
  });

  afterAll(async () => {
    const linhas = [...enviados.entries()].map(([rota, n]) => `${String(n).padStart(5)}  ${rota}  ${tempos.get(rota) ?? ''}`);
    const total = [...enviados.values()].reduce((a, b) => a + b, 0);
    console.log(`Requisições hostis por rota (${enviados.size} rotas e campos, ${total} no total):\n${linhas.join('\n')}`);
    await amb?.fechar();
  });

  /** Staff first (the broadest role that may call it), then a member, then nobody for public calls. */
  function quem(operacao: Operacao): { papel: string; token?: string }[] {
    const r: { papel: string; token?: string }[] = [];
    const equipe = ([2, 1, 0, 5, 4, 3] as Papel[]).find((p) => podeExecutar(operacao, p));
    if (equipe !== undefined) r.push({ papel: `papel ${equipe}`, token: tokens.get(equipe) });
    if (podeExecutar(operacao, PARCEIRO)) r.push({ papel: 'membro', token: tokens.get(PARCEIRO) });
    if (podeExecutar(operacao, PUBLICO)) r.push({ papel: 'anônimo' });
    return r;
  }

  async function continuaDePe() {
    expect(retratoDosPrototipos()).toBe(retrato);
    const saude = await amb.rest('GET', '/healthz');
    expect(saude.status).toBe(200);
  }

  async function fuzzRest(grupo: (r: Rota) => boolean) {
    const selecionadas = rotas.filter(grupo);
    expect(selecionadas.length).toBeGreaterThan(0);
    const falhas: string[] = [];
    const basicas = consultasBasicas();
    const deLista = consultasDeLista();
    for (const rota of selecionadas) {
      const quemChama = quem(rota.operacao);
      if (!quemChama.length) continue;
      let n = 0;
      const inicio = Date.now();
      const anotar = (papel: string, consulta: string, r: Resposta, problema: string | null) => {
        if (problema) falhas.push(`${rota.nome} [${papel}] ?${consulta.slice(0, 90)} → ${problema} ${JSON.stringify(r.corpo).slice(0, 160)}`);
      };
      for (const { papel, token } of quemChama) {
        // Which door answers an unknown sort field by refusing it: that one is a list.
        const sonda = await amb.rest('GET', `${rota.caminho}?sortField=campoQueNaoExiste`, { token });
        n++;
        const ehLista = sonda.status === 400 && /ordenar/.test(String(sonda.corpo?.erro));
        // Exports read the sort of the paginado dialect only; the generic lists read ordenacao too.
        const sondaOrdenacao = ehLista ? await amb.rest('GET', `${rota.caminho}?${q([['ordenacao', '{"campo":"campoQueNaoExiste"}']])}`, { token }) : null;
        if (sondaOrdenacao) n++;
        const leOrdenacao = sondaOrdenacao?.status === 400 && /ordenar/.test(String(sondaOrdenacao.corpo?.erro));
        for (const consulta of ehLista ? deLista : basicas) {
          const r = await amb.rest('GET', `${rota.caminho}?${consulta}`, { token });
          n++;
          anotar(papel, consulta, r, problemaRest(r));
        }
        // Lists that read filtros (exports read only their own keys) must refuse inherited names in it.
        const filtrosSonda = ehLista ? await amb.rest('GET', `${rota.caminho}?filtros=%7B`, { token }) : null;
        if (filtrosSonda) n++;
        const leFiltros = filtrosSonda?.status === 400 && /filtros/.test(String(filtrosSonda.corpo?.erro));
        if (ehLista) {
          // A list must refuse (not ignore, not fail on) every inherited name as its sort field or filter key.
          for (const p of PROTOTIPO) {
            for (const consulta of [q([['sortField', p]]), ...(leOrdenacao ? [q([['ordenacao', JSON.stringify({ campo: p })]])] : [])]) {
              const r = await amb.rest('GET', `${rota.caminho}?${consulta}`, { token });
              n++;
              anotar(
                papel,
                consulta,
                r,
                r.status === 400 && /ordenar/.test(String(r.corpo?.erro)) ? null : `esperado 400 "Não é possível ordenar", veio ${r.status}`,
              );
            }
          }
          for (const consulta of leFiltros ? [q([['filtros', '{"__proto__":{"x":1}}']]), q([['filtros', '{"constructor":{"prototype":{"x":1}}}']])] : []) {
            const r = await amb.rest('GET', `${rota.caminho}?${consulta}`, { token });
            n++;
            anotar(papel, consulta, r, r.status === 400 ? problemaRest(r) : `esperado 400, veio ${r.status}`);
          }
        }
        // Inherited names as every path parameter.
        if (rota.nome.includes('/:')) {
          for (const p of PROTOTIPO) {
            const caminho = rota.nome.slice(4).replace(/:[A-Za-z]+/g, encodeURIComponent(p));
            const r = await amb.rest('GET', caminho, { token });
            n++;
            anotar(papel, caminho, r, problemaRest(r));
          }
        }
      }
      enviados.set(`REST ${rota.nome}`, n);
      tempos.set(`REST ${rota.nome}`, Date.now() - inicio);
      expect(retratoDosPrototipos()).toBe(retrato);
    }
    const unicas = [...new Map(falhas.map((f) => [f.split(' →')[0].split(' ?')[0] + f.split(' → ')[1]?.split(' ')[0], f])).values()];
    expect(unicas).toEqual([]);
    await continuaDePe();
  }

  // Split by path so each group stays far from the timeout on a busy machine.
  it('REST: GET /api/[a-o]* (every route, hostile query strings and path parameters)', () => fuzzRest((r) => /^GET \/api\/[a-o]/.test(r.nome)));
  it('REST: GET /api/pontuacoes* (every route, hostile query strings and path parameters)', () => fuzzRest((r) => /^GET \/api\/pontuacoes/.test(r.nome)));
  it('REST: GET /api/p* but pontuacoes (every route, hostile query strings and path parameters)', () =>
    fuzzRest((r) => /^GET \/api\/p/.test(r.nome) && !/^GET \/api\/pontuacoes/.test(r.nome)));
  it('REST: GET /api/[q-z]* (every route, hostile query strings and path parameters)', () => fuzzRest((r) => /^GET \/api\/[q-z]/.test(r.nome)));

  it('GraphQL: no Query field takes loose paging, sort or search arguments (every list reads one input)', async () => {
    const intro = await amb.gql<{ __schema: { queryType: { fields: { name: string; args: { name: string }[] }[] } } }>(
      '{ __schema { queryType { fields { name args { name } } } } }',
      {},
      { token: tokens.get(2) },
    );
    const soltos = intro.data.__schema.queryType.fields.filter((f) => f.args.some((a) => ['pagina', 'limite', 'campo', 'direcao', 'busca'].includes(a.name)));
    expect(soltos.map((c) => c.name)).toEqual([]);
  });

  it('GraphQL: a Query argument that takes an id is ID and is named id or by its noun (rede, resgate), never xId', async () => {
    type TipoRef = { name: string | null; ofType: TipoRef | null };
    const intro = await amb.gql<{ __schema: { queryType: { fields: { name: string; args: { name: string; type: TipoRef }[] }[] } } }>(
      '{ __schema { queryType { fields { name args { name type { name ofType { name ofType { name ofType { name } } } } } } } } }',
      {},
      { token: tokens.get(2) },
    );
    const base = (t: TipoRef): string | null => (t.ofType ? base(t.ofType) : t.name);
    const soltos = intro.data.__schema.queryType.fields.flatMap((f) =>
      f.args.filter((a) => /^id[A-Z]|[a-z]Id$/.test(a.name) || (/^ids?$/.test(a.name) && base(a.type) !== 'ID')).map((a) => `${f.name}(${a.name})`),
    );
    expect(soltos).toEqual([]);
  });

  it('GraphQL: every list and export link taking a Lista…Input or Exportar…Input, hostile pagina/porPagina/ordenarPor/direcao/busca and text filters in the input', async () => {
    type TipoRef = { kind: string; name: string | null; ofType: TipoRef | null };
    type Entrada = { name: string; inputFields: { name: string; type: TipoRef }[] | null };
    const intro = await amb.gql<{
      __schema: { queryType: { fields: { name: string; args: { name: string; type: TipoRef }[]; type: TipoRef }[] }; types: Entrada[] };
    }>(
      `{ __schema { queryType { fields { name args { name type { kind name ofType { kind name ofType { kind name } } } }
         type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } }
         types { name inputFields { name type { kind name ofType { kind name ofType { kind name } } } } } } }`,
      {},
      { token: tokens.get(2) },
    );
    const base = (t: TipoRef): TipoRef => (t.ofType ? base(t.ofType) : t);
    const entradas = new Map(intro.data.__schema.types.map((t) => [t.name, t]));
    const listas = intro.data.__schema.queryType.fields.flatMap((f) => {
      const arg = f.args.find((a) => a.name === 'input' && /^(Lista|Exportar)\w+Input$/.test(String(base(a.type).name)));
      return arg ? [{ campo: f, tipo: String(base(arg.type).name), obrigatorio: arg.type.kind === 'NON_NULL' }] : [];
    });
    expect(listas.length).toBeGreaterThan(5);
    const operacoes = new Map(
      OPERACOES_EXPOSTAS.filter((o) => o.porta === 'graphql').map((o) => [o.nome.replace(/^(Query|query)[ .]/, ''), o.operacao as Operacao]),
    );
    const falhas: string[] = [];
    for (const { campo, tipo } of listas) {
      const campos = entradas.get(tipo)?.inputFields ?? [];
      const textos = campos.filter((c) => c.type.kind !== 'NON_NULL' && ['String', 'ID'].includes(String(base(c.type).name))).map((c) => c.name);
      // An export link needs its tipo; the hostile values go in everything else.
      const fixos = campos.some((c) => c.name === 'tipo') ? { tipo: 'CURRENT' } : {};
      const variantes: Record<string, unknown>[] = [];
      for (const p of PROTOTIPO) {
        variantes.push({ ordenarPor: p }, { direcao: p });
        for (const t of textos) variantes.push({ [t]: p });
      }
      for (const t of textos) variantes.push({ [t]: 'A'.repeat(5000) });
      for (const v of [2147483647, -2147483648, 0, -1, 1001, 1.5, '1', null]) variantes.push({ pagina: v }, { porPagina: v });
      const selecao = ['OBJECT', 'INTERFACE', 'UNION'].includes(base(campo.type).kind) ? '{ __typename }' : '';
      const operacao = operacoes.get(campo.name);
      const chamadores = operacao ? quem(operacao) : [{ papel: 'papel 2', token: tokens.get(2) }];
      let n = 0;
      for (const { papel, token } of chamadores) {
        for (const v of variantes) {
          const r = await amb.gql(`query($i: ${tipo}) { ${campo.name}(input: $i) ${selecao} }`, { i: { ...fixos, ...v } }, { token });
          n++;
          const todos = (r.errors ?? []) as { message: string; extensions?: { code?: string } }[];
          const internos = todos.filter((e) => !e.extensions?.code || e.extensions.code === 'INTERNAL_SERVER_ERROR');
          // graphql-js' own coercion messages for a variable (a 1.5 where an Int goes, an unknown enum name) are its text.
          const doProduto = todos.filter(
            (e) => !['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED'].includes(String(e.extensions?.code)) && !/^Variable "\$i"/.test(e.message),
          );
          const problema =
            r.status >= 500
              ? `status ${r.status}`
              : internos.length
                ? `erro interno: ${internos[0].message}`
                : doProduto.find((e) => !e.message || INGLES.test(e.message))
                  ? `erro em inglês: ${doProduto.find((e) => INGLES.test(e.message))?.message}`
                  : CODIGO_NATIVO.test(JSON.stringify(r.errors ?? '')) || VAZAMENTO.test(JSON.stringify(r.errors ?? ''))
                    ? 'vazamento'
                    : // An inherited name as the sort field is refused by the enum, never used.
                      'ordenarPor' in v && !todos.length
                      ? `aceito: ${JSON.stringify(r.data).slice(0, 80)}`
                      : null;
          if (problema) falhas.push(`${campo.name} [${papel}] (${JSON.stringify(v).slice(0, 90)}) → ${problema}`);
        }
      }
      enviados.set(`GraphQL ${campo.name}(input)`, n);
      expect(retratoDosPrototipos()).toBe(retrato);
    }
    expect(falhas).toEqual([]);
    await continuaDePe();
  });

  it('GraphQL: a report kind named after an inherited property is refused by the enum, and no job is queued', async () => {
    const antes = (await amb.ds.query(`SELECT count(*)::int AS n FROM tarefas`))[0].n;
    let n = 0;
    for (const p of PROTOTIPO) {
      const r = await amb.gql(
        `mutation($tipo: TipoRelatorio!) { gerarRelatorio(input: { tipo: $tipo }) { resultado { mensagem } } }`,
        { tipo: p },
        { token: tokens.get(2) },
      );
      n++;
      expect([r.data ?? null, r.codigo]).toEqual([null, 'BAD_USER_INPUT']);
    }
    enviados.set('GraphQL gerarRelatorio(tipo)', n);
    expect((await amb.ds.query(`SELECT count(*)::int AS n FROM tarefas`))[0].n).toBe(antes);
    await continuaDePe();
  });
});
