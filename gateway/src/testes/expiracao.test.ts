import { formatarPontos, MENSAGENS } from '@sw/common';
import { RequestContext } from '../core/context';
import { decodificarTexto, lerCsv } from '../core/csv';
import { diaDe } from '../core/calendario';
import { esperarRazaoIntegro } from '../testing/razao';
import { creditar } from '../modules/pontos/pontos.service';
import { AmbienteDeTeste } from '../testing/ambiente';
import { textoPontos } from '../testing/pontos';

/**
 * Expirar e devolver pontos (spec 2 §7): the CSV report, the expiry run and the return of a day's
 * expiries, through REST and GraphQL, with roles, bad input, idempotency and the ledger's invariants.
 */

let amb: AmbienteDeTeste;
let ctx: RequestContext;
let admin: string;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  ctx = RequestContext.sistema(amb.ds);
  admin = await amb.entrarPainel(2);
});
afterAll(() => amb.fechar());

const hoje = () => diaDe(new Date());
const br = (iso: string) => iso.split('-').reverse().join('-');
const saldoDe = async (id: number) => Number((await amb.ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [id]))[0].saldo_pontos);

const semViolacoes = () => esperarRazaoIntegro(amb.ds.manager);

/** A member of store 1 with one lot of `pontos` due `diasAtras` days ago (negative: in the future). */
async function membroComLote(nome: string, pontos: number, diasAtras: number): Promise<number> {
  const [p] = await amb.ds.query(
    `INSERT INTO parceiros (revenda_id, nome, cpf) VALUES (1, $1, lpad((floor(random() * 1e11))::bigint::text, 11, '0')) RETURNING id`,
    [nome],
  );
  const mov = await creditar(ctx, { parceiroId: p.id, pontos, tipo: 'credito_venda', origem: { tipo: 'venda', id: `exp-${p.id}` } });
  await amb.ds.query(`UPDATE lotes_pontos SET vence_em = now() - make_interval(days => $2) WHERE movimento_id = $1`, [mov.id, diasAtras]);
  return p.id;
}

/** The CSV as bytes (to see the BOM) and as parsed records. */
async function baixarCsv(caminho: string, token = admin) {
  const r = await fetch(amb.url + caminho, { headers: { authorization: token } });
  const bytes = Buffer.from(await r.arrayBuffer());
  return { status: r.status, tipo: r.headers.get('content-type'), disposicao: r.headers.get('content-disposition'), bytes };
}
function tabela(bytes: Buffer) {
  const texto = decodificarTexto(bytes);
  // The upload reader refuses a file without rows; an empty report is just its header.
  if (texto.split('\r\n').filter(Boolean).length === 1) return { separador: ';', cabecalho: texto.trim().split(';'), registros: [] };
  return lerCsv(texto, { maxRegistros: 100_000 });
}

