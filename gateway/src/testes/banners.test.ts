import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Banners through both doors: registration (validation order, images by content and size, the
 * description sanitised), ordering renumbered from 1, the ativo toggle, delete, roles, and the
 * member's banners of today in order.
 */

let amb: AmbienteDeTeste;
const tokens: Record<number, string> = {};
let loja: string;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
  loja = await amb.entrarLoja(PARCEIRO_DEMO_1);
});
afterAll(() => amb.fechar());

const hoje = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
const dia = (deslocamento: number) => new Date(Date.now() + deslocamento * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

async function upload(
  token: string | undefined,
  campos: Record<string, string>,
  imagem?: { conteudo: Buffer; nome?: string; tipo?: string },
  caminho = '/api/upload/banner',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  if (imagem) form.append('arquivo', new Blob([imagem.conteudo], { type: imagem.tipo ?? 'image/png' }), imagem.nome ?? 'banner.png');
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

const campos = (titulo: string, extra: Record<string, string> = {}) => ({
  titulo,
  dataInicial: dia(-1),
  dataFinal: dia(10),
  descricao: '<p>Promoção <b>de verão</b></p>',
  ...extra,
});

it('validates in the order of the form; images only (by content) and within 2 MB', async () => {
  const casos: [Record<string, string>, string][] = [
    [{ titulo: ' ' }, 'Título obrigatório'],
    [{ dataInicial: '' }, 'Data inicial obrigatório'],
    [{ dataFinal: '' }, 'Data final obrigatório'],
    [{ dataInicial: dia(5), dataFinal: dia(1) }, 'Data inicial não pode ser maior que data final'],
    [{ dataInicial: '31/02/2026' }, 'Data inicial inválida.'],
    [{ descricao: 'x'.repeat(256) }, 'A descrição deve ter no máximo 255 caracteres.'],
  ];
  for (const [extra, erro] of casos) {
    const r = await upload(tokens[2], campos('Banner V', extra), { conteudo: PNG });
    expect([r.status, r.corpo.erro]).toEqual([400, erro]);
  }
  expect((await upload(tokens[2], campos('Banner V'))).corpo.erro).toBe('Selecione uma imagem');
  const svg = await upload(tokens[2], campos('Banner V'), { conteudo: Buffer.from('<svg onload="alert(1)"/>'), nome: 'b.png', tipo: 'image/png' });
  expect([svg.status, svg.corpo.erro]).toEqual([400, 'A imagem deve ser JPEG, PNG ou WebP.']);
  const grande = await upload(tokens[2], campos('Banner V'), { conteudo: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) });
  expect([grande.status, grande.corpo.erro]).toEqual([400, 'O arquivo excede o limite de 2 MB.']);
  const [n] = await amb.ds.query(`SELECT count(*)::int AS n FROM banners`);
  expect(n.n).toBe(0);
});

it('a script in the description never survives; allowed formatting does', async () => {
  const ataques = [
    '<script>alert(1)</script>Oi',
    '<img src=x onerror="alert(1)">Oi',
    '<a href="javascript:alert(1)">Oi</a>',
    '<p onclick="alert(1)" style="color:red">Oi</p>',
    '<iframe src="https://exemplo.com"></iframe>Oi',
    '<svg><script>alert(1)</script></svg>Oi',
    '<scr<script>ipt>alert(1)</script>Oi',
  ];
  for (const html of ataques) {
    const r = await upload(tokens[1], campos('Ataque', { descricao: html }), { conteudo: PNG });
    expect(r.status).toBe(201);
    const d: string = r.corpo.descricao ?? '';
    expect(d).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img|<svg|style=/i);
  }
  const bom = await upload(tokens[1], campos('Formatado', { descricao: '<p>Ganhe <strong>o dobro</strong> <a href="https://exemplo.com/x">aqui</a></p>' }), {
    conteudo: PNG,
  });
  expect(bom.corpo.descricao).toBe('<p>Ganhe <strong>o dobro</strong> <a href="https://exemplo.com/x" target="_blank" rel="noopener noreferrer">aqui</a></p>');
  const g = await amb.gql(
    `mutation { criarBanner(input: { titulo: "Via GraphQL", dataInicial: "${hoje()}", dataFinal: "${hoje()}", descricao: "<script>x()</script>ok" }) { resultado { descricao image ordem } } }`,
    {},
    { token: tokens[2] },
  );
  expect(g.data.criarBanner.resultado).toMatchObject({ descricao: 'ok', image: null });
  const ruim = await amb.gql(
    `mutation { criarBanner(input: { titulo: "X", dataInicial: "31/02/2026", dataFinal: "${hoje()}" }) { resultado { id } errosDeUsuario { campo mensagem } } }`,
    {},
    { token: tokens[2] },
  );
  expect(ruim.data.criarBanner).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'dataInicial', mensagem: expect.stringContaining('Data inicial') }] });
  await amb.ds.query(`DELETE FROM banners`);
});

