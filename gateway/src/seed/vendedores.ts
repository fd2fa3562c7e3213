type Consulta = (sql: string, p?: unknown[]) => Promise<any>;

const MOTIVOS_INATIVACAO = [
  'Desligado da loja.',
  'Solicitou a saída do programa.',
  'Cadastro duplicado identificado pela loja.',
  'Afastado por tempo indeterminado.',
  'Transferido para outra rede, aguardando novo cadastro.',
];

/**
 * Status history for the demo: the salespeople the demo leaves inactive get the entry that
 * inactivated them, and the first demo member an inactivation followed by a reactivation, so the
 * history dialog and the detail screen have something to show.
 */
export async function semearJustificativas(q: Consulta, cpfDemo: string): Promise<void> {
  const [admin] = await q(`SELECT id, nome FROM usuarios WHERE permissao = 2 ORDER BY id LIMIT 1`);
  if (!admin) return;
  const inativos: { id: number }[] = await q(`SELECT id FROM parceiros WHERE NOT ativo ORDER BY id`);
  const linhas: unknown[][] = inativos.map((p, i) => [p.id, 1, 0, MOTIVOS_INATIVACAO[i % MOTIVOS_INATIVACAO.length], 20 + i * 7]);
  const [demo] = await q(`SELECT id FROM parceiros WHERE cpf = $1`, [cpfDemo]);
  if (demo) {
    linhas.push([demo.id, 1, 0, 'Afastado por licença médica.', 75]);
    linhas.push([demo.id, 0, 1, 'Retornou às atividades na loja.', 45]);
  }
  for (const [parceiroId, anterior, novo, justificativa, dias] of linhas) {
    await q(
      `INSERT INTO parceiros_justificativas (parceiro_id, usuario_id, usuario_nome, status_anterior, status_novo, justificativa, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, date_trunc('hour', now()) - make_interval(days => $7))`,
      [parceiroId, admin.id, admin.nome, anterior, novo, justificativa, dias],
    );
  }
}