describe('GET /api/pontuacoes/expirar/relatorio', () => {
  it('is a ;-separated UTF-8 CSV with BOM, one row per member with due points, formula-safe', async () => {
    const perigoso = await membroComLote('=HYPERLINK("http://x";"clique") Ávila', 33.5, 2);
    const r = await baixarCsv('/api/pontuacoes/expirar/relatorio');
    expect(r.status).toBe(200);
    expect(r.tipo).toBe('text/csv; charset=utf-8');
    expect(r.disposicao).toMatch(/attachment; filename="pontos_a_expirar_\d{8}_\d{6}\.csv"/);
    expect([...r.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = tabela(r.bytes);
    expect(csv.separador).toBe(';');
    expect(csv.cabecalho).toEqual(['CPF', 'Nome', 'Loja', 'Rede', 'Pontos a expirar', 'Vencimento mais antigo', 'Saldo atual', 'Ativo']);

    const esperado = await amb.ds.query(
      `SELECT p.id, p.cpf, sum(l.restante)::float AS pontos FROM lotes_pontos l JOIN parceiros p ON p.id = l.parceiro_id
        WHERE l.restante > 0 AND l.vence_em <= now() GROUP BY p.id, p.cpf`,
    );
    expect(esperado.length).toBeGreaterThanOrEqual(5); // the demo's due members and ours
    expect(csv.registros).toHaveLength(esperado.length);
    const porCpf = new Map(csv.registros.map((l) => [l.valores[0].replace(/\D/g, ''), l.valores]));
    for (const e of esperado) expect(Number(porCpf.get(e.cpf)![4].replace(',', '.'))).toBeCloseTo(e.pontos, 2);

    const [{ cpf }] = await amb.ds.query(`SELECT cpf FROM parceiros WHERE id = $1`, [perigoso]);
    const linha = porCpf.get(cpf)!;
    expect(linha[1]).toBe(`'=HYPERLINK("http://x";"clique") Ávila`);
    expect(linha[4]).toBe('33,5');
    expect(linha[5]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(linha[7]).toBe('Sim');
    // Earliest due first.
    const dias = csv.registros.map((l) => l.valores[5].split('/').reverse().join('-'));
    expect([...dias].sort()).toEqual(dias);
  });

  it('with ate also lists what falls due by the end of that day; bad dates are a 400', async () => {
    const futuro = await membroComLote('Vence Em Dez Dias', 10, -10);
    const [{ cpf }] = await amb.ds.query(`SELECT cpf FROM parceiros WHERE id = $1`, [futuro]);
    const semAte = tabela((await baixarCsv('/api/pontuacoes/expirar/relatorio')).bytes);
    expect(semAte.registros.some((l) => l.valores[0].replace(/\D/g, '') === cpf)).toBe(false);
    const [{ dia }] = await amb.ds.query(`SELECT to_char((now() AT TIME ZONE 'America/Sao_Paulo')::date + 10, 'YYYY-MM-DD') AS dia`);
    for (const ate of [dia, br(dia)]) {
      const com = tabela((await baixarCsv(`/api/pontuacoes/expirar/relatorio?ate=${ate}`)).bytes);
      expect(com.registros.some((l) => l.valores[0].replace(/\D/g, '') === cpf)).toBe(true);
      expect(com.registros.length).toBeGreaterThan(semAte.registros.length);
    }
    for (const ruim of ['31-02-2026', 'amanha', '2026-1-1']) {
      const r = await amb.rest('GET', `/api/pontuacoes/expirar/relatorio?ate=${ruim}`, { token: admin });
      expect(r).toEqual({ status: 400, corpo: { erro: MENSAGENS.dataExpiracaoInvalida, campo: 'ate' } });
    }
  });

  it('GraphQL relatorioExpiracao has the same totals as the CSV', async () => {
    const csv = tabela((await baixarCsv('/api/pontuacoes/expirar/relatorio')).bytes);
    const soma = csv.registros.reduce((s, l) => s + Number(l.valores[4].replace(',', '.')), 0);
    const r = await amb.gql(
      `{ relatorioExpiracao(input: { limite: 2 }) { ate parceiros pontos linhas { parceiroId cpf nome pontos vencimento ativo } } }`,
      {},
      { token: admin },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.relatorioExpiracao).toMatchObject({ ate: hoje(), parceiros: csv.registros.length });
    expect(r.data.relatorioExpiracao.pontos).toBe(textoPontos(soma));
    expect(r.data.relatorioExpiracao.linhas).toHaveLength(2);
    const ruim = await amb.gql(`{ relatorioExpiracao(input: { ate: "ontem" }) { parceiros } }`, {}, { token: admin });
    expect([ruim.codigo, ruim.mensagem]).toEqual(['BAD_USER_INPUT', MENSAGENS.dataExpiracaoInvalida]);
  });

  it('anonymous callers get 401; roles outside 0, 1, 2 and members get 403', async () => {
    expect((await amb.rest('GET', '/api/pontuacoes/expirar/relatorio')).status).toBe(401);
    for (const papel of [3, 4, 5]) {
      const r = await amb.rest('GET', '/api/pontuacoes/expirar/relatorio', { token: await amb.entrarPainel(papel) });
      expect(r).toEqual({ status: 403, corpo: { erro: MENSAGENS.semPermissao } });
    }
    expect((await amb.rest('GET', '/api/pontuacoes/expirar/relatorio', { token: await amb.entrarLoja() })).status).toBe(403);
    expect((await baixarCsv('/api/pontuacoes/expirar/relatorio', await amb.entrarPainel(0))).status).toBe(200);
  });
});

describe('POST /api/pontuacoes/expirar and GET /api/pontuacoes/reativar/{date}', () => {
  it('expiry takes exactly what the report listed, once, and is audited', async () => {
    const id = await membroComLote('Maria Expira', 50, 1);
    const antes = await amb.gql(`{ relatorioExpiracao(input: { limite: 0 }) { parceiros pontos } }`, {}, { token: admin });
    const saldoAntes = await saldoDe(id);

    const r = await amb.rest('POST', '/api/pontuacoes/expirar', { token: admin });
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual({
      parceiros: antes.data.relatorioExpiracao.parceiros,
      pontos: Number(antes.data.relatorioExpiracao.pontos),
      mensagem: MENSAGENS.pontosExpirados(formatarPontos(antes.data.relatorioExpiracao.pontos), antes.data.relatorioExpiracao.parceiros),
    });
    expect(await saldoDe(id)).toBe(saldoAntes - 50);
    const [log] = await amb.ds.query(`SELECT responsavel_nome, parametros FROM logs WHERE tipo = 'pontos.expirar' ORDER BY id DESC LIMIT 1`);
    expect(log).toEqual({ responsavel_nome: 'Adriana Administradora', parametros: { parceiros: r.corpo.parceiros, pontos: r.corpo.pontos } });
    const [mov] = await amb.ds.query(
      `SELECT responsavel_tipo, responsavel_nome, pontos::float FROM movimentos_pontos WHERE parceiro_id = $1 AND tipo = 'expiracao'`,
      [id],
    );
    expect(mov).toEqual({ responsavel_tipo: 'usuario', responsavel_nome: 'Adriana Administradora', pontos: -50 });

    const vazio = tabela((await baixarCsv('/api/pontuacoes/expirar/relatorio')).bytes);
    expect(vazio.registros).toHaveLength(0);
    const denovo = await amb.gql(
      `mutation { expirarPontos { resultado { mensagem parceiros pontos } errosDeUsuario { campo } } }`,
      {},
      { token: await amb.entrarPainel(1) },
    );
    expect(denovo.data.expirarPontos).toEqual({ resultado: { mensagem: MENSAGENS.nenhumPontoVencido, parceiros: 0, pontos: '0.00' }, errosDeUsuario: [] });
    expect(await saldoDe(id)).toBe(saldoAntes - 50);
    await semViolacoes();
  });

  it('returning a day gives every expiry of that day back once, with more days to use them', async () => {
    const expirados = await amb.ds.query(
      `SELECT parceiro_id, -sum(pontos)::float AS pontos FROM movimentos_pontos WHERE tipo = 'expiracao' AND origem_id LIKE $1 GROUP BY parceiro_id`,
      [`${hoje()}%`],
    );
    const total = expirados.reduce((s: number, e: { pontos: number }) => s + e.pontos, 0);
    const saldos = new Map(await Promise.all(expirados.map(async (e: { parceiro_id: number }) => [e.parceiro_id, await saldoDe(e.parceiro_id)] as const)));

    const r = await amb.rest('GET', `/api/pontuacoes/reativar/${br(hoje())}`, { token: await amb.entrarPainel(0) });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ success: true, dia: hoje(), parceiros: expirados.length });
    expect(r.corpo.pontos).toBeCloseTo(total, 2);
    expect(r.corpo.message).toBe(MENSAGENS.pontosDevolvidos(formatarPontos(total), expirados.length, br(hoje()).replace(/-/g, '/')));
    for (const e of expirados) expect(await saldoDe(e.parceiro_id)).toBeCloseTo(saldos.get(e.parceiro_id)! + e.pontos, 2);
    // The lots the expiries took are open again, with 30 more days to use them.
    const lotes = await amb.ds.query(
      `SELECT l.restante::float, l.vence_em > now() + interval '29 days' AS prorrogado FROM consumos_lotes c
         JOIN movimentos_pontos m ON m.id = c.movimento_id JOIN lotes_pontos l ON l.id = c.lote_id
        WHERE m.tipo = 'expiracao' AND m.origem_id LIKE $1`,
      [`${hoje()}%`],
    );
    expect(lotes.length).toBeGreaterThanOrEqual(expirados.length);
    for (const l of lotes) expect(l).toEqual({ restante: expect.any(Number), prorrogado: true });
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'pontos.reativar' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros).toMatchObject({ dia: hoje(), parceiros: expirados.length });

    const denovo = await amb.gql(
      `mutation($dia: String!) { reativarPontos(input: { dia: $dia }) { resultado { success message dia parceiros pontos } } }`,
      { dia: hoje() },
      { token: admin },
    );
    expect(denovo.data.reativarPontos.resultado).toEqual({
      success: true,
      message: MENSAGENS.nenhumaExpiracaoNoDia(br(hoje()).replace(/-/g, '/')),
      dia: hoje(),
      parceiros: 0,
      pontos: '0.00',
    });
    await semViolacoes();
  });

  it('two runs at once expire (and return) each point exactly once', async () => {
    const ids = await Promise.all([1, 2, 3].map((i) => membroComLote(`Paralelo ${i}`, 20 * i, 1)));
    const saldos = await Promise.all(ids.map(saldoDe));
    const outro = await amb.entrarPainel(1);
    const [a, b] = await Promise.all([
      amb.rest('POST', '/api/pontuacoes/expirar', { token: admin }),
      amb.rest('POST', '/api/pontuacoes/expirar', { token: outro }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.corpo.pontos + b.corpo.pontos).toBe(120);
    expect(await Promise.all(ids.map(saldoDe))).toEqual(saldos.map((s, i) => s - 20 * (i + 1)));
    const [c, d] = await Promise.all([
      amb.rest('GET', `/api/pontuacoes/reativar/${hoje()}`, { token: admin }),
      amb.rest('GET', `/api/pontuacoes/reativar/${hoje()}`, { token: outro }),
    ]);
    expect([c.status, d.status]).toEqual([200, 200]);
    expect(c.corpo.pontos + d.corpo.pontos).toBe(120);
    expect(await Promise.all(ids.map(saldoDe))).toEqual(saldos);
    await semViolacoes();
  });

  it('refuses bad and future dates, and users limited to some networks', async () => {
    for (const ruim of ['31-02-2026', '2026-13-01', 'hoje', '2026-1-01']) {
      const r = await amb.rest('GET', `/api/pontuacoes/reativar/${ruim}`, { token: admin });
      expect(r).toEqual({ status: 400, corpo: { erro: MENSAGENS.dataExpiracaoInvalida, campo: 'data' } });
    }
    const [{ amanha }] = await amb.ds.query(`SELECT to_char((now() AT TIME ZONE 'America/Sao_Paulo')::date + 1, 'YYYY-MM-DD') AS amanha`);
    expect(await amb.rest('GET', `/api/pontuacoes/reativar/${amanha}`, { token: admin })).toEqual({
      status: 400,
      corpo: { erro: MENSAGENS.dataExpiracaoFutura },
    });
    const passado = await amb.rest('GET', '/api/pontuacoes/reativar/01-01-2020', { token: admin });
    expect(passado.corpo).toEqual({ success: true, message: MENSAGENS.nenhumaExpiracaoNoDia('01/01/2020'), dia: '2020-01-01', parceiros: 0, pontos: 0 });

    const id = await membroComLote('Fora Da Rede', 15, 1);
    const [rede] = await amb.ds.query(`SELECT rede_id FROM revendas WHERE id <> 1 ORDER BY id LIMIT 1`);
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = $1 WHERE permissao = 1`, [[rede.rede_id]]);
    const limitado = await amb.entrarPainel(1);
    expect(await amb.rest('POST', '/api/pontuacoes/expirar', { token: limitado })).toEqual({ status: 403, corpo: { erro: MENSAGENS.expiracaoRestritaRede } });
    expect(await amb.rest('GET', `/api/pontuacoes/reativar/${hoje()}`, { token: limitado })).toEqual({
      status: 403,
      corpo: { erro: MENSAGENS.expiracaoRestritaRede },
    });
    const g = await amb.gql(`mutation { expirarPontos { resultado { parceiros } } }`, {}, { token: limitado });
    expect(g.codigo).toBe('FORBIDDEN');
    // Their report holds only their networks: our member of store 1 is not in it.
    const [{ cpf }] = await amb.ds.query(`SELECT cpf FROM parceiros WHERE id = $1`, [id]);
    const csv = tabela((await baixarCsv('/api/pontuacoes/expirar/relatorio', limitado)).bytes);
    expect(csv.registros.some((l) => l.valores[0].replace(/\D/g, '') === cpf)).toBe(false);
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = NULL WHERE permissao = 1`);
  });

  it('anonymous 401, other roles and members 403, on both doors', async () => {
    expect((await amb.rest('POST', '/api/pontuacoes/expirar')).status).toBe(401);
    expect((await amb.rest('GET', `/api/pontuacoes/reativar/${hoje()}`)).status).toBe(401);
    expect((await amb.gql(`mutation { expirarPontos { resultado { parceiros } } }`)).codigo).toBe('UNAUTHENTICATED');
    for (const token of [await amb.entrarPainel(3), await amb.entrarPainel(4), await amb.entrarPainel(5), await amb.entrarLoja()]) {
      expect((await amb.rest('POST', '/api/pontuacoes/expirar', { token })).status).toBe(403);
      expect((await amb.rest('GET', `/api/pontuacoes/reativar/${hoje()}`, { token })).status).toBe(403);
      expect((await amb.gql(`mutation($d: String!) { reativarPontos(input: { dia: $d }) { resultado { success } } }`, { d: hoje() }, { token })).codigo).toBe(
        'FORBIDDEN',
      );
    }
  });
});