it('registers, lists in order, reorders renumbering from 1, toggles and deletes (logged)', async () => {
  const a = await upload(tokens[2], campos('Primeiro'), { conteudo: PNG });
  const b = await upload(tokens[1], campos('Segundo'), { conteudo: PNG });
  const c = await amb.rest('POST', '/api/banners', { token: tokens[2], corpo: { titulo: 'Terceiro', dataInicial: dia(-3), dataFinal: dia(-1) } });
  expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
  expect(a.corpo).toMatchObject({ titulo: 'Primeiro', ordem: 1, ativo: true, image: expect.stringMatching(/^\/api\/arquivos\/[0-9a-f]{32}\.png$/) });
  expect([b.corpo.ordem, c.corpo.ordem]).toEqual([2, 3]);
  const titulos = async () =>
    (await amb.rest('GET', '/api/banners', { token: tokens[1] })).corpo.banners.map((x: { titulo: string; ordem: number }) => `${x.ordem}:${x.titulo}`);
  expect(await titulos()).toEqual(['1:Primeiro', '2:Segundo', '3:Terceiro']);
  // Drag the third to the top: the client sends the new positions; the server renumbers from 1.
  const bulk = await amb.rest('PATCH', '/api/banners/bulk', {
    token: tokens[1],
    corpo: [
      { id: c.corpo.id, ordem: 0 },
      { id: a.corpo.id, ordem: 5 },
      { id: b.corpo.id, ordem: 9 },
    ],
  });
  expect(bulk.status).toBe(200);
  expect(await titulos()).toEqual(['1:Terceiro', '2:Primeiro', '3:Segundo']);
  expect((await amb.rest('PATCH', '/api/banners/bulk', { token: tokens[1], corpo: [{ id: 999999, ordem: 1 }] })).status).toBe(404);
  expect((await amb.rest('PATCH', '/api/banners/bulk', { token: tokens[1], corpo: [{ id: 'x' }] })).corpo.erro).toBe(
    'Envie a lista de banners com id e ordem.',
  );
  const g = await amb.gql(
    `mutation($i: OrdenarBannersInput!) { ordenarBanners(input: $i) { resultado { banners { titulo ordem } } } }`,
    {
      i: {
        itens: [
          { id: b.corpo.id, ordem: 1 },
          { id: a.corpo.id, ordem: 2 },
        ],
      },
    },
    { token: tokens[2] },
  );
  expect(g.data.ordenarBanners.resultado.banners.map((x: { titulo: string }) => x.titulo)).toEqual(['Segundo', 'Primeiro', 'Terceiro']);
  // Toggle
  const off = await amb.rest('PUT', `/api/banners/${a.corpo.id}`, { token: tokens[1], corpo: { ativo: 0 } });
  expect(off.corpo.ativo).toBe(false);
  expect((await amb.rest('PUT', `/api/banners/${a.corpo.id}`, { token: tokens[1], corpo: {} })).status).toBe(400);
  const on = await amb.gql(
    `mutation($id: ID!) { alterarAtivoBanner(input: { id: $id, ativo: true }) { resultado { ativo } } }`,
    { id: a.corpo.id },
    { token: tokens[2] },
  );
  expect(on.data.alterarAtivoBanner.resultado.ativo).toBe(true);
  // A malformed id is refused at the door; a well-formed unknown one is not found.
  expect(await amb.rest('PUT', '/api/banners/abc', { token: tokens[1], corpo: { ativo: 1 } })).toMatchObject({ status: 400, corpo: { campo: 'id' } });
  expect((await amb.rest('PUT', '/api/banners/99999999999', { token: tokens[1], corpo: { ativo: 1 } })).status).toBe(404);
  // Delete: the rest are renumbered and the image file goes away.
  const del = await amb.rest('DELETE', `/api/banners/${b.corpo.id}`, { token: tokens[2] });
  expect(del.corpo).toEqual({ mensagem: 'Banner excluído com sucesso' });
  expect((await fetch(amb.url + b.corpo.image)).status).toBe(404);
  expect(await titulos()).toEqual(['1:Primeiro', '2:Terceiro']);
  expect((await amb.rest('DELETE', `/api/banners/${b.corpo.id}`, { token: tokens[2] })).status).toBe(404);
  const logs = await amb.ds.query(`SELECT tipo, count(*)::int AS n FROM logs WHERE tipo LIKE 'banners.%' GROUP BY tipo ORDER BY tipo`);
  expect(logs).toEqual([
    { tipo: 'banners.ativar', n: 2 },
    { tipo: 'banners.criar', n: expect.any(Number) },
    { tipo: 'banners.excluir', n: 1 },
    { tipo: 'banners.ordenar', n: 2 },
  ]);
});

