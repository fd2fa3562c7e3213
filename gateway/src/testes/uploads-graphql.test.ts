import ExcelJS from 'exceljs';
import { LAYOUT_XLSX_VENDAS, LIMITES_UPLOAD_VENDAS, MENSAGENS } from '@sw/common';
import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2 } from '../seed/demo';
import { pngDemo } from '../modules/pontuacoes/pontuacoes.seed';
import { MENSAGEM_NAO_E_ARQUIVO } from '../core/esquema';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Files through GraphQL (GraphQL multipart request specification, graphql/multipart.ts): the sales
 * spreadsheet, the member's receipts and a redemption's photo reach the same services as their REST
 * routes, with the same answers, limits and Portuguese refusals; a multipart request without the
 * CSRF header is refused before anything is read; a caller who may not upload is refused before
 * any file is buffered.
 */

let amb: AmbienteDeTeste;
let admin: string;
let membro1: string;
let membro2: string;
let loja: string;
let numero = 0;
const doc = () => `GQ${Date.now() % 100000}${++numero}`;
const CPF = '700.000.007-44';

const IMPORTAR = `mutation ($input: ImportarPlanilhaVendasInput!) {
  importarPlanilhaVendas(input: $input) { resultado { total erros { linha motivo } } errosDeUsuario { campo mensagem codigo } }
}`;
const COMPROVANTES = `mutation ($input: EnviarComprovantesInput!) {
  enviarComprovantes(input: $input) { resultado { mensagem arquivos { id linkArquivo tipoArquivo nome } } errosDeUsuario { campo mensagem } }
}`;
const ANEXAR = `mutation ($input: AnexarFotoVideoInput!) {
  anexarFotoVideo(input: $input) { resultado { mensagem midia { id midia { tipoArquivo linkArquivo } } } errosDeUsuario { campo mensagem } }
}`;

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
  membro1 = await amb.entrarLoja(PARCEIRO_DEMO_1);
  membro2 = await amb.entrarLoja(PARCEIRO_DEMO_2);
  // The second demo member (a type-2 store) must accept the regulation before sending receipts.
  expect((await amb.rest('PUT', '/api/parceiros', { token: membro2, corpo: { aceitouRegulamento: 1 } })).status).toBe(200);
  [{ cnpj: loja }] = await amb.ds.query(`SELECT r.cnpj FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`, [PARCEIRO_DEMO_1]);
});
afterAll(() => amb.fechar());

async function planilha(linhas: unknown[][]): Promise<Buffer> {
  const livro = new ExcelJS.Workbook();
  const folha = livro.addWorksheet('Vendas');
  folha.addRow(LAYOUT_XLSX_VENDAS.map((c) => c.campo));
  for (const l of linhas) folha.addRow(l);
  return Buffer.from(await livro.xlsx.writeBuffer());
}
/** A valid sale, an unknown product and a bad CPF: one credit and two refused rows. */
const linhasDeTeste = (documento: string) => [
  [CPF, loja, 'N', documento, '15/01/2026', 'SW-FUNDO-18L', 2, '249,90', null],
  [CPF, loja, 'N', `${documento}X`, '15/01/2026', 'NAO-EXISTE-1', 1, 10, null],
  ['700.000.007-45', loja, 'N', `${documento}Y`, '15/01/2026', 'SW-FUNDO-18L', 1, 10, null],
];

async function rest(
  caminho: string,
  token: string | undefined,
  campo: string,
  arquivos: { nome: string; conteudo: Buffer; tipo?: string }[],
  campos: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  for (const a of arquivos) form.append(campo, new Blob([a.conteudo], { type: a.tipo ?? 'application/octet-stream' }), a.nome);
  const r = await fetch(`${amb.url}${caminho}`, { method: 'POST', headers: token ? { authorization: token } : {}, body: form });
  return { status: r.status, corpo: (await r.json()) as any };
}
const creditada = async (identificador: string) =>
  (await amb.ds.query(`SELECT 1 FROM vendas WHERE identificador = $1 AND cancelada_em IS NULL`, [identificador])).length;
const claimsDe = async (cpf: string) =>
  Number((await amb.ds.query(`SELECT count(*) FROM pontuacoes c JOIN parceiros p ON p.id = c.parceiro_id WHERE p.cpf = $1`, [cpf]))[0].count);

