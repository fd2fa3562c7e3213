import { MENSAGEM_PLANILHAS_OCUPADAS, VAGAS_PLANILHA } from '../core/planilha';
import { Vagas } from '../core/vagas';
import { MENSAGEM_ZIP_GRANDE, MENSAGEM_ZIP_INVALIDO, verificarZipDescompactando } from '../core/zip';
import { AmbienteDeTeste } from '../testing/ambiente';
import { esperarAte } from '../testing/esperar';
import { deflateRepetido, montarZip, xlsxEmBuffer } from '../testing/zip-teste';

/**
 * Zip bombs that lie: the central directory and the local header declare 4 KB, the deflate stream
 * inside holds 256 MB (one inline-string cell of the first sheet, which exceljs would buffer whole).
 * The declared sizes pass the directory check; only counting the bytes really inflated stops them.
 */
const MB = 1024 * 1024;
const MEGABYTES_DA_BOMBA = 256;
/** Memory the gateway (running in this process) may gain while refusing bombs. */
const FOLGA_MEMORIA = 250 * MB;

function bombaMentirosa(): Buffer {
  const folha = deflateRepetido(
    MEGABYTES_DA_BOMBA,
    0x61,
    '<?xml version="1.0"?><worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>',
    '</t></is></c></row></sheetData></worksheet>',
  );
  return montarZip([
    { nome: '[Content_Types].xml', dados: Buffer.from('<Types/>') },
    { nome: 'xl/worksheets/sheet1.xml', compactado: folha, declarado: 4096 },
  ]);
}

/** Runs `f` and returns its result with this process's resident memory before and at its peak. */
async function medirMemoria<T>(f: () => Promise<T>): Promise<{ resultado: T; base: number; pico: number }> {
  const base = process.memoryUsage().rss;
  const maximoAntes = process.resourceUsage().maxRSS * 1024;
  let pico = base;
  const amostras = setInterval(() => {
    pico = Math.max(pico, process.memoryUsage().rss);
  }, 5);
  let resultado: T;
  try {
    resultado = await f();
  } finally {
    clearInterval(amostras);
  }
  // The kernel's high-water mark catches a peak between two samples (when it is a new record).
  const maximoDepois = process.resourceUsage().maxRSS * 1024;
  pico = Math.max(pico, process.memoryUsage().rss, maximoDepois > maximoAntes ? maximoDepois : 0);
  return { resultado, base, pico };
}

