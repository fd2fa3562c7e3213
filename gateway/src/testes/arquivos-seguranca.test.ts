import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { celulaCsv } from '../core/csv-escrita';
import { cabecalhoAnexo, valorSeguro } from '../core/planilha';
import { LIMITES_ZIP, MENSAGEM_ZIP_GRANDE, verificarZip } from '../core/zip';
import { AmbienteDeTeste } from '../testing/ambiente';
import { xlsxEmBuffer } from '../testing/zip-teste';

/** A minimal zip writer: each entry deflated, with the sizes it declares overridable (to lie, like a bomb). */
function zip(entradas: { nome: string; dados: Buffer; declarado?: number }[]): Buffer {
  const locais: Buffer[] = [];
  const centrais: Buffer[] = [];
  let deslocamento = 0;
  for (const e of entradas) {
    const compactado = zlib.deflateRawSync(e.dados);
    const nome = Buffer.from(e.nome);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compactado.length, 18);
    local.writeUInt32LE(e.declarado ?? e.dados.length, 22);
    local.writeUInt16LE(nome.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compactado.length, 20);
    central.writeUInt32LE(e.declarado ?? e.dados.length, 24);
    central.writeUInt16LE(nome.length, 28);
    central.writeUInt32LE(deslocamento, 42);
    locais.push(local, nome, compactado);
    centrais.push(central, nome);
    deslocamento += 30 + nome.length + compactado.length;
  }
  const diretorio = Buffer.concat(centrais);
  const fim = Buffer.alloc(22);
  fim.writeUInt32LE(0x06054b50, 0);
  fim.writeUInt16LE(entradas.length, 8);
  fim.writeUInt16LE(entradas.length, 10);
  fim.writeUInt32LE(diretorio.length, 12);
  fim.writeUInt32LE(deslocamento, 16);
  return Buffer.concat([...locais, diretorio, fim]);
}

describe('arquivos: zip antes de ler, nomes de download, fórmulas', () => {
  it('a real .xlsx passes the zip check; too many entries, too large or too compressed a package does not', async () => {
    const real = await xlsxEmBuffer([
      ['a', 1],
      ['b', 2],
    ]);
    const resumo = verificarZip(real);
    expect(resumo.entradas).toBeGreaterThan(3);
    expect(resumo.entradas).toBeLessThan(30);

    const muitas = zip(Array.from({ length: LIMITES_ZIP.entradas + 1 }, (_, i) => ({ nome: `x${i}.xml`, dados: Buffer.from('<a/>') })));
    expect(() => verificarZip(muitas)).toThrow(MENSAGEM_ZIP_GRANDE);
    // Declared sizes that add up past the limit (the central directory is what is checked).
    const declarada = zip([{ nome: 'xl/worksheets/sheet1.xml', dados: Buffer.from('<a/>'), declarado: LIMITES_ZIP.bytesDescompactados + 1 }]);
    expect(() => verificarZip(declarada)).toThrow(MENSAGEM_ZIP_GRANDE);
    // A true bomb: 20 MB of zeros in about 20 KB.
    const bomba = zip([{ nome: 'xl/worksheets/sheet1.xml', dados: Buffer.alloc(20 * 1024 * 1024) }]);
    expect(bomba.length).toBeLessThan(100 * 1024);
    expect(() => verificarZip(bomba)).toThrow(MENSAGEM_ZIP_GRANDE);
    expect(() => verificarZip(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]))).toThrow('Arquivo compactado inválido ou corrompido.');
  });

  it('download names: no quote, path or header break reaches Content-Disposition', () => {
    expect(cabecalhoAnexo('parceiros.xlsx')).toBe(`attachment; filename="parceiros.xlsx"; filename*=UTF-8''parceiros.xlsx`);
    const hostil = cabecalhoAnexo('../../etc/a"b\r\nSet-Cookie: x=1;.xlsx');
    expect(hostil).not.toMatch(/[\r\n]/);
    expect(hostil.match(/filename="([^"]*)"/)![1]).toBe('a_bSet-Cookie_ x_1_.xlsx');
    expect(cabecalhoAnexo('relatório de ações.csv')).toBe(
      `attachment; filename="relatorio de acoes.csv"; filename*=UTF-8''relat%C3%B3rio%20de%20a%C3%A7%C3%B5es.csv`,
    );
  });

  it('formula injection: text that starts like a formula is written inert in CSV and xlsx', () => {
    for (const perigoso of ['=1+1', '+55', '-2', '@SUM(A1)', '\t=1', '\r=1', ' =HYPERLINK("http://x")', '"=1', "'=1"]) {
      expect(String(valorSeguro(perigoso)).startsWith("'")).toBe(true);
      expect(celulaCsv(perigoso).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(valorSeguro(-2)).toBe(-2);
    expect(celulaCsv(-2.5)).toBe('-2,5');
    expect(celulaCsv(1234.56)).toBe('1234,56');
    expect(celulaCsv(0.1 + 0.2)).toBe('0,3');
    expect(valorSeguro('Maria')).toBe('Maria');
  });

  describe('pelas portas reais', () => {
    let amb: AmbienteDeTeste;
    beforeAll(async () => {
      amb = await AmbienteDeTeste.criar();
    });
    afterAll(async () => {
      await amb.fechar();
    });

    it('a zip bomb sent as the sales spreadsheet is refused before parsing, and nothing is stored', async () => {
      const token = await amb.entrarPainel(1);
      const [{ n: antes }] = await amb.ds.query('SELECT count(*)::int AS n FROM vendas');
      const bomba = zip([
        { nome: '[Content_Types].xml', dados: Buffer.from('<Types/>') },
        { nome: 'xl/worksheets/sheet1.xml', dados: Buffer.alloc(30 * 1024 * 1024, 0x20) },
      ]);
      const form = new FormData();
      form.append('arquivo', new Blob([bomba]), 'vendas.xlsx');
      const r = await fetch(`${amb.url}/api/upload/vendas`, { method: 'POST', body: form, headers: { authorization: token } });
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({ erro: MENSAGEM_ZIP_GRANDE });
      const [{ n: depois }] = await amb.ds.query('SELECT count(*)::int AS n FROM vendas');
      expect(depois).toBe(antes);
    });

    it('an exported member whose name is a formula comes out as inert text', async () => {
      const token = await amb.entrarPainel(1);
      const [{ id }] = await amb.ds.query(`SELECT id FROM parceiros ORDER BY id LIMIT 1`);
      await amb.ds.query(`UPDATE parceiros SET nome = $1 WHERE id = $2`, ['=HYPERLINK("http://golpe.exemplo.net","Clique")', id]);
      const r = await fetch(`${amb.url}/api/parceiros/export`, { headers: { authorization: token } });
      expect(r.status).toBe(200);
      const livro = new ExcelJS.Workbook();
      await livro.xlsx.load(Buffer.from(await r.arrayBuffer()) as unknown as ArrayBuffer);
      const nomes: unknown[] = [];
      livro.worksheets[0].eachRow((row) => nomes.push(row.getCell(1).value));
      expect(nomes).toContain(`'=HYPERLINK("http://golpe.exemplo.net","Clique")`);
      expect(nomes.some((v) => typeof v === 'object' && v !== null && 'formula' in v)).toBe(false);
    });
  });
});
