import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, isInputObjectType } from 'graphql';
import { INTEGRADOR, Operacao, PARCEIRO, Papel, podeExecutar } from '@sw/common';
import { RAIZ } from '../config';
import { RotasApi } from '../core/http';
import { OPERACOES_EXPOSTAS } from '../core/autorizacao';
import { ROTAS } from '../modulos';
import { AmbienteDeTeste } from '../testing/ambiente';
import { VAZAMENTO } from '../testing/vazamento';

/**
 * Hostile input against every write call the REST door registers: malformed CPFs, dates and
 * numbers, SQL fragments, scripts, huge strings and wrong JSON types, both as the whole body and
 * in every field any input declares. Each answer must be a 4xx with a Portuguese erro, and no
 * table may gain or lose a row.
 */

const ENORME = 'A'.repeat(200_000);
/** Values that no field of the product accepts. */
const HOSTIS: unknown[] = [
  "'; DROP TABLE parceiros; --",
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  ENORME,
  '\u0000',
  '../../etc/passwd',
  '000.000.000-00',
  '111.111.111-11',
  '123.456.789-00',
  '2026-02-30',
  '31/13/2026',
  '9999-99-99T99:99',
  '1e309',
  'NaN',
  '-Infinity',
  '99999999999999999999999',
  -1,
  -1e308,
  1e308,
  1.5e-300,
  2 ** 63,
  [],
  [null],
  {},
  { $gt: '' },
  { a: { b: { c: { d: { e: {} } } } } },
  '🙂'.repeat(5000),
  ' ',
  '\t\r\n',
];
/** Whole bodies of the wrong shape. */
const CORPOS_ERRADOS: string[] = [
  '[]',
  '"texto"',
  '123',
  'null',
  'true',
  '[{"id":1}]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
];
/** Path parameters that are not identifiers. */
const PARAMETROS = ['abc', '-1', '0', '99999999999999999999', "1' OR 1=1--", '%00', '1.5', '%3Cscript%3E'];

/** Every field name of every GraphQL input: the vocabulary the REST bodies share. */
function camposConhecidos(): string[] {
  const schema = buildSchema(fs.readFileSync(path.join(RAIZ, 'schema.graphql'), 'utf8'));
  const nomes = new Set<string>();
  for (const t of Object.values(schema.getTypeMap())) {
    if (isInputObjectType(t) && !t.name.startsWith('__')) for (const f of Object.keys(t.getFields())) nomes.add(f);
  }
  for (const extra of ['id', 'ids', 'cpf', 'senha', 'novaSenha', 'uuid', 'motivo', 'status', 'data', 'idVenda', 'idRevenda', 'itens', 'codigo', 'pontos'])
    nomes.add(extra);
  return [...nomes];
}

/** Tables whose row counts must not move (throttling counters are expected to grow). */
const TABELAS_DE_CONTAGEM = ['tentativas_login', 'tentativas_publicas', 'usos_limitados', 'sessoes'];

async function contagens(amb: AmbienteDeTeste): Promise<Record<string, number>> {
  const tabelas: { t: string }[] = await amb.ds.query(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' AND tablename <> ALL($1) ORDER BY 1`, [
    TABELAS_DE_CONTAGEM,
  ]);
  const r: Record<string, number> = {};
  // The audit lines of the accepted calls (ACEITOS) are the only rows allowed to appear.
  for (const { t } of tabelas) {
    const filtro = t === 'logs' ? ` WHERE tipo NOT IN ('usuario.perfil', 'parceiro.perfil.editar', 'parceiro.contato.enviar')` : '';
    r[t] = (await amb.ds.query(`SELECT count(*)::int AS n FROM "${t}"${filtro}`))[0].n;
  }
  return r;
}

