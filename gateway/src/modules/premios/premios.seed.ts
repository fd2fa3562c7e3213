import { DataSource, EntityManager } from 'typeorm';
import { RequestContext } from '../../core/context';
import { debitar } from '../pontos/pontos.service';

/**
 * Demo prizes (no photos: the screens show a placeholder) and two past redemptions of the demo
 * member, debited through the ledger. They are dated two months back, so they do not count
 * against the current month's limits.
 */
const PREMIOS: [string, string, string, number, string, number, number | null][] = [
  ['Vale-presente R$ 50', 'Vale-presente para usar em lojas parceiras.', 'VALE50', 50, 'geral', 500, null],
  ['Fone de ouvido Bluetooth', 'Fone sem fio com estojo de recarga.', 'FONE-BT', 180, 'geral', 1800, null],
  ['Jantar para dois', 'Experiência gastronômica para duas pessoas.', 'JANTAR2', 250, 'geral', 2500, null],
  ['Cafeteira elétrica', 'Cafeteira de 30 xícaras.', 'CAFETEIRA', 220, 'bivolt', 2200, 2300],
  ['Liquidificador', 'Liquidificador de 12 velocidades.', 'LIQUIDIF', 160, 'bivolt', 1600, 1650],
  ['Recarga de celular R$ 20', 'Crédito para celular pré-pago.', 'RECARGA20', 20, 'recarga', 200, null],
  ['Recarga de celular R$ 50', 'Crédito para celular pré-pago.', 'RECARGA50', 50, 'recarga', 500, null],
  ['Crédito no cartão R$ 100', 'Crédito no cartão pré-pago do programa.', 'CREDITO100', 100, 'credito', 1000, null],
  ['Caixa de som portátil', 'Prêmio fora de linha.', 'SOM-OLD', 120, 'geral', 1200, null],
];

export async function semearPremios(ds: DataSource, m: EntityManager, cpfDemo: string): Promise<void> {
  for (const [nome, descricao, codigo, custo, tipo, pontos, alternativo] of PREMIOS) {
    await m.query(
      `INSERT INTO premios (nome, descricao, codigo, custo_total, tipo, pontos, pontos_alternativo, ativo) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [nome, descricao, codigo, custo, tipo, pontos, alternativo, codigo !== 'SOM-OLD'],
    );
  }
  const [demo] = await m.query(`SELECT id, revenda_id, saldo_pontos FROM parceiros WHERE cpf = $1`, [cpfDemo]);
  if (!demo) return;
  const ctx = RequestContext.sistema(ds, 'seed').comManager(m);
  const passados: [string, number, number, string | null][] = [
    ['VALE50', 70, 1, null],
    ['CAFETEIRA', 65, 0, '110V'],
  ];
  for (const [i, [codigo, dias, status, obs]] of passados.entries()) {
    const [p] = await m.query(`SELECT id, pontos FROM premios WHERE codigo = $1`, [codigo]);
    const [saldo] = await m.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [demo.id]);
    if (Number(saldo.saldo_pontos) < Number(p.pontos)) continue;
    const [r] = await m.query(
      `INSERT INTO resgates (redemption_code, parceiro_id, revenda_id, premio_id, pontos_gastos, saldo_anterior, obs, status, resgatado_em, data_entrega)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::smallint, now() - make_interval(days => $9::int), CASE WHEN $8::smallint = 1 THEN CURRENT_DATE - 50 END) RETURNING id`,
      [`DEMO${String(i + 1).padStart(8, '0')}`, demo.id, demo.revenda_id, p.id, p.pontos, saldo.saldo_pontos, obs, status, dias],
    );
    const mov = await debitar(ctx, {
      parceiroId: demo.id,
      pontos: Number(p.pontos),
      tipo: 'debito_resgate',
      origem: { tipo: 'resgate', id: r.id },
      motivo: `Resgate ${codigo}`,
    });
    await m.query(`UPDATE resgates SET movimento_id = $2 WHERE id = $1`, [r.id, mov.id]);
  }
}
