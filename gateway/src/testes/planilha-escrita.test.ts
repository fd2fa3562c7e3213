import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { escreverXlsx, TIPO_XLSX } from '../core/planilha';

/**
 * The streaming .xlsx writer of every export (core/planilha.ts over core/xlsx-escrita.ts), over a
 * real HTTP connection: a file of several batches and many 64 KB pieces read back whole by exceljs,
 * and a download the client abandons halfway, which must stop the writing and close the rows'
 * source (for an export, the database cursor and its connection) instead of waiting forever.
 */

interface Servidor {
  url: string;
  /** The writing of the last request: resolved when the file is complete, rejected if it stopped. */
  escrita: () => Promise<void>;
  fechar: () => Promise<void>;
}

async function servir(lotes: () => AsyncIterable<unknown[][]>): Promise<Servidor> {
  let escrita: Promise<void> | null = null;
  const servidor = http.createServer((_req, res) => {
    res.setHeader('Content-Type', TIPO_XLSX);
    escrita = escreverXlsx(res, {
      planilha: 'Pontuações',
      colunas: [{ titulo: 'ID' }, { titulo: 'Nome' }, { titulo: 'Data' }, { titulo: 'Ativo' }, { titulo: 'Obs' }],
      lotes: lotes(),
    }).then(() => void res.end());
    escrita.catch(() => res.destroy());
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/`,
    escrita: () => escrita!,
    fechar: () =>
      new Promise((ok) => {
        servidor.close(() => ok());
        servidor.closeAllConnections();
      }),
  };
}

const linha = (n: number): unknown[] => [
  n,
  `Vendedor ${n} & <Loja> "Centro"`,
  new Date(Date.UTC(2026, 0, 1 + (n % 300))),
  n % 2 === 0,
  n % 7 === 0 ? `=HYPERLINK("http://x/${n}")` : n % 11 === 0 ? null : ` espaço ${n} `,
];

it('a file of several batches and pieces: every row in order, same cells, formulas inert, the source closed at the end', async () => {
  let fechada = false;
  const servidor = await servir(async function* () {
    try {
      for (let inicio = 1; inicio <= 3_500; inicio += 1000) {
        yield Array.from({ length: Math.min(1000, 3_501 - inicio) }, (_, i) => linha(inicio + i));
      }
    } finally {
      fechada = true;
    }
  });
  try {
    const r = await fetch(servidor.url);
    const corpo = Buffer.from(await r.arrayBuffer());
    await servidor.escrita();
    expect(fechada).toBe(true);

    const livro = new ExcelJS.Workbook();
    await livro.xlsx.read(Readable.from(corpo));
    const folha = livro.worksheets[0]!;
    expect(folha.name).toBe('Pontuações');
    const linhas: unknown[][] = [];
    folha.eachRow((row) => linhas.push((row.values as unknown[]).slice(1)));
    expect(linhas[0]).toEqual(['ID', 'Nome', 'Data', 'Ativo', 'Obs']);
    expect(folha.getRow(1).font?.bold).toBe(true);
    expect(linhas).toHaveLength(3_501);
    const esperadas = Array.from({ length: 3_500 }, (_, i) => {
      const [n, nome, data, ativo, obs] = linha(i + 1);
      // Text that a spreadsheet would run as a formula gets a leading apostrophe; empty cells are absent.
      const texto = typeof obs === 'string' && obs.startsWith('=') ? `'${obs}` : obs;
      return texto === null ? [n, nome, data, ativo] : [n, nome, data, ativo, texto];
    });
    expect(linhas.slice(1)).toEqual(esperadas);
    expect(folha.getCell('C2').numFmt).toBe('mm-dd-yy');
  } finally {
    await servidor.fechar();
  }
});

it('a download the client abandons stops the writing and closes the source of the rows', async () => {
  let lotesLidos = 0;
  let fechada = false;
  // Endless rows: only the client going away can end this file.
  const servidor = await servir(async function* () {
    try {
      for (let n = 1; ; n += 1000) {
        lotesLidos++;
        yield Array.from({ length: 1000 }, (_, i) => [n + i, `${Math.random().toString(36)} ${n + i}`, null, true, 'x']);
      }
    } finally {
      fechada = true;
    }
  });
  try {
    const controle = new AbortController();
    const r = await fetch(servidor.url, { signal: controle.signal });
    const leitor = r.body!.getReader();
    expect((await leitor.read()).done).toBe(false);
    controle.abort();
    await expect(servidor.escrita()).rejects.toBeInstanceOf(Error);
    expect(fechada).toBe(true);
    expect(lotesLidos).toBeGreaterThan(0);
  } finally {
    await servidor.fechar();
  }
});