/** Write calls that read no input at all: there is nothing hostile to send them. */
const SEM_ENTRADA: Record<string, string> = {
  'DELETE /api/sessoes': 'sair: encerraria a sessão que o resto do teste usa',
  'POST /api/pontuacoes/expirar': 'expirar pontos vencidos: a ação não tem parâmetros (o relatório mostra o que ela fará)',
  'POST /api/ofertas-tlc/sync': 'sincronizar o catálogo: lê só o provedor configurado (sem provedor, 503 com erro claro; testado em ofertas.test)',
};

/**
 * Answers that may be 2xx: text fields read a JSON number as its text (core/esquema.ts e.textoObrigatorio), so a
 * staff user may name themselves "-1"; nothing else is stored and no row is added.
 */
const ACEITOS: Record<string, (corpo: string) => boolean> = {
  'PUT /api/usuarios': (corpo) => /"nome":-?\d[\d.e+-]*[,}]/.test(corpo),
  // A member's free-text address and hobby fields take any printable text (even "000.000.000-00").
  'PUT /api/parceiros': (corpo) => {
    const campos = Object.entries(JSON.parse(corpo) as Record<string, unknown>);
    return (
      campos.length === 1 &&
      ['endRua', 'endNumero', 'endComplemento', 'endBairro', 'endCidade', 'hobby'].includes(campos[0][0]) &&
      typeof campos[0][1] === 'string' &&
      /^[\x20-\x7e]{1,160}$/.test(campos[0][1] as string) &&
      !!(campos[0][1] as string).trim()
    );
  },
  // The same answer whatever is typed, registered or not (spec 3 §2.4): nothing is stored for unknown text.
  'POST /api/sessoes/parceiro/esqueceu-senha': (corpo) => {
    const { informacao } = JSON.parse(corpo) as { informacao?: unknown };
    return typeof informacao === 'string' && informacao.trim().length > 0;
  },
  // Any text is a message to the support team, a hostile-looking one too (it goes out as plain text).
  'POST /api/enviar-email-contato': (corpo) => {
    const { mensagem } = JSON.parse(corpo) as { mensagem?: unknown };
    return typeof mensagem === 'string' && mensagem.trim().length > 0 && mensagem.trim().length <= 5000;
  },
};

const INGLES = /\b(the|must be|cannot|expected|undefined|Unexpected|TypeError|is not|invalid input)\b/;

/** Every REST write call that reads input, from the route table itself (a new route is covered). */
const ESCRITAS = (() => {
  const antes = OPERACOES_EXPOSTAS.length;
  const api = new RotasApi();
  for (const registrar of ROTAS) registrar(api);
  return OPERACOES_EXPOSTAS.slice(antes)
    .filter((o) => o.porta === 'rest' && /^(POST|PUT|DELETE) /.test(o.nome))
    .filter((o) => !(o.nome in SEM_ENTRADA))
    .map((o) => ({ nome: o.nome, operacao: o.operacao }));
})();

