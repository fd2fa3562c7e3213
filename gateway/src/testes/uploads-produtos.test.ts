import ExcelJS from 'exceljs';
import { AmbienteDeTeste } from '../testing/ambiente';
import { LOJA_DEMO_1, LOJA_DEMO_2 } from '../seed/demo';

let amb: AmbienteDeTeste;
const tokens: Record<number, string> = {};
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
});
afterAll(() => amb.fechar());

const NAO_CSV = 'O arquivo deve ser um .CSV de texto (colunas separadas por ";" ou ","). Planilhas .xlsx, arquivos compactados e binários não são aceitos.';

async function enviar(caminho: string, token: string | undefined, arquivo?: { nome: string; conteudo: Buffer | string }, campos: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  if (arquivo)
    form.append('arquivo', new Blob([typeof arquivo.conteudo === 'string' ? Buffer.from(arquivo.conteudo, 'utf8') : arquivo.conteudo]), arquivo.nome);
  const r = await fetch(amb.url + caminho, { method: 'POST', headers: token ? { authorization: token } : {}, body: form });
  const texto = await r.text();
  let corpo: any = texto;
  try {
    corpo = JSON.parse(texto);
  } catch {
    /* not JSON */
  }
  return { status: r.status, corpo };
}

const produto = async (codigo: string) =>
  (
    await amb.ds.query(`SELECT codigo, nome, valor_unitario, valor_pontos, codigo_barras, ativo, atualizado_em FROM produtos WHERE lower(codigo) = lower($1)`, [
      codigo,
    ])
  )[0];

/** Excel pt-BR style: ';', Latin-1, decimal commas, a quoted field holding the separator. */
const PLANILHA_PTBR = Buffer.from(
  [
    'Código;Descrição;Preço Unitário;Valor Pontos',
    'SW-NOVO-01;Tinta Acrílica Rendimento Máximo 18L;"1.234,50";123,5',
    'SW-NOVO-02;"Esmalte; Grafite Fosco 3,6L";169,90;17',
    'SW-NOVO-03;;10,00;1',
    'SW-FITA-48;Fita Crepe Profissional 48mm x 50m;17,90;2',
    'SW-NOVO-04;Produto com preço errado;dez reais;1',
    '',
    'sw-novo-01;Repetido na mesma planilha;1,00;1',
    'SW-NOVO-05;Selador Econômico 3,6L;49,9;5',
  ].join('\r\n'),
  'latin1',
);

