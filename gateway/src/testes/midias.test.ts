import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Redemption media through both doors: upload checked by content and size, the staff gallery
 * (filters, scope, delete), the member's own media, and a member never reaching another's.
 */

let amb: AmbienteDeTeste;
const tokens: Record<number, string> = {};
let demo1: string;
let demo2: string;
let resgate1: number; // a redemption of demo member 1 (store 1)
let resgate2: number; // a redemption of demo member 2 (store 2)

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42', 'latin1'), Buffer.alloc(64, 3)]);
const MOV = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  ', 'latin1'), Buffer.alloc(64, 4)]);
const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm', 'latin1'),
  Buffer.alloc(64, 5),
]);

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
  demo1 = await amb.entrarLoja(PARCEIRO_DEMO_1);
  demo2 = await amb.entrarLoja(PARCEIRO_DEMO_2);
  [{ id: resgate1 }] = await amb.ds.query(`SELECT g.id FROM resgates g JOIN parceiros p ON p.id = g.parceiro_id WHERE p.cpf = $1 ORDER BY g.id LIMIT 1`, [
    PARCEIRO_DEMO_1,
  ]);
  // A redemption row for member 2 (no points move: only the media's owner matters here).
  [{ id: resgate2 }] = await amb.ds.query(
    `INSERT INTO resgates (redemption_code, parceiro_id, revenda_id, premio_id, qtde, pontos_gastos, saldo_anterior, status)
     SELECT 'MIDIATESTE02', p.id, p.revenda_id, (SELECT id FROM premios WHERE codigo = 'VALE50'), 1, 1, 1, 0 FROM parceiros p WHERE p.cpf = $1 RETURNING id`,
    [PARCEIRO_DEMO_2],
  );
});
afterAll(() => amb.fechar());

async function enviar(token: string | undefined, campos: Record<string, string>, arquivo?: { nome: string; conteudo: Buffer; tipo?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  if (arquivo) form.append('arquivo', new Blob([arquivo.conteudo], { type: arquivo.tipo ?? 'application/octet-stream' }), arquivo.nome);
  const r = await fetch(`${amb.url}/api/upload/foto_video`, { method: 'POST', headers: token ? { authorization: token } : {}, body: form });
  const texto = await r.text();
  let corpo: any = texto;
  try {
    corpo = JSON.parse(texto);
  } catch {
    /* not JSON */
  }
  return { status: r.status, corpo };
}

it('staff attach a photo and videos (by content); the files are served with their type', async () => {
  const foto = await enviar(tokens[1], { idResgate: String(resgate1) }, { nome: 'foto.png', conteudo: PNG, tipo: 'image/png' });
  expect(foto.status).toBe(201);
  expect(foto.corpo.mensagem).toBe('Mídia anexada com sucesso ao resgate');
  expect(foto.corpo.midia).toMatchObject({ id: resgate1, premio: expect.any(String), revenda: expect.any(String), midia: { tipoArquivo: 'image/png' } });
  const servido = await fetch(amb.url + foto.corpo.midia.midia.linkArquivo);
  expect(servido.headers.get('content-type')).toBe('image/png');
  const baixado = await fetch(`${amb.url}${foto.corpo.midia.midia.linkArquivo}?download=1`);
  expect(baixado.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f]{32}\.png"$/);
  for (const [conteudo, tipo] of [
    [MP4, 'video/mp4'],
    [MOV, 'video/quicktime'],
    [WEBM, 'video/webm'],
  ] as const) {
    // The browser's content type and name are ignored: the bytes decide.
    const v = await enviar(tokens[2], { idResgate: String(resgate1) }, { nome: 'qualquer.bin', conteudo });
    expect([v.status, v.corpo.midia?.midia.tipoArquivo]).toEqual([201, tipo]);
    const s = await fetch(amb.url + v.corpo.midia.midia.linkArquivo);
    expect(s.headers.get('content-type')).toBe(tipo);
  }
  const [log] = await amb.ds.query(`SELECT count(*)::int AS n FROM logs WHERE tipo = 'midias.enviar'`);
  expect(log.n).toBe(4);
});

it('refuses a wrong media type, an oversized file, a missing id or file, an unknown redemption', async () => {
  const html = await enviar(
    tokens[1],
    { idResgate: String(resgate1) },
    { nome: 'video.mp4', conteudo: Buffer.from('<script>alert(1)</script>'), tipo: 'video/mp4' },
  );
  expect([html.status, html.corpo.erro]).toEqual([400, 'O arquivo deve ser uma foto (JPEG, PNG ou WebP) ou um vídeo (MP4, MOV ou WebM).']);
  const pdf = await enviar(tokens[1], { idResgate: String(resgate1) }, { nome: 'a.pdf', conteudo: Buffer.from('%PDF-1.4 xxxxxxxx') });
  expect(pdf.status).toBe(400);
  const fotoGrande = await enviar(
    tokens[1],
    { idResgate: String(resgate1) },
    { nome: 'g.png', conteudo: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]) },
  );
  expect([fotoGrande.status, fotoGrande.corpo.erro]).toEqual([400, 'O arquivo excede o limite de 10 MB.']);
  const videoGrande = await enviar(
    tokens[1],
    { idResgate: String(resgate1) },
    { nome: 'g.mp4', conteudo: Buffer.concat([MP4, Buffer.alloc(50 * 1024 * 1024)]) },
  );
  expect([videoGrande.status, videoGrande.corpo.erro]).toEqual([400, 'O arquivo excede o limite de 50 MB.']);
  expect((await enviar(tokens[1], {}, { nome: 'a.png', conteudo: PNG })).corpo.erro).toBe('Informe o ID do resgate primeiro');
  expect((await enviar(tokens[1], { idResgate: String(resgate1) })).corpo.erro).toBe('Selecione um arquivo primeiro');
  const desconhecido = await enviar(tokens[1], { idResgate: '999999' }, { nome: 'a.png', conteudo: PNG });
  expect([desconhecido.status, desconhecido.corpo.erro]).toEqual([404, 'Resgate não encontrado.']);
  const [n] = await amb.ds.query(`SELECT count(*)::int AS n FROM resgate_midias`);
  expect(n.n).toBe(4);
});

