import { criarFila, executarProxima } from '../core/fila';
import { pngDemo } from '../modules/pontuacoes/pontuacoes.seed';
import { FILA_TAREFAS } from '../core/tarefas';
import { LOJA_DEMO_1, PARCEIRO_DEMO_1, PARCEIRO_DEMO_2, USUARIOS_DEMO } from '../seed/demo';
import type { AmbienteDeTeste } from './ambiente';
import { esperarTarefa } from './tarefas';

/**
 * What the replay test (testes/openapi-respostas.test.ts) calls with: a session of every audience
 * and the real ids of the seeded database (testing/chamadas-rotas.ts builds the calls from them).
 */

/** Who calls: anyone, a staff role (0–5), the member, or an integrator key. */
export type Quem = 'publico' | 0 | 1 | 2 | 3 | 4 | 5 | 'parceiro' | 'integrador';

export interface Fixtures {
  tokens: Map<Quem, string>;
  /** First ids of the seeded tables, and other values the calls use. */
  v: Record<string, string>;
}

export const primeiro = async (amb: AmbienteDeTeste, sql: string, params: unknown[] = []): Promise<string> => {
  const [linha] = await amb.ds.query(sql, params);
  return linha ? String(Object.values(linha)[0]) : '999999999';
};

/** A multipart form: these text fields and, if given, one file in `campo`. */
export function formulario(campos: Record<string, string>, arquivo?: { campo: string; nome: string; conteudo: Buffer; tipo?: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  if (arquivo) form.append(arquivo.campo, new Blob([arquivo.conteudo], { type: arquivo.tipo ?? 'application/octet-stream' }), arquivo.nome);
  return form;
}

/** A product the demo stores take part in (Nova venda and the typed claim refuse any other). */
export const PRODUTO_DA_LOJA = 'SW-ACRPF-BR-18L';

/** The month the report tables are read for: the replay gives it purchases and a credited sale. */
export const MES_RELATORIO = { ano: '2025', mes: '05' };

/**
 * The seeded database has no purchases (sell-in), so every report table would answer empty and its
 * row schema would go unchecked: the first store buys its first product from January to May 2025 and
 * sells some of it in May, then each report is generated for that month (waiting on its job).
 */
async function darDadosAosRelatorios(amb: AmbienteDeTeste, token: string, membro: string): Promise<{ tarefa: string; csv: string }> {
  const [produto] = await amb.ds.query(`SELECT id, codigo FROM produtos ORDER BY id LIMIT 1`);
  const [loja] = await amb.ds.query(`SELECT id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_1]);
  const [{ id: venda }] = await amb.ds.query(
    `INSERT INTO vendas (parceiro_id, revenda_id, identificador, total_venda, total_pontos, realizado_em) VALUES ($1, $2, 'RESPOSTAS-REL-1', 300, 60, '2025-05-10') RETURNING id`,
    [membro, loja.id],
  );
  await amb.ds.query(
    `INSERT INTO vendas_itens (venda_id, produto_id, codigo, descricao, qtde, valor_unitario, sub_total, valor_pontos, fator) VALUES ($1, $2, $3, 'Relatórios', 30, 10, 300, 60, 1)`,
    [venda, produto.id, produto.codigo],
  );
  const linhas = ['01', '02', '03', '04', '05'].map((m) => `${LOJA_DEMO_1};${produto.codigo};${m}/2025;100;1000`);
  const csv = ['cnpj;codProduto;mes;quantidade;valorTotal', ...linhas].join('\r\n');
  const form = new FormData();
  form.append('arquivo', new Blob([csv]), 'historico.csv');
  await fetch(`${amb.url}/api/upload/historico`, { method: 'POST', headers: { authorization: token }, body: form });
  const tarefas: string[] = [];
  for (const tipo of ['relatorio', 'compras-pontuacao', 'taxa-sucesso', 'antifraude', 'mensuracao']) {
    const geracao = await amb.rest('GET', `/api/${tipo}/gerar?ano=${MES_RELATORIO.ano}&mes=${MES_RELATORIO.mes}`, { token });
    tarefas.push(String(geracao.corpo.tarefa.id));
  }
  // The test app works no queue: the jobs are run here, one by one, as a worker would.
  const fila = await criarFila(amb.ds, { trabalhar: false, agendar: false, nome: 'respostas' });
  try {
    while (await executarProxima(fila, FILA_TAREFAS, amb.ds));
  } finally {
    await fila.parar();
  }
  for (const id of tarefas) await esperarTarefa(amb, id, token);
  return { tarefa: tarefas[0], csv };
}

export async function lerFixtures(amb: AmbienteDeTeste): Promise<Fixtures> {
  const tokens = new Map<Quem, string>();
  for (const u of USUARIOS_DEMO) tokens.set(u.permissao as Quem, await amb.entrarPainel(u.permissao));
  tokens.set('parceiro', await amb.entrarLoja());
  const chave = await amb.rest('POST', '/api/integracoes/chaves', { token: tokens.get(2), corpo: { nome: 'Respostas', plataforma: 'SW PRO Cursos' } });
  tokens.set('integrador', chave.corpo.segredo);
  const outraChave = await amb.rest('POST', '/api/integracoes/chaves', { token: tokens.get(2), corpo: { nome: 'Revogar', plataforma: 'SW PRO Cursos' } });
  const membro = await primeiro(amb, `SELECT id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
  const { tarefa, csv: historicoCsv } = await darDadosAosRelatorios(amb, tokens.get(2)!, membro);
  // The second demo member (a store that sends receipts as photos) accepts the regulation, as the app asks first.
  await amb.rest('PUT', '/api/parceiros', { token: await amb.entrarLoja(PARCEIRO_DEMO_2), corpo: { aceitouRegulamento: 1 } });
  const modeloVendas = await fetch(`${amb.url}/api/upload/vendas/modelo`, { headers: { authorization: tokens.get(2)! } });
  const [produto] = await amb.ds.query(`SELECT codigo, nome, valor_pontos FROM produtos ORDER BY id LIMIT 1`);
  // A prize with a photo: the file route serves it, and the prize's edit and deletion work on it.
  const premio = formulario(
    { nome: 'Kit das Respostas', codigo: 'RESP-KIT-0', descricao: 'Kit com faca e garfo', custoTotal: '100', tipo: '', pontos: '1500' },
    { campo: 'foto', nome: 'kit.png', conteudo: pngDemo(), tipo: 'image/png' },
  );
  await fetch(`${amb.url}/api/premios`, { method: 'POST', headers: { authorization: tokens.get(2)! }, body: premio });
  const v: Record<string, string> = {
    membro,
    chaveRevogar: String(outraChave.corpo.chave.id),
    tarefa,
    /** The purchases sheet the fixtures uploaded (the replay sends it again). */
    historicoCsv,
    produtoNome: produto.nome,
    produtoPontos: String(produto.valor_pontos),
    /** The sales-sheet template (one example row), as base64: uploading it answers the import's shape. */
    modeloVendas: Buffer.from(await modeloVendas.arrayBuffer()).toString('base64'),
    rede: await primeiro(amb, `SELECT rede_id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_1]),
    revenda: await primeiro(amb, `SELECT id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_1]),
    produto: await primeiro(amb, `SELECT id FROM produtos ORDER BY id LIMIT 1`),
    produtoCodigo: await primeiro(amb, `SELECT codigo FROM produtos ORDER BY id LIMIT 1`),
    produtoBarras: await primeiro(amb, `SELECT codigo_barras FROM produtos WHERE codigo_barras IS NOT NULL ORDER BY id LIMIT 1`),
    produtoRevenda: await primeiro(amb, `SELECT id FROM produtos_revenda ORDER BY id LIMIT 1`),
    pesquisa: await primeiro(amb, `SELECT id FROM pesquisas_mercado ORDER BY id LIMIT 1`),
    premio: await primeiro(amb, `SELECT id FROM premios ORDER BY id LIMIT 1`),
    resgate: await primeiro(amb, `SELECT id FROM resgates ORDER BY id LIMIT 1`),
    resgateMembro: await primeiro(amb, `SELECT id FROM resgates WHERE parceiro_id = $1 ORDER BY id LIMIT 1`, [membro]),
    venda: await primeiro(amb, `SELECT id FROM vendas ORDER BY id LIMIT 1`),
    cartao: await primeiro(amb, `SELECT id FROM cartoes ORDER BY id LIMIT 1`),
    banner: await primeiro(amb, `SELECT id FROM banners ORDER BY id LIMIT 1`),
    codigoCadastro: await primeiro(amb, `SELECT id FROM codigos_cadastro ORDER BY id LIMIT 1`),
    usuario: await primeiro(amb, `SELECT id FROM usuarios ORDER BY id LIMIT 1`),
    usuarioRevogar: await primeiro(amb, `SELECT id FROM usuarios WHERE permissao = 4 ORDER BY id LIMIT 1`),
    oferta: await primeiro(amb, `SELECT id FROM ofertas ORDER BY id LIMIT 1`),
    ofertaCodigo: await primeiro(amb, `SELECT codigo FROM ofertas WHERE ativo ORDER BY id LIMIT 1`),
    indicacao: await primeiro(amb, `SELECT id_indicacao FROM parceiros WHERE id_indicacao IS NOT NULL ORDER BY id LIMIT 1`),
    fotoPremio: await primeiro(amb, `SELECT foto FROM premios WHERE foto IS NOT NULL ORDER BY id LIMIT 1`),
  };
  return { tokens, v };
}
