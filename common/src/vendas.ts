import type { ColunaCsv } from './produtos';

/**
 * Sales upload (POST /api/upload/vendas, spec 1 §5 and §7): one .xlsx row per sold item. Rows with
 * the same store, fiscal type and fiscal number, one after another, are one sale with several items.
 * Headers are matched ignoring case, accents and spaces (docs/vendas-upload-e-correcao.md).
 */
export const LAYOUT_XLSX_VENDAS: ColunaCsv[] = [
  { campo: 'cpf', obrigatoria: true, descricao: 'CPF do vendedor (com ou sem máscara)', exemplo: '700.000.007-44' },
  { campo: 'loja', obrigatoria: true, descricao: 'CNPJ ou código da loja do vendedor (confere com o cadastro)', exemplo: '11.222.333/0001-81' },
  { campo: 'tipoFiscal', obrigatoria: true, descricao: 'N (nota fiscal) ou C (cupom fiscal)', exemplo: 'N' },
  { campo: 'numeroFiscal', obrigatoria: true, descricao: 'Número do documento fiscal (até 60 caracteres)', exemplo: '000123' },
  { campo: 'dataVenda', obrigatoria: true, descricao: 'Data da venda (célula de data ou DD/MM/AAAA), não futura', exemplo: '15/01/2026' },
  { campo: 'codigoProduto', obrigatoria: true, descricao: 'Código Experiências SW ou código da loja do produto', exemplo: 'SW-ACRPF-BR-18L' },
  { campo: 'quantidade', obrigatoria: true, descricao: 'Quantidade vendida (inteiro, 1 ou mais)', exemplo: '2' },
  { campo: 'valorUnitario', obrigatoria: true, descricao: 'Preço unitário em reais (ex.: 489,90)', exemplo: '489,90' },
  { campo: 'desconto', obrigatoria: false, descricao: 'Desconto da linha em reais (opcional; vazio é 0)', exemplo: '10,00' },
];

/** Limits of one sales upload (the screen states them; the gateway enforces them). */
export const LIMITES_UPLOAD_VENDAS = { linhas: 100_000, megabytes: 20 } as const;