it('roles: upload and delete 0, 1, 2, 5; role 3, 4, members and visitors cannot upload', async () => {
  for (const t of [tokens[3], tokens[4], demo1]) expect((await enviar(t, { idResgate: String(resgate1) }, { nome: 'a.png', conteudo: PNG })).status).toBe(403);
  expect((await enviar(undefined, { idResgate: String(resgate1) }, { nome: 'a.png', conteudo: PNG })).status).toBe(401);
  const r = await enviar(tokens[0], { idResgate: String(resgate2) }, { nome: 'a.png', conteudo: PNG });
  expect(r.status).toBe(201);
  // The upload screen looks the redemption up (GraphQL door).
  const q = await amb.gql(`query($id: ID!) { resgateParaMidia(id: $id) { id revenda parceiro qtde premio { nome } } }`, { id: resgate2 }, { token: tokens[5] });
  expect(q.data.resgateParaMidia).toMatchObject({ id: String(resgate2), qtde: 1, premio: { nome: expect.any(String) } });
  expect((await amb.gql(`query($id: ID!) { resgateParaMidia(id: $id) { id } }`, { id: resgate2 }, { token: tokens[4] })).codigo).toBe('FORBIDDEN');
  // A miss is null beside its sibling fields.
  const miss = await amb.gql(`{ resgateParaMidia(id: "999999999") { id } fotosVideos { id } }`, {}, { token: tokens[2] });
  expect(miss.errors).toBeUndefined();
  expect(miss.data.resgateParaMidia).toBeNull();
  expect(miss.data.fotosVideos.length).toBeGreaterThan(0);
});

it('the gallery: last 7 days by default, rede and date filters, role 3 scoped to its stores', async () => {
  const todas = await amb.rest('GET', '/api/resgates/fotos_videos', { token: tokens[2] });
  expect(todas.status).toBe(200);
  expect(todas.corpo.midias).toHaveLength(5);
  const [r2] = await amb.ds.query(`SELECT v.rede_id FROM resgates g JOIN revendas v ON v.id = g.revenda_id WHERE g.id = $1`, [resgate2]);
  const daRede = await amb.rest('GET', `/api/resgates/fotos_videos?rede=${r2.rede_id}`, { token: tokens[2] });
  expect(daRede.corpo.midias.map((m: { id: number }) => m.id)).toEqual([resgate2]);
  const antigas = await amb.rest('GET', '/api/resgates/fotos_videos?dataInicial=2020-01-01&dataFinal=2020-01-31', { token: tokens[2] });
  expect(antigas.corpo.midias).toEqual([]);
  // Role 3 sees only its store's media (store 1: member 1's redemption).
  const vendedor = await amb.rest('GET', '/api/resgates/fotos_videos', { token: tokens[3] });
  expect(new Set(vendedor.corpo.midias.map((m: { id: number }) => m.id))).toEqual(new Set([resgate1]));
  expect((await amb.rest('GET', '/api/resgates/fotos_videos', { token: tokens[4] })).status).toBe(403);
  const g = await amb.gql(`{ fotosVideos { id midia { id tipoArquivo } } }`, {}, { token: tokens[1] });
  expect(g.data.fotosVideos).toHaveLength(5);
  expect((await amb.gql(`{ fotosVideos(input: { dataInicial: "31/02/2026" }) { id } }`, {}, { token: tokens[1] })).mensagem).toBe('Data inicial inválida.');
});