describe('planilhas: bombas que mentem o tamanho e leituras simultâneas', () => {
  it('the inflation check counts real bytes: a lying entry, an entry the directory hides, a short entry', async () => {
    const real = await xlsxEmBuffer([
      ['a', 1],
      ['b', 2],
    ]);
    const resumo = await verificarZipDescompactando(real);
    expect(resumo.entradas).toBeGreaterThan(3);
    expect(resumo.bytesDescompactados).toBeGreaterThan(500);

    await expect(verificarZipDescompactando(bombaMentirosa())).rejects.toThrow(MENSAGEM_ZIP_GRANDE);
    // A bomb left out of the central directory, there only for a reader that walks local headers.
    const escondida = montarZip(
      [
        { nome: 'xl/worksheets/sheet1.xml', compactado: deflateRepetido(64, 0x61), declarado: 4096 },
        { nome: '[Content_Types].xml', dados: Buffer.from('<Types/>') },
      ],
      { semDiretorio: [0] },
    );
    await expect(verificarZipDescompactando(escondida)).rejects.toThrow(MENSAGEM_ZIP_INVALIDO);
    // Bytes between the directory and its end record (where a reader would find one more entry).
    const ok = montarZip([{ nome: 'a.xml', dados: Buffer.from('<a/>') }]);
    const comSobra = Buffer.concat([ok.subarray(0, ok.length - 22), Buffer.from('PK\u0003\u0004sobra'), ok.subarray(ok.length - 22)]);
    await expect(verificarZipDescompactando(comSobra)).rejects.toThrow(MENSAGEM_ZIP_INVALIDO);
    // Declaring more than it holds is a damaged (or lying) package too.
    await expect(verificarZipDescompactando(montarZip([{ nome: 'a.xml', dados: Buffer.from('<a/>'), declarado: 5000 }]))).rejects.toThrow(
      MENSAGEM_ZIP_INVALIDO,
    );
  });

  it('reads per instance: a third waits for a slot, a full queue is refused, a long wait gives up (503)', async () => {
    jest.useFakeTimers();
    try {
      const vagas = new Vagas({ vagas: () => 1, maxFila: 1, esperaMaxMs: 30_000, mensagem: 'ocupado' });
      const liberar = await vagas.ocupar();
      let segunda: (() => void) | null = null;
      const espera = vagas.ocupar().then((l) => {
        segunda = l;
      });
      await expect(vagas.ocupar()).rejects.toMatchObject({ message: 'ocupado', codigo: 'SERVICE_UNAVAILABLE' });
      liberar();
      liberar();
      await espera;
      expect(vagas.emUso).toBe(1);
      const desiste = vagas.ocupar();
      jest.advanceTimersByTime(30_000);
      await expect(desiste).rejects.toMatchObject({ message: 'ocupado' });
      segunda!();
      expect([vagas.emUso, vagas.naFila]).toEqual([0, 0]);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('pelas portas reais', () => {
    let amb: AmbienteDeTeste;
    let token: string;
    beforeAll(async () => {
      amb = await AmbienteDeTeste.criar();
      token = await amb.entrarPainel(1);
    });
    afterAll(async () => {
      await amb.fechar();
    });

    const enviar = async (caminho: string, conteudo: Buffer, nome: string) => {
      const form = new FormData();
      form.append('arquivo', new Blob([conteudo]), nome);
      const r = await fetch(`${amb.url}/api${caminho}`, { method: 'POST', body: form, headers: { authorization: token } });
      return { status: r.status, corpo: (await r.json()) as { erro?: string } };
    };

    it('a lying bomb is refused by every spreadsheet upload, and the memory of the gateway does not balloon', async () => {
      const bomba = bombaMentirosa();
      expect(bomba.length).toBeLessThan(400 * 1024);
      const [{ n: antes }] = await amb.ds.query('SELECT count(*)::int AS n FROM vendas');
      const { resultado, base, pico } = await medirMemoria(async () => {
        const respostas = [await enviar('/upload/vendas', bomba, 'vendas.xlsx')];
        // The other uploads read CSV: the same bytes, under both names, are refused as what they are.
        for (const caminho of ['/upload/produtos', '/upload/produtos_revenda', '/upload/saldo_cartao', '/upload/historico']) {
          for (const nome of ['planilha.xlsx', 'planilha.csv']) respostas.push(await enviar(caminho, bomba, nome));
        }
        return respostas;
      });
      expect(resultado[0]).toEqual({ status: 400, corpo: { erro: MENSAGEM_ZIP_GRANDE } });
      for (const r of resultado) {
        expect(r.status).toBe(400);
        expect(r.corpo.erro).toMatch(/[a-zà-ú]/);
      }
      expect(pico - base).toBeLessThan(FOLGA_MEMORIA);
      const [{ n: depois }] = await amb.ds.query('SELECT count(*)::int AS n FROM vendas');
      expect(depois).toBe(antes);
    });

    it('six lying bombs at once: all refused, memory still bounded', async () => {
      const bomba = bombaMentirosa();
      const { resultado, base, pico } = await medirMemoria(() => Promise.all(Array.from({ length: 6 }, () => enviar('/upload/vendas', bomba, 'vendas.xlsx'))));
      for (const r of resultado) expect(r).toEqual({ status: 400, corpo: { erro: MENSAGEM_ZIP_GRANDE } });
      expect(pico - base).toBeLessThan(FOLGA_MEMORIA);
      expect([VAGAS_PLANILHA.emUso, VAGAS_PLANILHA.naFila]).toEqual([0, 0]);
    });

    it('two spreadsheets are read at once: the next upload waits for a slot, and with the queue full it gets 503', async () => {
      const modelo = Buffer.from(await (await fetch(`${amb.url}/api/upload/vendas/modelo`, { headers: { authorization: token } })).arrayBuffer());
      const ocupadas = [await VAGAS_PLANILHA.ocupar(), await VAGAS_PLANILHA.ocupar()];
      // Both slots taken: an upload waits in the queue, and goes on as soon as one is given back.
      const esperando = enviar('/upload/vendas', modelo, 'vendas.xlsx');
      await esperarAte('o envio chegar à fila de leitura', () => VAGAS_PLANILHA.naFila >= 1);
      ocupadas.pop()!();
      const r = await esperando;
      expect(r.status).toBe(200);

      // Both slots taken and ten callers already waiting: the next upload is answered at once.
      ocupadas.push(await VAGAS_PLANILHA.ocupar());
      const fila = Array.from({ length: 10 }, () => VAGAS_PLANILHA.ocupar());
      expect([VAGAS_PLANILHA.emUso, VAGAS_PLANILHA.naFila]).toEqual([2, 10]);
      const recusada = await enviar('/upload/vendas', modelo, 'vendas.xlsx');
      expect(recusada).toEqual({ status: 503, corpo: { erro: MENSAGEM_PLANILHAS_OCUPADAS } });
      for (const l of ocupadas) l();
      for (const espera of fila) (await espera)();
      expect([VAGAS_PLANILHA.emUso, VAGAS_PLANILHA.naFila]).toEqual([0, 0]);
    });
  });
});
