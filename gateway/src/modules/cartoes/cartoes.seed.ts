import { EntityManager } from 'typeorm';

/** Demo cards: the demo member's card (delivered, unblocked, with a balance) and one card in stock. */
export async function semearCartoes(m: EntityManager, cpfDemo: string): Promise<void> {
  await m.query(
    `INSERT INTO cartoes (parceiro_id, cpf, nome, codigo_barras, numero, saldo, atualizado_em, bloqueado, entregue, solicitado_em)
     SELECT id, cpf, nome, '0012345678', '5067000000000017', 150, now() - interval '2 days', false, true, now() - interval '40 days'
       FROM parceiros WHERE cpf = $1`,
    [cpfDemo],
  );
  await m.query(`INSERT INTO cartoes (codigo_barras, numero) VALUES ('0012345679', '5067000000000025')`);
}