it('a member sees only the media of their own redemptions; another member’s are refused', async () => {
  const meus = await amb.rest('GET', '/api/resgates/fotos_videos', { token: demo1 });
  expect(meus.corpo.midias).toHaveLength(4);
  expect(meus.corpo.midias.every((m: { id: number }) => m.id === resgate1)).toBe(true);
  const outro = await amb.rest('GET', '/api/resgates/fotos_videos', { token: demo2 });
  expect(outro.corpo.midias.map((m: { id: number }) => m.id)).toEqual([resgate2]);
  // Asking for another member's redemption by id: not found, nothing leaks.
  const alheio = await amb.rest('GET', `/api/resgates/fotos_videos?resgate=${resgate1}`, { token: demo2 });
  expect([alheio.status, alheio.corpo.erro]).toEqual([404, 'Resgate não encontrado.']);
  expect((await amb.gql(`query($r: ID) { minhasFotosVideos(resgate: $r) { id } }`, { r: resgate1 }, { token: demo2 })).codigo).toBe('NOT_FOUND');
  expect((await amb.gql(`query($r: ID) { minhasFotosVideos(resgate: $r) { id } }`, { r: resgate1 }, { token: demo1 })).data.minhasFotosVideos).toHaveLength(4);
  // Members never delete, nor read the staff gallery through GraphQL.
  const id = meus.corpo.midias[0].midia.id;
  expect((await amb.rest('DELETE', `/api/resgates/fotos_videos/${id}`, { token: demo1 })).status).toBe(403);
  expect((await amb.gql(`{ fotosVideos { id } }`, {}, { token: demo1 })).codigo).toBe('FORBIDDEN');
});

it('delete: scoped, logged, removes the file; a second delete is not found', async () => {
  const [m] = await amb.ds.query(`SELECT id, arquivo FROM resgate_midias WHERE resgate_id = $1 ORDER BY id LIMIT 1`, [resgate2]);
  expect((await amb.rest('DELETE', `/api/resgates/fotos_videos/${m.id}`, { token: tokens[3] })).status).toBe(403);
  const r = await amb.rest('DELETE', `/api/resgates/fotos_videos/${m.id}`, { token: tokens[1] });
  expect([r.status, r.corpo]).toEqual([200, { mensagem: 'Mídia excluída com sucesso' }]);
  expect((await fetch(`${amb.url}/api/arquivos/${m.arquivo}`)).status).toBe(404);
  expect((await amb.rest('DELETE', `/api/resgates/fotos_videos/${m.id}`, { token: tokens[1] })).status).toBe(404);
  // A malformed id is refused at the door; a well-formed unknown one is not found.
  expect(await amb.rest('DELETE', '/api/resgates/fotos_videos/abc', { token: tokens[1] })).toMatchObject({ status: 400, corpo: { campo: 'id' } });
  expect((await amb.rest('DELETE', '/api/resgates/fotos_videos/99999999999', { token: tokens[1] })).status).toBe(404);
  const ruim = await amb.gql(
    `mutation { excluirFotoVideo(input: { id: "0" }) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
    {},
    { token: tokens[2] },
  );
  expect(ruim.data.excluirFotoVideo).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'id', mensagem: expect.stringMatching(/inválido$/) }] });
  const [outra] = await amb.ds.query(`SELECT id FROM resgate_midias ORDER BY id LIMIT 1`);
  const g = await amb.gql(
    `mutation($id: ID!) { excluirFotoVideo(input: { id: $id }) { resultado { mensagem } errosDeUsuario { campo } } }`,
    { id: outra.id },
    { token: tokens[2] },
  );
  expect(g.data.excluirFotoVideo).toEqual({ resultado: { mensagem: 'Mídia excluída com sucesso' }, errosDeUsuario: [] });
  const [log] = await amb.ds.query(`SELECT count(*)::int AS n FROM logs WHERE tipo = 'midias.excluir'`);
  expect(log.n).toBe(2);
});
