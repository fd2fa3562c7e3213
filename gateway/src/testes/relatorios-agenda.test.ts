import { criarFila, executarProxima, Fila } from '../core/fila';
import { FILA_TAREFAS } from '../core/tarefas';
import { AGENDA_NOTURNA, FILA_GERAR_TODOS, mesesAGerar } from '../modules/relatorios/agenda';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Reports are generated on a schedule (nightly, and after a sales or history upload)
 * through the job queue, and each screen can show when its data was generated. Jobs are triggered
 * here directly (executarProxima), never by waiting for the clock.
 */

let amb: AmbienteDeTeste;
let fila: Fila;
const tokens: Record<number, string> = {};
const CNPJ = '45723174000110';
const COD = 'AGENDA-01';

async function enviarHistorico(conteudo: string) {
  const form = new FormData();
  form.append('arquivo', new Blob([Buffer.from(conteudo, 'utf8')]), 'historico.csv');
  const r = await fetch(`${amb.url}/api/upload/historico`, { method: 'POST', headers: { authorization: tokens[1] }, body: form });
  return { status: r.status, corpo: (await r.json()) as any };
}
const pedidosDeGeracao = async () =>
  (await amb.ds.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'created'`, [FILA_GERAR_TODOS]))[0].n;
const pendentes = () => amb.ds.query(`SELECT tipo, parametros FROM tarefas WHERE status = 'pendente' ORDER BY tipo, parametros::text`);

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  fila = await criarFila(amb.ds, { trabalhar: false, nome: 'teste' });
  for (const p of [0, 1, 2, 3, 4]) tokens[p] = await amb.entrarPainel(p);
  const [{ id: rede }] = await amb.ds.query(
    `INSERT INTO redes (nome, regiao, data_cadastro) VALUES ('Rede Agenda', 'Região Teste', '2025-04-15') RETURNING id`,
  );
  await amb.ds.query(`INSERT INTO revendas (rede_id, codigo, cnpj, nome_fantasia) VALUES ($1, 'AGENDA-LOJA', $2, 'Loja Agenda')`, [rede, CNPJ]);
  await amb.ds.query(`INSERT INTO produtos (codigo, nome, valor_unitario, valor_pontos) VALUES ($1, 'Produto Agenda', 10, 2)`, [COD]);
});
afterAll(async () => {
  await fila.parar();
  await amb.fechar();
});

describe('scheduled report generation', () => {
  it('a history upload that changed the sell-in asks for one full generation; one that changed nothing asks for none', async () => {
    expect(await pedidosDeGeracao()).toBe(0);
    const csv = `cnpj;codProduto;mes;quantidade;valorTotal\r\n${CNPJ};${COD};01/2025;100;1000`;
    expect((await enviarHistorico(csv)).corpo).toMatchObject({ criados: 1 });
    expect(await pedidosDeGeracao()).toBe(1);
    // The same file: nothing changed, nothing asked (and a waiting request is never doubled).
    expect((await enviarHistorico(csv)).corpo).toMatchObject({ criados: 0, atualizados: 0 });
    expect(await pedidosDeGeracao()).toBe(1);
  });

  it('the request enqueues every report once (month reports for this month and the last), joining what is already queued', async () => {
    // One report already asked by hand: the run joins it instead of doubling it.
    await amb.rest('GET', '/api/antifraude/gerar', { token: tokens[2] });
    const antes = new Date();
    expect(await executarProxima(fila, FILA_GERAR_TODOS, amb.ds)).toBe(true);
    expect(await executarProxima(fila, FILA_GERAR_TODOS, amb.ds)).toBe(false);
    const meses = mesesAGerar(antes).map((m) => ({ ano: m.ano, mes: m.mes }));
    const esperadas = [
      { tipo: 'relatorio.antifraude', parametros: {} },
      ...meses.map((p) => ({ tipo: 'relatorio.compras-pontuacao', parametros: p })),
      { tipo: 'relatorio.mensuracao', parametros: {} },
      { tipo: 'relatorio.relatorio', parametros: {} },
      ...meses.map((p) => ({ tipo: 'relatorio.taxa-sucesso', parametros: p })),
    ];
    expect(await pendentes()).toEqual(expect.arrayContaining(esperadas));
    expect(await pendentes()).toHaveLength(esperadas.length);
    // Each has its job in the queue.
    expect((await amb.ds.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'created'`, [FILA_TAREFAS]))[0].n).toBe(esperadas.length);
  });

  it("each screen reads when its data was generated (REST and GraphQL), with the report's own permission", async () => {
    expect((await amb.rest('GET', '/api/mensuracao/gerado-em', { token: tokens[2] })).corpo).toEqual({ geradoEm: null });
    while (await executarProxima(fila, FILA_TAREFAS, amb.ds));
    expect(await pendentes()).toEqual([]);
    const [{ em }] = await amb.ds.query(`SELECT max(concluido_em) AS em FROM tarefas WHERE tipo = 'relatorio.mensuracao' AND status = 'concluida'`);
    const r = await amb.rest('GET', '/api/mensuracao/gerado-em', { token: tokens[0] });
    expect(r.status).toBe(200);
    expect(new Date(r.corpo.geradoEm).getTime()).toBe(new Date(em).getTime());
    const g = await amb.gql(`{ relatorioGeradoEm(tipo: MENSURACAO) }`, {}, { token: tokens[0] });
    expect(new Date(g.data.relatorioGeradoEm).getTime()).toBe(new Date(em).getTime());
    // Antifraude is for roles 1 and 2 only: role 3 may not read when it was generated either.
    expect((await amb.rest('GET', '/api/antifraude/gerado-em', { token: tokens[3] })).status).toBe(403);
    const negado = await amb.gql(`{ relatorioGeradoEm(tipo: ANTIFRAUDE) }`, {}, { token: tokens[3] });
    expect(negado.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await amb.rest('GET', '/api/antifraude/gerado-em', { token: tokens[1] })).status).toBe(200);
  });

  it('a working instance registers the nightly run at 03:00 in São Paulo, the reminders at 09:00 and 15:00 and the key cleanup at 04:00', async () => {
    const trabalhando = await criarFila(amb.ds, { trabalhar: true, nome: 'agenda' });
    try {
      const agendas = await trabalhando.boss.getSchedules();
      const de = (nome: string) => agendas.find((a) => a.name === nome);
      expect(de(FILA_GERAR_TODOS)).toMatchObject({ cron: AGENDA_NOTURNA, timezone: 'America/Sao_Paulo' });
      expect(de('mensagens.lembretes')).toMatchObject({ cron: '0 9,15 * * *', timezone: 'America/Sao_Paulo' });
      expect(de('mensagens.envio')).toMatchObject({ cron: '* * * * *' });
      // The members' old send keys (pontuacoes/envios-agenda.ts), after the reports.
      expect(de('pontuacoes.envios.limpeza')).toMatchObject({ cron: '0 4 * * *', timezone: 'America/Sao_Paulo' });
    } finally {
      await trabalhando.parar();
    }
  });
});