describe('sales spreadsheet through GraphQL (importarPlanilhaVendas)', () => {
  it('credits and reports exactly as POST /api/upload/vendas does', async () => {
    const [a, b] = [doc(), doc()];
    const porRest = await rest('/api/upload/vendas', admin, 'arquivo', [{ nome: 'vendas.xlsx', conteudo: await planilha(linhasDeTeste(a)) }]);
    const porGraphql = await amb.gqlArquivos(
      IMPORTAR,
      { input: { arquivo: null, enviarMensagem: false } },
      [{ caminho: 'input.arquivo', nome: 'vendas.xlsx', conteudo: await planilha(linhasDeTeste(b)) }],
      { token: admin },
    );
    expect(porRest.status).toBe(200);
    expect(porGraphql.errors).toBeUndefined();
    const resultado = porGraphql.data.importarPlanilhaVendas;
    expect(resultado.errosDeUsuario).toEqual([]);
    expect(resultado.resultado).toEqual(porRest.corpo);
    expect(resultado.resultado).toEqual({
      total: 1,
      erros: [
        { linha: 3, motivo: expect.any(String) },
        { linha: 4, motivo: expect.any(String) },
      ],
    });
    expect([await creditada(a), await creditada(b)]).toEqual([1, 1]);
    // The same file again credits nothing more, as on REST ('Venda já processada').
    const denovo = await amb.gqlArquivos(
      IMPORTAR,
      { input: { arquivo: null } },
      [{ caminho: 'input.arquivo', nome: 'vendas.xlsx', conteudo: await planilha(linhasDeTeste(b)) }],
      { token: admin },
    );
    expect(denovo.data.importarPlanilhaVendas.resultado.total).toBe(0);
    expect(await creditada(b)).toBe(1);
  });

  it('refuses what REST refuses, with the same texts: a file that is not .xlsx, an empty part, a file over the size limit', async () => {
    const csv = await amb.gqlArquivos(
      IMPORTAR,
      { input: { arquivo: null } },
      [{ caminho: 'input.arquivo', nome: 'vendas.csv', conteudo: Buffer.from('a;b\n') }],
      { token: admin },
    );
    const csvRest = await rest('/api/upload/vendas', admin, 'arquivo', [{ nome: 'vendas.csv', conteudo: Buffer.from('a;b\n') }]);
    expect(csv.data.importarPlanilhaVendas.errosDeUsuario).toEqual([{ campo: null, mensagem: csvRest.corpo.erro, codigo: 'BAD_USER_INPUT' }]);
    expect(csvRest.corpo.erro).toBe(MENSAGENS.arquivoNaoXlsx);

    const vazio = await amb.gqlArquivos(IMPORTAR, { input: { arquivo: null } }, [{ caminho: 'input.arquivo', nome: '', conteudo: Buffer.alloc(0) }], {
      token: admin,
    });
    expect(vazio.data.importarPlanilhaVendas.errosDeUsuario).toEqual([{ campo: 'arquivo', mensagem: MENSAGENS.selecioneArquivo, codigo: 'BAD_USER_INPUT' }]);

    const grande = Buffer.alloc(LIMITES_UPLOAD_VENDAS.megabytes * 1024 * 1024 + 1, 1);
    const porRest = await rest('/api/upload/vendas', admin, 'arquivo', [{ nome: 'grande.xlsx', conteudo: grande }]);
    const porGraphql = await amb.gqlArquivos(IMPORTAR, { input: { arquivo: null } }, [{ caminho: 'input.arquivo', nome: 'grande.xlsx', conteudo: grande }], {
      token: admin,
    });
    expect(porRest).toEqual({ status: 400, corpo: { erro: MENSAGENS.arquivoGrande(LIMITES_UPLOAD_VENDAS.megabytes) } });
    expect([porGraphql.status, porGraphql.codigo, porGraphql.mensagem]).toEqual([400, 'BAD_USER_INPUT', porRest.corpo.erro]);
  });

  it('a value typed into the JSON variables is not a file', async () => {
    const r = await amb.gql(IMPORTAR, { input: { arquivo: 'vendas.xlsx' } }, { token: admin });
    expect(r.mensagem).toContain(MENSAGEM_NAO_E_ARQUIVO);
  });

  it('CSRF: a multipart request without Apollo-Require-Preflight / X-Apollo-Operation-Name is refused and credits nothing', async () => {
    const a = doc();
    const r = await amb.gqlArquivos(
      IMPORTAR,
      { input: { arquivo: null } },
      [{ caminho: 'input.arquivo', nome: 'vendas.xlsx', conteudo: await planilha(linhasDeTeste(a)) }],
      { token: admin, preflight: false },
    );
    expect(r.status).toBe(400);
    expect(r.codigo).toBe('BAD_REQUEST');
    expect(r.mensagem).toMatch(/CSRF/);
    expect(await creditada(a)).toBe(0);
  });

  it('who may not upload is refused before the file is read: no session 401, a member 403', async () => {
    const arquivo = [{ caminho: 'input.arquivo', nome: 'vendas.xlsx', conteudo: await planilha(linhasDeTeste(doc())) }];
    const anonimo = await amb.gqlArquivos(IMPORTAR, { input: { arquivo: null } }, arquivo);
    expect([anonimo.status, anonimo.codigo, anonimo.mensagem]).toEqual([401, 'UNAUTHENTICATED', MENSAGENS.sessaoExpirada]);
    const membro = await amb.gqlArquivos(IMPORTAR, { input: { arquivo: null } }, arquivo, { token: membro1 });
    expect([membro.status, membro.codigo]).toEqual([403, 'FORBIDDEN']);
  });

  it('a malformed request is refused in Portuguese: files for an operation that takes none, a map to nowhere, a missing file', async () => {
    const png = { nome: 'a.png', conteudo: pngDemo() };
    const semUpload = await amb.gqlArquivos('mutation { sair }', {}, [{ caminho: 'x', ...png }], { token: admin });
    expect([semUpload.status, semUpload.mensagem]).toEqual([400, 'Esta operação não recebe arquivos.']);
    const paraLugarNenhum = await amb.gqlArquivos(IMPORTAR, { input: { arquivo: null } }, [{ caminho: 'input.outro', ...png }], { token: admin });
    expect([paraLugarNenhum.status, paraLugarNenhum.mensagem]).toEqual([400, MENSAGENS.requisicaoInvalida]);
    const prototipo = await amb.gqlArquivos(IMPORTAR, { input: { arquivo: null } }, [{ caminho: '__proto__.x', ...png }], { token: admin });
    expect(prototipo.status).toBe(400);

    const form = new FormData();
    form.append('operations', JSON.stringify({ query: IMPORTAR, variables: { input: { arquivo: null } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.arquivo'] }));
    const r = await fetch(`${amb.url}/graphql`, { method: 'POST', headers: { authorization: admin, 'apollo-require-preflight': '1' }, body: form });
    expect([r.status, ((await r.json()) as any).errors[0].message]).toEqual([400, 'O arquivo "0" indicado em map não foi enviado.']);
  });
});

describe('member receipts through GraphQL (enviarComprovantes)', () => {
  it('creates one pending claim per file, as POST /api/upload/venda_foto does', async () => {
    const antes = await claimsDe(PARCEIRO_DEMO_2);
    const porRest = await rest('/api/upload/venda_foto', membro2, 'arquivos', [{ nome: 'nota.png', conteudo: pngDemo(), tipo: 'image/png' }]);
    const r = await amb.gqlArquivos(
      COMPROVANTES,
      { input: { arquivos: [null, null] } },
      [
        { caminho: 'input.arquivos.0', nome: 'nota1.png', conteudo: pngDemo(), tipo: 'image/png' },
        { caminho: 'input.arquivos.1', nome: 'nota2.png', conteudo: pngDemo(30, 40), tipo: 'image/png' },
      ],
      { token: membro2 },
    );
    expect(porRest.status).toBe(201);
    expect(r.errors).toBeUndefined();
    const { resultado, errosDeUsuario } = r.data.enviarComprovantes;
    expect(errosDeUsuario).toEqual([]);
    expect(resultado.mensagem).toBe(MENSAGENS.arquivosEnviados(2));
    expect(resultado.arquivos).toEqual(
      ['nota1.png', 'nota2.png'].map((nome) => ({
        id: expect.any(String),
        linkArquivo: expect.stringMatching(/^\/api\/arquivos\/[0-9a-f]{32}\.png$/),
        tipoArquivo: 'png',
        nome,
      })),
    );
    expect(Object.keys(resultado.arquivos[0]).sort()).toEqual(Object.keys(porRest.corpo.arquivos[0]).sort());
    expect(await claimsDe(PARCEIRO_DEMO_2)).toBe(antes + 3);
  });

  it('the same limits and texts as REST: more than 10 files, a file over 8 MB, a type-1 store (before any file is read), a fake receipt', async () => {
    const antes = await claimsDe(PARCEIRO_DEMO_2);
    const onze = Array.from({ length: 11 }, (_, i) => ({ caminho: `input.arquivos.${i}`, nome: `n${i}.png`, conteudo: pngDemo() }));
    const muitos = await amb.gqlArquivos(COMPROVANTES, { input: { arquivos: onze.map(() => null) } }, onze, { token: membro2 });
    const muitosRest = await rest('/api/upload/venda_foto', membro2, 'arquivos', onze);
    expect(muitosRest.corpo.erro).toBe('Envie no máximo 10 arquivos por vez.');
    expect([muitos.status, muitos.mensagem]).toEqual([400, muitosRest.corpo.erro]);

    const grande = Buffer.concat([pngDemo(), Buffer.alloc(8 * 1024 * 1024)]);
    const grandeGql = await amb.gqlArquivos(COMPROVANTES, { input: { arquivos: [null] } }, [{ caminho: 'input.arquivos.0', nome: 'g.png', conteudo: grande }], {
      token: membro2,
    });
    const grandeRest = await rest('/api/upload/venda_foto', membro2, 'arquivos', [{ nome: 'g.png', conteudo: grande }]);
    expect([grandeGql.status, grandeGql.mensagem]).toEqual([400, grandeRest.corpo.erro]);
    expect(grandeRest.corpo.erro).toBe(MENSAGENS.arquivoGrande(8));

    const tipo1 = await amb.gqlArquivos(COMPROVANTES, { input: { arquivos: [null] } }, [{ caminho: 'input.arquivos.0', nome: 'n.png', conteudo: pngDemo() }], {
      token: membro1,
    });
    expect([tipo1.status, tipo1.mensagem]).toEqual([400, MENSAGENS.lojaNaoPontuaFoto]);

    const falso = await amb.gqlArquivos(
      COMPROVANTES,
      { input: { arquivos: [null] } },
      [{ caminho: 'input.arquivos.0', nome: 'falso.png', conteudo: Buffer.from('<html>') }],
      { token: membro2 },
    );
    const falsoRest = await rest('/api/upload/venda_foto', membro2, 'arquivos', [{ nome: 'falso.png', conteudo: Buffer.from('<html>') }]);
    expect(falso.data.enviarComprovantes.errosDeUsuario).toEqual([{ campo: null, mensagem: falsoRest.corpo.erro }]);
    expect(await claimsDe(PARCEIRO_DEMO_2)).toBe(antes);
  });
});

describe('redemption media through GraphQL (anexarFotoVideo)', () => {
  it('attaches a photo as POST /api/upload/foto_video does, and refuses what it refuses', async () => {
    const tecnico = await amb.entrarPainel(1);
    const [{ id: resgate }] = await amb.ds.query(
      `SELECT g.id FROM resgates g JOIN parceiros p ON p.id = g.parceiro_id WHERE p.cpf = $1 ORDER BY g.id LIMIT 1`,
      [PARCEIRO_DEMO_1],
    );
    const r = await amb.gqlArquivos(
      ANEXAR,
      { input: { idResgate: String(resgate), arquivo: null } },
      [{ caminho: 'input.arquivo', nome: 'foto.png', conteudo: pngDemo(), tipo: 'image/png' }],
      { token: tecnico },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.anexarFotoVideo.resultado).toEqual({
      mensagem: expect.any(String),
      midia: { id: String(resgate), midia: { tipoArquivo: 'image/png', linkArquivo: expect.stringMatching(/^\/api\/arquivos\//) } },
    });
    const servido = await fetch(`${amb.url}${r.data.anexarFotoVideo.resultado.midia.midia.linkArquivo}`, { headers: { authorization: tecnico } });
    expect(Buffer.from(await servido.arrayBuffer())).toEqual(pngDemo());

    const html = await amb.gqlArquivos(
      ANEXAR,
      { input: { idResgate: String(resgate), arquivo: null } },
      [{ caminho: 'input.arquivo', nome: 'a.png', conteudo: Buffer.from('<html>') }],
      { token: tecnico },
    );
    const htmlRest = await rest('/api/upload/foto_video', tecnico, 'arquivo', [{ nome: 'a.png', conteudo: Buffer.from('<html>') }], {
      idResgate: String(resgate),
    });
    expect(html.data.anexarFotoVideo.errosDeUsuario).toEqual([{ campo: null, mensagem: htmlRest.corpo.erro }]);
    const semId = await amb.gqlArquivos(
      ANEXAR,
      { input: { idResgate: '', arquivo: null } },
      [{ caminho: 'input.arquivo', nome: 'a.png', conteudo: pngDemo() }],
      { token: tecnico },
    );
    expect(semId.data.anexarFotoVideo.errosDeUsuario).toEqual([{ campo: 'idResgate', mensagem: 'Informe o ID do resgate primeiro' }]);
  });
});
