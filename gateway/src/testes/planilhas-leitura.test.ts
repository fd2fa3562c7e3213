import { LAYOUT_XLSX_VENDAS, MENSAGENS } from '@sw/common';
import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';
import { montarZip } from '../testing/zip-teste';

/**
 * The spreadsheet reader (core/xlsx-leitura.ts, core/xml-leitura.ts) on packages written by hand,
 * the way other programs write them, through the sales upload (POST /api/upload/vendas): shared
 * strings with rich text and phonetic guides, inline strings, namespace prefixes, entities and
 * CDATA, cells without references, empty columns and skipped rows, a custom date format and the
 * 1904 date system, formulas with their cached results, the first sheet by the workbook's order.
 * Malformed XML is refused as a whole.
 */

let amb: AmbienteDeTeste;
let token: string;
let cnpj: string;
let numero = 0;

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  token = await amb.entrarPainel(2);
  [{ cnpj }] = await amb.ds.query(`SELECT r.cnpj FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`, [PARCEIRO_DEMO_1]);
});
afterAll(() => amb.fechar());

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

interface Pacote {
  folhas: Record<string, string>;
  ordem?: string[];
  compartilhadas?: string;
  estilos?: string;
  data1904?: boolean;
}

/** A package whose workbook lists `ordem` (sheet file names) in that order. */
function pacote(p: Pacote): Buffer {
  const ordem = p.ordem ?? Object.keys(p.folhas);
  const x = (s: string) => Buffer.from(s);
  const entradas = [
    { nome: '[Content_Types].xml', dados: x('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
    // The sheets are stored in reverse order, so "first" can only come from the workbook.
    ...Object.entries(p.folhas)
      .reverse()
      .map(([nome, xml]) => ({ nome: `xl/worksheets/${nome}`, dados: x(xml) })),
    {
      nome: 'xl/workbook.xml',
      dados: x(
        `<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL}">${p.data1904 ? '<workbookPr date1904="1"/>' : ''}<sheets>` +
          `${ordem.map((n, i) => `<sheet name="F${i}" sheetId="${i + 1}" r:id="rId${i + 10}"/>`).join('')}</sheets></workbook>`,
      ),
    },
    {
      nome: 'xl/_rels/workbook.xml.rels',
      dados: x(
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `${ordem.map((n, i) => `<Relationship Id="rId${i + 10}" Type="${REL}/worksheet" Target="/xl/worksheets/${n}"/>`).join('')}</Relationships>`,
      ),
    },
  ];
  if (p.compartilhadas) entradas.push({ nome: 'xl/sharedStrings.xml', dados: x(p.compartilhadas) });
  if (p.estilos) entradas.push({ nome: 'xl/styles.xml', dados: x(p.estilos) });
  return montarZip(entradas);
}

const cabecalho = `<row r="1">${LAYOUT_XLSX_VENDAS.map((c) => `<c t="inlineStr"><is><t>${c.campo}</t></is></c>`).join('')}</row>`;
const folha = (linhas: string, prefixo = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${prefixo}worksheet xmlns${prefixo ? `:${prefixo.slice(0, -1)}` : ''}="${NS}">` +
  `<${prefixo}sheetData>${prefixo ? cabecalho.replace(/<(\/?)(row|c|is|t)\b/g, `<$1${prefixo}$2`) : cabecalho}${linhas}</${prefixo}sheetData></${prefixo}worksheet>`;

async function enviar(conteudo: Buffer) {
  const form = new FormData();
  form.append('arquivo', new Blob([conteudo]), 'vendas.xlsx');
  const r = await fetch(`${amb.url}/api/upload/vendas`, { method: 'POST', headers: { authorization: token }, body: form });
  return { status: r.status, corpo: (await r.json()) as { total?: number; erros?: { linha: number; motivo: string }[]; erro?: string } };
}
const venda = async (identificador: string) =>
  (
    await amb.ds.query(
      `SELECT to_char(v.realizado_em, 'YYYY-MM-DD') AS dia, v.total_venda::float AS total, (SELECT count(*)::int FROM vendas_itens i WHERE i.venda_id = v.id) AS itens
     FROM vendas v WHERE v.identificador = $1`,
      [identificador.toUpperCase()],
    )
  )[0];

describe('reading .xlsx packages written by other programs', () => {
  it('shared strings (rich text, phonetic guides), inline strings, entities, CDATA, cells without references, a date format and a formula', async () => {
    const doc = `LE${++numero}X${Date.now() % 10000}`;
    // CPF as a shared string in two rich-text runs with a phonetic guide that must not count.
    const compartilhadas =
      `<?xml version="1.0"?><sst xmlns="${NS}" count="2" uniqueCount="2">` +
      `<si><r><rPr><b/></rPr><t>${PARCEIRO_DEMO_1.slice(0, 5)}</t></r><r><t xml:space="preserve">${PARCEIRO_DEMO_1.slice(5)}</t></r><rPh sb="0" eb="1"><t>ﾌﾘｶﾞﾅ</t></rPh></si>` +
      `<si><t>${doc}</t></si></sst>`;
    // Style 1: a custom date format; style 2: a number format without a date.
    const estilos =
      `<?xml version="1.0"?><styleSheet xmlns="${NS}"><numFmts count="1"><numFmt numFmtId="165" formatCode="[$-416]dd/mm/yyyy;@"/></numFmts>` +
      '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="165" applyNumberFormat="1"/><xf numFmtId="4" applyNumberFormat="1"/></cellXfs></styleSheet>';
    const linhas =
      '<row r="2"><c r="A2" t="s"><v>0</v></c>' +
      `<c r="B2" t="inlineStr"><is><t><![CDATA[${cnpj}]]></t></is></c>` +
      '<c r="C2" t="str"><f>"N"</f><v>N</v></c><c r="D2" t="s"><v>1</v></c>' +
      '<c r="E2" s="1"><v>46037</v></c>' + // 15/01/2026
      '<c t="inlineStr"><is><t>SW-FUNDO-18L</t></is></c><c><f>1+1</f><v>2</v></c><c s="2"><v>10.5</v></c><c r="I2" t="e"><v>#N/A</v></c></row>' +
      '<row r="3"><c r="A3" t="s"><v>0</v></c><c r="B3" t="str"><v>' +
      cnpj +
      '</v></c><c r="C3" t="inlineStr"><is><r><t>N</t></r></is></c><c r="D3" t="s"><v>1</v></c>' +
      '<c r="E3" s="1"><v>46037</v></c><c r="F3" t="inlineStr"><is><t>SW-FUNDO-18L</t></is></c><c r="G3"><v>1</v></c><c r="H3"><v>1e1</v></c>' +
      '<c r="I3" t="inlineStr"><is><t>0&#44;5</t></is></c></row>' +
      '<row r="9"/>';
    const r = await enviar(pacote({ folhas: { 'sheet1.xml': folha(linhas) }, compartilhadas, estilos }));
    expect(r).toEqual({ status: 200, corpo: { total: 1, erros: [] } });
    // 2 × 10.50 + 1 × 10 − 0,50 of discount.
    expect(await venda(doc)).toEqual({ dia: '2026-01-15', total: 30.5, itens: 2 });
  });

  it('namespace prefixes, the 1904 date system and the first sheet by the workbook (not by the package order)', async () => {
    const doc = `LE${++numero}X${Date.now() % 10000}`;
    const linha = (d: string, serial: number) =>
      `<x:row r="2"><x:c r="A2" t="inlineStr"><x:is><x:t>${PARCEIRO_DEMO_1}</x:t></x:is></x:c>` +
      `<x:c r="B2" t="inlineStr"><x:is><x:t>${cnpj}</x:t></x:is></x:c><x:c r="C2" t="inlineStr"><x:is><x:t>N</x:t></x:is></x:c>` +
      `<x:c r="D2" t="inlineStr"><x:is><x:t>${d}</x:t></x:is></x:c><x:c r="E2" s="1"><x:v>${serial}</x:v></x:c>` +
      '<x:c r="F2" t="inlineStr"><x:is><x:t>SW-FUNDO-18L</x:t></x:is></x:c><x:c r="G2"><x:v>1</x:v></x:c><x:c r="H2"><x:v>7</x:v></x:c></x:row>';
    const estilos = `<styleSheet xmlns="${NS}"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>`;
    const r = await enviar(
      pacote({
        // 44575 in the 1904 system is 15/01/2026 (1462 days less than in the 1900 system).
        folhas: { 'a.xml': folha(linha(`${doc}A`, 44_575), 'x:'), 'b.xml': folha(linha(`${doc}B`, 44_575), 'x:') },
        ordem: ['a.xml', 'b.xml'],
        estilos,
        data1904: true,
      }),
    );
    expect(r).toEqual({ status: 200, corpo: { total: 1, erros: [] } });
    expect(await venda(`${doc}A`)).toEqual({ dia: '2026-01-15', total: 7, itens: 1 });
    expect(await venda(`${doc}B`)).toBeUndefined();
  });

  it('gaps: empty columns in the header and in rows, rows the sheet skips; each row keeps the number the sheet shows', async () => {
    const [doc, futura] = [`LE${++numero}X${Date.now() % 10000}`, `LE${++numero}X${Date.now() % 10000}`];
    const texto = (ref: string, t: string) => `<c r="${ref}" t="inlineStr"><is><t>${t}</t></is></c>`;
    // The optional discount in J, with column I empty from the header down.
    const obrigatorias = LAYOUT_XLSX_VENDAS.filter((c) => c.obrigatoria);
    const topo = `<row r="1">${obrigatorias.map((c, i) => texto(`${String.fromCharCode(65 + i)}1`, c.campo)).join('')}${texto('J1', 'desconto')}</row>`;
    const linhaDeVenda = (r: number, documento: string, dia: string, extra: string) =>
      `<row r="${r}">${texto(`A${r}`, PARCEIRO_DEMO_1)}${texto(`B${r}`, cnpj)}${texto(`C${r}`, 'N')}${texto(`D${r}`, documento)}` +
      `${texto(`E${r}`, dia)}${texto(`F${r}`, 'SW-FUNDO-18L')}<c r="G${r}"><v>2</v></c><c r="H${r}"><v>10</v></c>${extra}</row>`;
    const linhas =
      linhaDeVenda(4, doc, '15/01/2026', `<c r="J4"><v>1</v></c>`) +
      '<row r="5"><c r="C5"/><c r="E5" t="inlineStr"><is><t> </t></is></c></row>' + // blank: skipped
      linhaDeVenda(8, futura, '15/01/2099', '');
    const xml = folha(linhas).replace(cabecalho, topo);
    const r = await enviar(pacote({ folhas: { 'sheet1.xml': xml } }));
    expect(r).toEqual({ status: 200, corpo: { total: 1, erros: [{ linha: 8, motivo: MENSAGENS.vendaDataFutura }] } });
    // 2 × 10 − 1 of discount, read from J although I is empty.
    expect(await venda(doc)).toEqual({ dia: '2026-01-15', total: 19, itens: 1 });
    expect(await venda(futura)).toBeUndefined();
  });

  it('malformed XML, a DOCTYPE or an unknown entity refuse the whole file; nothing is credited', async () => {
    const doc = `LE${++numero}X${Date.now() % 10000}`;
    const boa =
      `<row r="2"><c t="inlineStr"><is><t>${PARCEIRO_DEMO_1}</t></is></c><c t="inlineStr"><is><t>${cnpj}</t></is></c><c t="inlineStr"><is><t>N</t></is></c>` +
      `<c t="inlineStr"><is><t>${doc}</t></is></c><c t="inlineStr"><is><t>15/01/2026</t></is></c><c t="inlineStr"><is><t>SW-FUNDO-18L</t></is></c><c><v>1</v></c><c><v>5</v></c></row>`;
    expect((await enviar(pacote({ folhas: { 's.xml': folha(boa) } }))).corpo).toEqual({ total: 1, erros: [] });
    const ruins = [
      folha(`${boa}<row r="3"><c><v>1</c></v></row>`.replace(doc, `${doc}Z`)), // closed out of order
      folha(`${boa}<row r="3"><c t="inlineStr"><is><t>a &bomba; b</t></is></c></row>`.replace(doc, `${doc}Z`)),
      folha(boa.replace(doc, `${doc}Z`)).replace('\n', '\n<!DOCTYPE worksheet [<!ENTITY bomba "x">]>'),
      folha(boa.replace(doc, `${doc}Z`)).replace('</worksheet>', ''), // never closed
    ];
    for (const xml of ruins) {
      expect(await enviar(pacote({ folhas: { 's.xml': xml } }))).toEqual({ status: 400, corpo: { erro: MENSAGENS.planilhaInvalida } });
    }
    expect(await venda(`${doc}Z`)).toBeUndefined();
  });
});