it('a member gets the active banners whose dates include today, in order', async () => {
  await amb.rest('POST', '/api/banners', { token: tokens[2], corpo: { titulo: 'Futuro', dataInicial: dia(2), dataFinal: dia(5) } });
  const inativo = await amb.rest('POST', '/api/banners', { token: tokens[2], corpo: { titulo: 'Inativo', dataInicial: hoje(), dataFinal: hoje() } });
  await amb.rest('PUT', `/api/banners/${inativo.corpo.id}`, { token: tokens[2], corpo: { ativo: false } });
  const hojeSo = await amb.rest('POST', '/api/banners', {
    token: tokens[2],
    corpo: { titulo: 'Só hoje', dataInicial: hoje(), dataFinal: hoje(), descricao: '<em>hoje</em>' },
  });
  const r = await amb.rest('GET', '/api/banners/intervalo', { token: loja });
  expect(r.status).toBe(200);
  expect(r.corpo.map((x: { titulo: string }) => x.titulo)).toEqual(['Primeiro', 'Só hoje']);
  expect(r.corpo[1]).toMatchObject({ id: hojeSo.corpo.id, descricao: '<em>hoje</em>', linkArquivo: null });
  const g = await amb.gql(`{ bannersIntervalo { titulo linkArquivo } }`, {}, { token: loja });
  expect(g.data.bannersIntervalo.map((x: { titulo: string }) => x.titulo)).toEqual(['Primeiro', 'Só hoje']);
});

it('roles: manage 1 and 2; the member reads today’s banners only; visitors are asked to sign in', async () => {
  for (const p of [0, 3, 4, 5]) {
    expect((await amb.rest('GET', '/api/banners', { token: tokens[p] })).status).toBe(403);
    expect((await upload(tokens[p], campos('X'), { conteudo: PNG })).status).toBe(403);
    expect((await amb.rest('PATCH', '/api/banners/bulk', { token: tokens[p], corpo: [] })).status).toBe(403);
    expect((await amb.rest('DELETE', '/api/banners/1', { token: tokens[p] })).status).toBe(403);
  }
  expect((await amb.rest('GET', '/api/banners', { token: loja })).status).toBe(403);
  expect((await amb.rest('PUT', '/api/banners/1', { token: loja, corpo: { ativo: 1 } })).status).toBe(403);
  expect((await amb.rest('GET', '/api/banners/intervalo', { token: tokens[2] })).status).toBe(403);
  expect((await amb.rest('GET', '/api/banners/intervalo')).status).toBe(401);
  expect((await amb.gql(`{ banners { id } }`, {}, { token: loja })).codigo).toBe('FORBIDDEN');
});

