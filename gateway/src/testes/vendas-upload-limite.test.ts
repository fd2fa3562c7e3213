import ExcelJS from 'exceljs';
import { LAYOUT_XLSX_VENDAS, LIMITES_UPLOAD_VENDAS, MENSAGENS } from '@sw/common';
import { lerConfig } from '../config';
import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * The row limit of POST /api/upload/vendas. Production refuses a sheet of more than 100,000 data
 * rows; a file that size takes tens of seconds to build, so this gateway runs with the limit lowered
 * by UPLOAD_VENDAS_MAX_LINHAS (the same check, the same message) and the files stay a few dozen rows.
 */

const LIMITE = 50;
let amb: AmbienteDeTeste;
let token: string;
let loja: string;
let numero = 0;
const doc = () => `UL${Date.now() % 100000}${++numero}`;
const CPF = '700.000.007-44';

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar({ UPLOAD_VENDAS_MAX_LINHAS: String(LIMITE) });
  token = await amb.entrarPainel(2);
  [{ cnpj: loja }] = await amb.ds.query(`SELECT r.cnpj FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`, [PARCEIRO_DEMO_1]);
});
afterAll(() => amb.fechar());

/** A sheet whose first data row is a valid sale, followed by `outras` rows (each refused for its missing store). */
async function enviarComLinhas(primeira: string, outras: number) {
  const livro = new ExcelJS.Workbook();
  const folha = livro.addWorksheet('Vendas');
  folha.addRow(LAYOUT_XLSX_VENDAS.map((c) => c.campo));
  folha.addRow([CPF, loja, 'N', primeira, '15/01/2026', 'SW-FUNDO-18L', 1, 10, null]);
  for (let i = 0; i < outras; i++) folha.addRow(['', '', '', '', '', 'X', 1, 1, null]);
  const form = new FormData();
  form.append('arquivo', new Blob([Buffer.from(await livro.xlsx.writeBuffer())]), 'vendas.xlsx');
  const r = await fetch(`${amb.url}/api/upload/vendas`, { method: 'POST', headers: { authorization: token }, body: form });
  return { status: r.status, corpo: (await r.json()) as any };
}
const creditada = async (identificador: string) =>
  (await amb.ds.query(`SELECT 1 FROM vendas WHERE identificador = $1`, [identificador.toUpperCase()])).length > 0;

describe('row limit of the sales upload', () => {
  it('in production is the 100,000 rows the screen announces, and configuration may only lower it', () => {
    expect(LIMITES_UPLOAD_VENDAS.linhas).toBe(100_000);
    expect(lerConfig({}).uploadVendasMaxLinhas).toBe(LIMITES_UPLOAD_VENDAS.linhas);
    expect(lerConfig({ UPLOAD_VENDAS_MAX_LINHAS: '10' }).uploadVendasMaxLinhas).toBe(10);
    for (const valor of ['100001', '0', 'muitas']) expect(() => lerConfig({ UPLOAD_VENDAS_MAX_LINHAS: valor })).toThrow(/UPLOAD_VENDAS_MAX_LINHAS/);
  });

  it('a file of exactly the limit is read: its valid sale is credited, its other rows reported', async () => {
    const primeira = doc();
    const r = await enviarComLinhas(primeira, LIMITE - 1);
    expect(r.status).toBe(200);
    expect(r.corpo.total).toBe(1);
    expect(r.corpo.erros).toHaveLength(LIMITE - 1);
    expect(await creditada(primeira)).toBe(true);
  });

  it('a file over the limit is refused as a whole: not even its first, valid sale is credited', async () => {
    const primeira = doc();
    expect(await enviarComLinhas(primeira, LIMITE)).toEqual({ status: 400, corpo: { erro: MENSAGENS.arquivoMuitasLinhas(LIMITE) } });
    expect(await creditada(primeira)).toBe(false);
  });
});