describe('POST /api/upload/produtos', () => {
  it('refuses a request without a file, and files that are not text CSV (by content, not only by name)', async () => {
    expect(await enviar('/api/upload/produtos', tokens[2])).toEqual({ status: 400, corpo: { erro: 'Selecione um arquivo primeiro' } });
    expect(await amb.rest('POST', '/api/upload/produtos', { token: tokens[2], corpo: {} })).toEqual({
      status: 400,
      corpo: { erro: 'Selecione um arquivo primeiro' },
    });
    const livro = new ExcelJS.Workbook();
    livro.addWorksheet('p').addRow(['codigo', 'nome', 'valorUnitario', 'valorPontos']);
    const xlsx = Buffer.from(await livro.xlsx.writeBuffer());
    const binarios: [string, Buffer][] = [
      ['produtos.csv', xlsx],
      ['foto.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      ['dados.csv', Buffer.from([0x63, 0x6f, 0x64, 0x00, 0x01, 0x02, 0xff, 0xfe])],
      ['utf16.csv', Buffer.from('\ufeffcodigo;nome', 'utf16le')],
      ['controle.csv', Buffer.from('codigo;nome\x07;valorUnitario;valorPontos\r\nA;B;1;1')],
    ];
    for (const [nome, conteudo] of binarios) {
      expect({ nome, r: await enviar('/api/upload/produtos', tokens[2], { nome, conteudo }) }).toEqual({ nome, r: { status: 400, corpo: { erro: NAO_CSV } } });
    }
    expect(
      (await enviar('/api/upload/produtos', tokens[2], { nome: 'produtos.xlsx', conteudo: 'codigo;nome;valorUnitario;valorPontos\nA;B;1;1' })).corpo.erro,
    ).toBe(NAO_CSV);
    expect(await amb.ds.query(`SELECT id FROM produtos WHERE codigo = 'A'`)).toEqual([]);
  });

  it('refuses a file without the required columns or without lines, and a file over 5 MB', async () => {
    const sem = await enviar('/api/upload/produtos', tokens[2], { nome: 'p.csv', conteudo: 'codigo;nome;valorUnitario\nA;B;1' });
    expect(sem).toEqual({ status: 400, corpo: { erro: 'Cabeçalho sem a(s) coluna(s) obrigatória(s): valorPontos.' } });
    expect((await enviar('/api/upload/produtos', tokens[2], { nome: 'p.csv', conteudo: 'codigo;nome;valorUnitario;valorPontos\r\n\r\n' })).corpo.erro).toBe(
      'O arquivo não tem linhas de dados abaixo do cabeçalho.',
    );
    expect((await enviar('/api/upload/produtos', tokens[2], { nome: 'p.csv', conteudo: '' })).corpo.erro).toBe(
      'O arquivo não tem linhas de dados abaixo do cabeçalho.',
    );
    const grande = `codigo;nome;valorUnitario;valorPontos\n${'X;Y;1;1\n'.repeat(700_000)}`;
    expect(await enviar('/api/upload/produtos', tokens[2], { nome: 'p.csv', conteudo: grande })).toEqual({
      status: 400,
      corpo: { erro: 'O arquivo excede o limite de 5 MB.' },
    });
    // A broken file applies nothing, not even its good lines.
    const aspas = await enviar('/api/upload/produtos', tokens[2], {
      nome: 'p.csv',
      conteudo: 'codigo;nome;valorUnitario;valorPontos\nSW-OK-1;Bom;1;1\nSW-OK-2;"Sem fim;1;1\n',
    });
    expect(aspas).toEqual({ status: 400, corpo: { erro: 'O arquivo tem aspas sem fechamento a partir da linha 3.' } });
    expect(await amb.ds.query(`SELECT id FROM produtos WHERE codigo = 'SW-OK-1'`)).toEqual([]);
  });

  it('applies the valid lines in one go and reports each bad line with its number and reason', async () => {
    const antes = await produto('SW-FITA-48');
    const r = await enviar('/api/upload/produtos', tokens[0], { nome: 'CATALOGO.CSV', conteudo: PLANILHA_PTBR });
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual({
      total: 4,
      criados: 3,
      atualizados: 1,
      inalterados: 0,
      erros: [
        { linha: 4, motivo: 'Nome obrigatório' },
        { linha: 6, motivo: 'Preço Unitário inválido' },
        { linha: 8, motivo: 'Código repetido no arquivo (já está na linha 2).' },
      ],
    });
    expect(await produto('SW-NOVO-01')).toMatchObject({
      nome: 'Tinta Acrílica Rendimento Máximo 18L',
      valor_unitario: '1234.50',
      valor_pontos: '123.50',
      ativo: true,
    });
    expect(await produto('SW-NOVO-02')).toMatchObject({ nome: 'Esmalte; Grafite Fosco 3,6L', valor_unitario: '169.90' });
    // Updating keeps what the file does not carry (the barcode; the status).
    expect(await produto('SW-FITA-48')).toMatchObject({
      nome: 'Fita Crepe Profissional 48mm x 50m',
      valor_unitario: '17.90',
      valor_pontos: '2.00',
      codigo_barras: antes.codigo_barras,
      ativo: true,
    });
    const [log] = await amb.ds.query(`SELECT responsavel_nome, parametros FROM logs WHERE tipo = 'produto.upload' ORDER BY id DESC LIMIT 1`);
    expect(log).toEqual({ responsavel_nome: 'Bianca Marca', parametros: { arquivo: 'CATALOGO.CSV', total: 4, criados: 3, atualizados: 1, erros: 3 } });
  });

  it('uploading the same file again changes nothing', async () => {
    const antes = await amb.ds.query(`SELECT id, nome, valor_unitario, valor_pontos, atualizado_em FROM produtos ORDER BY id`);
    const r = await enviar('/api/upload/produtos', tokens[2], { nome: 'catalogo.csv', conteudo: PLANILHA_PTBR });
    expect(r.corpo).toMatchObject({ total: 4, criados: 0, atualizados: 0, inalterados: 4 });
    expect(r.corpo.erros).toHaveLength(3);
    expect(await amb.ds.query(`SELECT id, nome, valor_unitario, valor_pontos, atualizado_em FROM produtos ORDER BY id`)).toEqual(antes);
  });

  it("reads UTF-8 with BOM, ',' separators, dot decimals, header aliases, barcodes; store products inheriting points follow", async () => {
    const arquivo =
      '\ufeffCódigo,Nome,Preço,Pontos,EAN\r\nSW-ESM-BR-36L,"Esmalte Sintético Brilhante Branco 3,6L",161.5,18,7890001112221\r\nSW-NOVO-06,"Verniz Fosco, 900ml",39.9,4,\r\nSW-NOVO-07,Verniz,39,90,4,\r\n';
    const r = await enviar('/api/upload/produtos', tokens[1], { nome: 'p.csv', conteudo: arquivo });
    expect(r.corpo).toMatchObject({ total: 2, criados: 1, atualizados: 1 });
    // An unquoted decimal comma in a ','-separated file makes an extra column: reported, not guessed.
    expect(r.corpo.erros).toEqual([{ linha: 4, motivo: expect.stringMatching(/^A linha tem 6 colunas e o cabeçalho 5\./) }]);
    expect(await produto('SW-ESM-BR-36L')).toMatchObject({ valor_unitario: '161.50', valor_pontos: '18.00', codigo_barras: '7890001112221' });
    expect(await produto('SW-NOVO-06')).toMatchObject({ nome: 'Verniz Fosco, 900ml', codigo_barras: null });
    const lojas = await amb.ds.query(
      `SELECT DISTINCT pr.valor_pontos FROM produtos_revenda pr JOIN produtos p ON p.id = pr.produto_id WHERE p.codigo = 'SW-ESM-BR-36L'`,
    );
    expect(lojas).toEqual([{ valor_pontos: '18.00' }]);
    // A barcode that belongs to another product is that line's error.
    const outro = await enviar('/api/upload/produtos', tokens[1], {
      nome: 'p.csv',
      conteudo: 'codigo;nome;valorUnitario;valorPontos;codigoBarras\nSW-NOVO-08;X;1;1;7890001112221\nSW-NOVO-09;Y;1;1;123\n',
    });
    expect(outro.corpo).toMatchObject({
      total: 0,
      erros: [
        { linha: 2, motivo: 'Código de Barras já cadastrado em outro produto.' },
        { linha: 3, motivo: 'Código de Barras inválido' },
      ],
    });
  });

  it('roles: Processar is for 0, 1, 2 and 5', async () => {
    const arquivo = { nome: 'p.csv', conteudo: 'codigo;nome;valorUnitario;valorPontos\nSW-X;X;1;1' };
    for (const papel of [3, 4]) expect((await enviar('/api/upload/produtos', tokens[papel], arquivo)).status).toBe(403);
    expect((await enviar('/api/upload/produtos', undefined, arquivo)).status).toBe(401);
    expect((await enviar('/api/upload/produtos', await amb.entrarLoja(), arquivo)).status).toBe(403);
  });

  it('offers the template with the layout', async () => {
    const r = await fetch(`${amb.url}/api/upload/produtos/modelo`, { headers: { authorization: tokens[5] } });
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toContain('modelo-produtos.csv');
    const bytes = Buffer.from(await r.arrayBuffer());
    // UTF-8 with BOM, so that Excel in Portuguese shows the accents.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const texto = bytes.toString('utf8');
    expect(texto.split('\r\n')[0]).toBe('\ufeffcodigo;nome;valorUnitario;valorPontos;codigoBarras');
    // The template itself is a valid upload.
    const upload = await enviar('/api/upload/produtos', tokens[2], { nome: 'modelo.csv', conteudo: texto });
    expect(upload.corpo).toMatchObject({ total: 1, erros: [] });
  });
});

describe('POST /api/upload/produtos_revenda', () => {
  const ARQUIVO = [
    'codigoPadrao;codigo;nome;valorUnitario;valorPontos',
    'SW-ACRPF-BR-18L;CCL-0001;Tinta Acrílica Premium Branco 18L (nova embalagem);489,00;',
    'SW-MACR-25KG;CCL-0100;Massa Acrílica 25kg;171,00;',
    'SW-GRAF-25KG;CCL-0101;Grafiato 25kg;150,00;20',
    'SW-NAO-EXISTE;CCL-0102;Produto qualquer;10,00;',
    'SW-PVA-BR-36L;CCL-0103;Látex descontinuado;10,00;',
    ';CCL-0104;Sem código padrão;1;',
    'SW-MACR-6KG;CCL-0105;Massa 6kg;;',
  ].join('\n');

  it("needs the store, then the file ('Informe a revenda', 'Selecione um arquivo primeiro')", async () => {
    expect(await enviar('/api/upload/produtos_revenda', tokens[2], { nome: 'p.csv', conteudo: ARQUIVO })).toEqual({
      status: 400,
      corpo: { erro: 'Informe a revenda' },
    });
    expect(await enviar('/api/upload/produtos_revenda', tokens[2], undefined, { cnpjRevenda: LOJA_DEMO_2 })).toEqual({
      status: 400,
      corpo: { erro: 'Selecione um arquivo primeiro' },
    });
    expect(
      (await enviar('/api/upload/produtos_revenda', tokens[2], { nome: 'p.csv', conteudo: ARQUIVO }, { cnpjRevenda: '11.111.111/1111-11' })).corpo.erro,
    ).toBe('CNPJ não é válido');
  });

  it('applies valid lines to the store, reports unknown catalogue codes, and is idempotent', async () => {
    const r = await enviar('/api/upload/produtos_revenda', tokens[5], { nome: 'loja.csv', conteudo: ARQUIVO }, { cnpjRevenda: '44.555.666/0001-81' });
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual({
      total: 3,
      criados: 2,
      atualizados: 1,
      inalterados: 0,
      erros: [
        { linha: 5, motivo: 'Produto Experiências SW não encontrado' },
        { linha: 6, motivo: 'Produto Experiências SW não encontrado' },
        { linha: 7, motivo: 'Código Experiências SW obrigatório' },
        { linha: 8, motivo: 'Preço Unitário Loja obrigatório' },
      ],
    });
    const linhas = await amb.ds.query(
      `SELECT pr.codigo, pr.nome, pr.valor_unitario, pr.valor_pontos, pr.valor_pontos_herdado FROM produtos_revenda pr JOIN revendas r ON r.id = pr.revenda_id
        WHERE r.cnpj = $1 AND pr.codigo IN ('CCL-0001', 'CCL-0100', 'CCL-0101') ORDER BY pr.codigo`,
      [LOJA_DEMO_2],
    );
    expect(linhas).toEqual([
      {
        codigo: 'CCL-0001',
        nome: 'Tinta Acrílica Premium Branco 18L (nova embalagem)',
        valor_unitario: '489.00',
        valor_pontos: '49.00',
        valor_pontos_herdado: true,
      },
      { codigo: 'CCL-0100', nome: 'Massa Acrílica 25kg', valor_unitario: '171.00', valor_pontos: '17.00', valor_pontos_herdado: true },
      { codigo: 'CCL-0101', nome: 'Grafiato 25kg', valor_unitario: '150.00', valor_pontos: '20.00', valor_pontos_herdado: false },
    ]);
    const outra = await enviar('/api/upload/produtos_revenda', tokens[2], { nome: 'loja.csv', conteudo: ARQUIVO }, { cnpjRevenda: LOJA_DEMO_2 });
    // The same file again: nothing changes, except that role 2 (who sees discontinued catalogue
    // products, unlike role 5) may map line 6 to one.
    expect(outra.corpo).toMatchObject({ total: 4, criados: 1, atualizados: 0, inalterados: 3 });
    expect(outra.corpo.erros.map((e: any) => e.linha)).toEqual([5, 7, 8]);
    const denovo = await enviar('/api/upload/produtos_revenda', tokens[2], { nome: 'loja.csv', conteudo: ARQUIVO }, { cnpjRevenda: LOJA_DEMO_2 });
    expect(denovo.corpo).toMatchObject({ total: 4, criados: 0, atualizados: 0, inalterados: 4 });
  });

  it('roles and store scope', async () => {
    const arquivo = { nome: 'p.csv', conteudo: 'codigoPadrao;codigo;nome;valorUnitario\nSW-ZARC-09L;X-1;Zarcão;1' };
    for (const papel of [3, 4]) expect((await enviar('/api/upload/produtos_revenda', tokens[papel], arquivo, { cnpjRevenda: LOJA_DEMO_1 })).status).toBe(403);
    const [{ rede_id }] = await amb.ds.query(`SELECT rede_id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_2]);
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = $1 WHERE permissao = 0`, [[rede_id]]);
    try {
      const token = await amb.entrarPainel(0);
      expect((await enviar('/api/upload/produtos_revenda', token, arquivo, { cnpjRevenda: LOJA_DEMO_1 })).status).toBe(403);
      expect((await enviar('/api/upload/produtos_revenda', token, arquivo, { cnpjRevenda: LOJA_DEMO_2 })).corpo).toMatchObject({ total: 1, criados: 1 });
    } finally {
      await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = NULL WHERE permissao = 0`);
    }
  });

  it('offers the template with the layout', async () => {
    const r = await fetch(`${amb.url}/api/upload/produtos_revenda/modelo`, { headers: { authorization: tokens[0] } });
    expect(
      Buffer.from(await r.arrayBuffer())
        .toString('utf8')
        .split('\r\n')[0],
    ).toBe('\ufeffcodigoPadrao;codigo;nome;valorUnitario;valorPontos');
  });
});