it('edits a banner on both doors: only what is sent changes, the same checks as registration, a new image, before/after in the log', async () => {
  const criado = await upload(tokens[2], campos('Editável'), { conteudo: PNG });
  const id = criado.corpo.id;
  const put = (corpo: unknown, token = tokens[1]) => amb.rest('PUT', `/api/banners/${id}`, { token, corpo });

  const r = await put({ titulo: ' Editado ', dataFinal: '31/12/2030' });
  expect(r.status).toBe(200);
  expect(r.corpo).toMatchObject({
    id,
    titulo: 'Editado',
    dataInicial: dia(-1),
    dataFinal: '2030-12-31',
    descricao: '<p>Promoção <b>de verão</b></p>',
    ativo: true,
    image: criado.corpo.image,
  });
  // The registration's messages; a date after the banner's other one; nothing sent; an unknown banner.
  expect((await put({ titulo: '' })).corpo).toMatchObject({ erro: 'Título obrigatório' });
  expect((await put({ dataInicial: '31/02/2030' })).corpo).toMatchObject({ erro: 'Data inicial inválida.' });
  expect((await put({ dataInicial: '2031-01-01' })).corpo).toEqual({ erro: 'Data inicial não pode ser maior que data final' });
  expect((await put({ descricao: 'x'.repeat(256) })).corpo).toMatchObject({ erro: 'A descrição deve ter no máximo 255 caracteres.' });
  expect((await put({})).corpo).toEqual({ erro: 'Informe o que mudar no banner: título, datas, descrição, imagem ou ativo (0 ou 1).' });
  expect((await amb.rest('PUT', '/api/banners/99999999999', { token: tokens[1], corpo: { titulo: 'X' } })).status).toBe(404);
  // The description is cleaned like on registration; blank clears it.
  expect((await put({ descricao: '<b onclick="x()">oi</b><script>alert(1)</script>' })).corpo.descricao).toBe('<b>oi</b>');
  expect((await put({ descricao: '' })).corpo.descricao).toBeNull();

  // GraphQL: the same service; a refused input comes back in errosDeUsuario.
  const EDITAR = `mutation($i: EditarBannerInput!) { editarBanner(input: $i) { resultado { titulo dataInicial dataFinal ativo } errosDeUsuario { campo mensagem } } }`;
  const g = await amb.gql(EDITAR, { i: { id, dataInicial: dia(0), ativo: false } }, { token: tokens[2] });
  expect(g.data.editarBanner).toEqual({ resultado: { titulo: 'Editado', dataInicial: dia(0), dataFinal: '2030-12-31', ativo: false }, errosDeUsuario: [] });
  const gErro = await amb.gql(EDITAR, { i: { id, dataFinal: '2000-01-01' } }, { token: tokens[2] });
  expect(gErro.data.editarBanner).toEqual({ resultado: null, errosDeUsuario: [{ campo: null, mensagem: 'Data inicial não pode ser maior que data final' }] });
  expect((await amb.gql(EDITAR, { i: { id, titulo: 'X' } }, { token: tokens[3] })).codigo).toBe('FORBIDDEN');
  expect((await put({ titulo: 'X' }, loja)).status).toBe(403);

  // A new image (multipart): the banner points at it and the old file is gone; a non-image is refused and changes nothing.
  const multipart = async (dados: Record<string, string>, imagem?: Buffer) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(dados)) form.append(k, v);
    if (imagem) form.append('arquivo', new Blob([imagem], { type: 'image/png' }), 'novo.png');
    const resposta = await fetch(`${amb.url}/api/banners/${id}`, { method: 'PUT', headers: { authorization: tokens[2] }, body: form });
    return { status: resposta.status, corpo: (await resposta.json()) as any };
  };
  const trocada = await multipart({ titulo: 'Com imagem nova' }, Buffer.concat([PNG, Buffer.alloc(8, 2)]));
  expect(trocada.status).toBe(200);
  expect(trocada.corpo.titulo).toBe('Com imagem nova');
  expect(trocada.corpo.image).not.toBe(criado.corpo.image);
  expect((await fetch(amb.url + criado.corpo.image)).status).toBe(404);
  expect((await fetch(amb.url + trocada.corpo.image)).status).toBe(200);
  const recusada = await multipart({ titulo: 'Não muda' }, Buffer.from('não é imagem'));
  expect(recusada).toEqual({ status: 400, corpo: { erro: 'A imagem deve ser JPEG, PNG ou WebP.' } });
  expect((await amb.rest('GET', '/api/banners', { token: tokens[1] })).corpo.banners.find((b: { id: string }) => b.id === id).titulo).toBe('Com imagem nova');

  // The log keeps only what changed, before and after.
  const [primeiro] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'banners.editar' ORDER BY id LIMIT 1`);
  expect(primeiro.parametros).toEqual({
    id,
    titulo: 'Editado',
    antes: { titulo: 'Editável', dataFinal: dia(10) },
    depois: { titulo: 'Editado', dataFinal: '2030-12-31' },
  });
  const [ultimo] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'banners.editar' ORDER BY id DESC LIMIT 1`);
  expect(ultimo.parametros).toEqual({
    id,
    titulo: 'Com imagem nova',
    antes: { titulo: 'Editado', imagem: true },
    depois: { titulo: 'Com imagem nova', imagem: true },
  });
});
