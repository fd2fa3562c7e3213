import { RequestContext } from '../core/context';
import { diaDe } from '../core/calendario';
import { verificarInvariantes } from '../modules/pontos/invariantes';
import { creditar, debitar } from '../modules/pontos/pontos.service';
import { lembrarVencimentos, marcoDoLembrete } from '../modules/mensagens/lembretes.service';
import { AmbienteDeTeste } from '../testing/ambiente';

const DIA = 86_400_000;

let amb: AmbienteDeTeste;
let ctx: RequestContext;
/** A: mobile, points due in 10 and 25 days (and 60); B: no mobile; C: due in 45 days; D: inactive; E: lot in the window already used. */
let m: Record<'A' | 'B' | 'C' | 'D' | 'E', { id: number; nome: string }>;

async function loteQueVenceEm(parceiroId: number, pontos: number, dias: number, origem: string) {
  const mov = await creditar(ctx, { parceiroId, pontos, tipo: 'credito_ajuste', origem: { tipo: 'teste_lembrete', id: origem } });
  await amb.ds.query(`UPDATE lotes_pontos SET vence_em = now() + make_interval(days => $2) WHERE movimento_id = $1`, [mov.id, dias]);
  return mov.id;
}

const mensagensDos = (ids: number[]) =>
  amb.ds.query(`SELECT parceiro_id, destino, tipo, texto, chave, parametros FROM mensagens_saida WHERE parceiro_id = ANY($1) ORDER BY id`, [ids]);

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  ctx = RequestContext.sistema(amb.ds, 'teste');
  const escolhidos: { id: number; nome: string }[] = await amb.ds.query(
    `SELECT id, nome FROM parceiros WHERE ativo AND cpf NOT IN ('70000000744', '80000000833') ORDER BY id LIMIT 5`,
  );
  m = { A: escolhidos[0], B: escolhidos[1], C: escolhidos[2], D: escolhidos[3], E: escolhidos[4] };
  const ids = escolhidos.map((p) => p.id);
  // Nothing of theirs may already be in the window (the demo's lots are months away).
  await amb.ds.query(`UPDATE lotes_pontos SET vence_em = greatest(vence_em, now() + interval '200 days') WHERE parceiro_id = ANY($1)`, [ids]);
  await amb.ds.query(`UPDATE parceiros SET celular = '11987650000' WHERE id = ANY($1)`, [ids]);
  await amb.ds.query(`UPDATE parceiros SET celular = NULL WHERE id = $1`, [m.B.id]);

  await loteQueVenceEm(m.A.id, 100, 10, 'a1');
  await loteQueVenceEm(m.A.id, 50.5, 25, 'a2');
  await loteQueVenceEm(m.A.id, 70, 60, 'a3');
  await loteQueVenceEm(m.B.id, 30, 5, 'b1');
  await loteQueVenceEm(m.C.id, 30, 45, 'c1');
  await loteQueVenceEm(m.D.id, 30, 10, 'd1');
  await amb.ds.query(`UPDATE parceiros SET ativo = false WHERE id = $1`, [m.D.id]);
  await loteQueVenceEm(m.E.id, 40, 12, 'e1');
  // A redemption takes the lot that expires first: this one.
  await debitar(ctx, { parceiroId: m.E.id, pontos: 40, tipo: 'debito_resgate', origem: { tipo: 'teste_lembrete', id: 'e-resgate' } });
});
afterAll(() => amb.fechar());

describe('expiry reminders', () => {
  it('milestones: 30 days out, then 7', () => {
    expect([40, 30, 29, 8, 7, 1, 0].map(marcoDoLembrete)).toEqual([30, 30, 30, 30, 7, 7, 7]);
  });

  it('queue one message per active member with a mobile and points expiring in the next 30 days', async () => {
    await lembrarVencimentos(ctx);
    const vencimento = diaDe(new Date(Date.now() + 10 * DIA));
    const todos = Object.values(m).map((p) => p.id);
    const mensagens = await mensagensDos(todos);
    expect(mensagens).toHaveLength(1);
    const [dia, mes, ano] = [vencimento.slice(8, 10), vencimento.slice(5, 7), vencimento.slice(0, 4)];
    expect(mensagens[0]).toEqual({
      parceiro_id: m.A.id,
      destino: '11987650000',
      tipo: 'lembrete_vencimento',
      chave: `lembrete-vencimento:${m.A.id}:${vencimento}:30`,
      texto: `Olá, ${m.A.nome.split(' ')[0]}! Você tem 150 pontos que vencem nos próximos 30 dias (os primeiros em ${dia}/${mes}/${ano}). Acesse a loja Experiências SW e troque seus pontos antes que expirem.`,
      parametros: { nome: m.A.nome, pontos: 150.5, primeiroVencimento: vencimento, dias: 30 },
    });
  });

  it('is idempotent: running again the same day, or the next days, queues nothing more', async () => {
    const antes = await amb.ds.query(`SELECT count(*)::int AS n FROM mensagens_saida`);
    const outra = await lembrarVencimentos(ctx);
    expect(outra.enfileiradas).toBe(0);
    expect(outra.parceiros).toBeGreaterThanOrEqual(2);
    expect((await lembrarVencimentos(ctx, new Date(Date.now() + DIA))).enfileiradas).toBe(0);
    expect(await amb.ds.query(`SELECT count(*)::int AS n FROM mensagens_saida`)).toEqual(antes);
  });

  it('two runs at the same time (two gateway instances) queue each reminder once', async () => {
    await amb.ds.query(`DELETE FROM mensagens_saida WHERE parceiro_id = $1`, [m.A.id]);
    const [r1, r2] = await Promise.all([lembrarVencimentos(ctx), lembrarVencimentos(ctx)]);
    expect(r1.enfileiradas + r2.enfileiradas).toBe(1);
    expect(await mensagensDos([m.A.id])).toHaveLength(1);
  });

  it('reminds once more when the earliest points are a week away', async () => {
    await amb.ds.query(`UPDATE lotes_pontos SET vence_em = now() + interval '5 days' WHERE parceiro_id = $1 AND vence_em < now() + interval '11 days'`, [
      m.A.id,
    ]);
    expect((await lembrarVencimentos(ctx)).enfileiradas).toBe(1);
    expect((await lembrarVencimentos(ctx)).enfileiradas).toBe(0);
    const chaves = (await mensagensDos([m.A.id])).map((x: { chave: string }) => x.chave);
    expect(chaves).toEqual([
      `lembrete-vencimento:${m.A.id}:${diaDe(new Date(Date.now() + 10 * DIA))}:30`,
      `lembrete-vencimento:${m.A.id}:${diaDe(new Date(Date.now() + 5 * DIA))}:7`,
    ]);
  });

  it('points already due (waiting for the expiry run) are not announced as expiring', async () => {
    await amb.ds.query(
      `UPDATE lotes_pontos SET vence_em = now() - interval '1 day' WHERE parceiro_id = $1 AND restante > 0 AND vence_em < now() + interval '50 days'`,
      [m.C.id],
    );
    await lembrarVencimentos(ctx);
    expect(await mensagensDos([m.C.id])).toEqual([]);
  });

  it('the ledger is untouched', async () => {
    for (const r of await verificarInvariantes(amb.ds.manager)) expect(r).toEqual({ nome: r.nome, violacoes: [] });
  });
});
