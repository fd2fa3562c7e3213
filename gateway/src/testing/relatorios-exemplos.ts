import type { AmbienteDeTeste } from './ambiente';

/**
 * The data of the report test (testes/relatorios.test.ts): a network of its own whose numbers are
 * the worked examples of docs/relatorios.md.
 */

export const CNPJ = '12345678000195';
export const COD = 'REL-TESTE-01';

/** What GraphQL answers for REST's numbers in reais: exact decimal text with two places (Dinheiro). */
export const emReais = <T extends object>(linha: T, campos: string[]): T =>
  ({
    ...linha,
    ...Object.fromEntries(campos.map((c) => [c, (linha as Record<string, unknown>)[c] === null ? null : (linha as Record<string, number>)[c].toFixed(2)])),
  }) as T;

/** The Upload Histórico file: rows in the accepted forms mixed with rows the upload refuses. */
export const CSV = [
  'cnpj;codProduto;mes;quantidade;valorTotal',
  `12.345.678/0001-95;${COD};01/2025;100;1.000,00`,
  `${CNPJ};${COD.toLowerCase()};02/2025;200;`,
  `${CNPJ};NAO-EXISTE;03/2025;10;100`,
  `${CNPJ};${COD};2025-04;300;3000`,
  `${CNPJ};${COD};13/2025;1;1`,
  `${CNPJ};${COD};01/05/2025;300;"3.000,00"`,
  `99999999000191;${COD};05/2025;1;1`,
  `${CNPJ};${COD};06/2025;;1`,
  `${CNPJ};${COD};01/2025;5;50`,
].join('\r\n');

/** The network, its store and product, and the two scored sales (900 units in May, 50 in June). */
export async function criarRedeDosExemplos(amb: AmbienteDeTeste): Promise<number> {
  const [{ id: rede }] = await amb.ds.query(
    `INSERT INTO redes (nome, regiao, data_cadastro) VALUES ('Rede Relatórios Teste', 'Região Teste', '2025-04-15') RETURNING id`,
  );
  const [{ id: loja }] = await amb.ds.query(
    `INSERT INTO revendas (rede_id, codigo, cnpj, nome_fantasia) VALUES ($1, 'REL-LOJA-1', $2, 'Loja Relatórios') RETURNING id`,
    [rede, CNPJ],
  );
  const [{ id: produto }] = await amb.ds.query(
    `INSERT INTO produtos (codigo, nome, valor_unitario, valor_pontos) VALUES ($1, 'Produto Relatórios', 10, 2) RETURNING id`,
    [COD],
  );
  const [{ id: parceiro }] = await amb.ds.query(`SELECT id FROM parceiros ORDER BY id LIMIT 1`);
  for (const [data, qtde, ident] of [
    ['2025-05-10', 900, 'REL-1'],
    ['2025-06-02', 50, 'REL-2'],
  ] as const) {
    const [{ id }] = await amb.ds.query(
      `INSERT INTO vendas (parceiro_id, revenda_id, identificador, total_venda, total_pontos, realizado_em) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [parceiro, loja, ident, qtde * 10, qtde * 2, data],
    );
    await amb.ds.query(
      `INSERT INTO vendas_itens (venda_id, produto_id, codigo, descricao, qtde, valor_unitario, sub_total, valor_pontos, fator) VALUES ($1, $2, $3, 'Produto Relatórios', $4, 10, $5, $6, 1)`,
      [id, produto, COD, qtde, qtde * 10, qtde * 2],
    );
  }
  return rede;
}