describe('entradas hostis em toda escrita', () => {
  let amb: AmbienteDeTeste;
  const tokens = new Map<Papel, string>();
  beforeAll(async () => {
    amb = await AmbienteDeTeste.criar({ LOGIN_MAX_TENTATIVAS: '100000' });
    for (const p of [0, 1, 2, 3, 4, 5] as const) tokens.set(p, await amb.entrarPainel(p));
    tokens.set(PARCEIRO, await amb.entrarLoja());
  });
  afterAll(async () => {
    await amb.fechar();
  });

  // Every write route is its own test (about 45 requests each, under a second idle): the walk over
  // some 80 routes and 3,700 requests never has to fit in one test's time. Routes run in table order,
  // so the rotation of single-field bodies below is the same on every run.
  describe('hundreds of malformed values against every POST, PUT and DELETE: 4xx, a Portuguese erro, nothing stored', () => {
    const campos = camposConhecidos();
    let inicial: Record<string, number>;
    let enviados = 0;
    let rodada = 0;
    beforeAll(async () => {
      inicial = await contagens(amb);
    });

    it.each(ESCRITAS)('$nome', async ({ nome, operacao }) => {
      const falhas: string[] = [];
      const [metodo, modelo] = nome.split(' ');
      // Called as a role that may call it, so validation, not the guard, answers.
      const papel = ([1, 2, 0, 5, 3, 4, PARCEIRO] as Papel[]).find((p) => podeExecutar(operacao as Operacao, p));
      const token = papel === undefined ? undefined : tokens.get(papel);
      const semAutorizacao = papel === undefined && podeExecutar(operacao as Operacao, INTEGRADOR);
      const caminhos = modelo.includes(':') ? PARAMETROS.map((v) => modelo.replace(/:[A-Za-z]+/g, v)) : [modelo];
      const pedidos: { caminho: string; bruto: string }[] = [];
      for (const caminho of caminhos) {
        if (caminho !== caminhos[0]) {
          // Other hostile path parameters: with an empty body and one hostile body.
          pedidos.push({ caminho, bruto: '{}' }, { caminho, bruto: JSON.stringify(Object.fromEntries(campos.map((c) => [c, HOSTIS[1]]))) });
          continue;
        }
        // Every field at once (a huge string in every field would only test the 1 MB limit: 4 KB here,
        // 200 KB in the single-field bodies below).
        for (const v of HOSTIS)
          pedidos.push({ caminho, bruto: JSON.stringify(Object.fromEntries(campos.map((c) => [c, v === ENORME ? ENORME.slice(0, 4000) : v]))) });
        for (const c of CORPOS_ERRADOS) pedidos.push({ caminho, bruto: c });
        // One field at a time, next to otherwise empty input: 30 per call, a different 30 for each call,
        // so every field name is sent to several calls.
        for (let i = 0; i < 30; i++) {
          const c = campos[(rodada * 7 + i) % campos.length];
          pedidos.push({ caminho, bruto: JSON.stringify({ [c]: HOSTIS[(rodada + i) % HOSTIS.length] }) });
        }
        rodada++;
      }
      for (const { caminho, bruto } of pedidos) {
        const r = await amb.rest(metodo, caminho, { bruto, token: semAutorizacao ? undefined : token });
        const erro = (r.corpo as { erro?: unknown })?.erro;
        // validar-recuperacao answers every check with 200 {valido, mensagem} (spec): false is its refusal.
        const recusaDeVerificacao = r.status === 200 && (r.corpo as { valido?: unknown })?.valido === false;
        const aceitoDeProposito = r.status < 300 && ACEITOS[`${metodo} ${modelo}`]?.(bruto);
        const problema =
          recusaDeVerificacao || aceitoDeProposito
            ? null
            : r.status >= 500
              ? `status ${r.status}`
              : r.status < 400
                ? `aceito (${r.status})`
                : typeof erro !== 'string' || !erro
                  ? 'sem erro'
                  : INGLES.test(erro)
                    ? `erro em inglês: ${erro}`
                    : VAZAMENTO.test(JSON.stringify(r.corpo))
                      ? 'vazamento'
                      : null;
        if (problema) falhas.push(`${metodo} ${caminho.slice(0, 80)} ${bruto.slice(0, 60)} → ${problema} ${JSON.stringify(r.corpo).slice(0, 160)}`);
      }
      enviados += pedidos.length;
      const porProblema = new Map<string, string>();
      for (const f of falhas) {
        const chave = f.split(' ').slice(0, 2).join(' ') + f.slice(f.indexOf(' → ')).split(' ').slice(0, 3).join(' ');
        if (!porProblema.has(chave)) porProblema.set(chave, f);
      }
      expect([...porProblema.values()]).toEqual([]);
    });

    it('covered every write call with over a thousand requests, and no table gained or lost a row', async () => {
      expect(ESCRITAS.length).toBeGreaterThan(40);
      expect(enviados).toBeGreaterThan(1000);
      expect(await contagens(amb)).toEqual(inicial);
    });
  });
});
