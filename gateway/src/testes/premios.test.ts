import { AmbienteDeTeste } from '../testing/ambiente';

/** Prizes through both doors: registration with a photo, validation, roles, toggle, delete, the served photo. */

let amb: AmbienteDeTeste;
const tokens: Record<number, string> = {};
let loja: string;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
  loja = await amb.entrarLoja();
});
afterAll(() => amb.fechar());

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

async function multipart(
  metodo: string,
  caminho: string,
  token: string | undefined,
  campos: Record<string, string>,
  foto?: { nome: string; conteudo: Buffer; tipo?: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  if (foto) form.append('foto', new Blob([foto.conteudo], { type: foto.tipo ?? 'image/png' }), foto.nome);
  const r = await fetch(amb.url + caminho, { method: metodo, headers: token ? { authorization: token } : {}, body: form });
  const texto = await r.text();
  let corpo: any = texto;
  try {
    corpo = JSON.parse(texto);
  } catch {
    /* not JSON */
  }
  return { status: r.status, corpo };
}

const campos = (codigo: string, extra: Record<string, string> = {}) => ({
  nome: 'Kit churrasco',
  codigo,
  descricao: 'Kit com faca e garfo',
  custoTotal: '1.234,50',
  tipo: '',
  pontos: '1500',
  ...extra,
});

it('role 2 registers a prize with a photo; the photo is served with safe headers', async () => {
  const r = await multipart('POST', '/api/premios', tokens[2], campos('KIT-1'), { nome: 'kit.png', conteudo: PNG });
  expect(r.status).toBe(201);
  expect(r.corpo).toMatchObject({
    nome: 'Kit churrasco',
    codigo: 'KIT-1',
    custoTotal: 1234.5,
    tipo: 'geral',
    pontos: 1500,
    pontosAlternativo: null,
    ativo: true,
  });
  expect(r.corpo.diretorioFoto).toMatch(/^\/api\/arquivos\/[0-9a-f]{32}\.png$/);
  const foto = await fetch(amb.url + r.corpo.diretorioFoto);
  expect(foto.status).toBe(200);
  expect(foto.headers.get('content-type')).toBe('image/png');
  expect(foto.headers.get('x-content-type-options')).toBe('nosniff');
  expect(Buffer.from(await foto.arrayBuffer()).equals(PNG)).toBe(true);
  expect((await amb.rest('GET', '/api/arquivos/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  expect((await amb.rest('GET', '/api/arquivos/nao-existe.png')).status).toBe(404);
  // The registration form checks the code on blur.
  const porCodigo = await amb.rest('GET', '/api/premios?codigo=kit-1', { token: tokens[1] });
  expect(porCodigo.corpo.premios.map((p: { codigo: string }) => p.codigo)).toEqual(['KIT-1']);
});

it('validates in the order of the form, the photo by its content, and the unique code', async () => {
  const casos: [Record<string, string>, string][] = [
    [{ nome: '' }, 'Informe o nome'],
    [{ codigo: ' ' }, 'Informe o código'],
    [{ descricao: '' }, 'Informe a descrição'],
    [{ custoTotal: '' }, 'Informe o custo total'],
    [{ tipo: 'voucher' }, 'Informe o tipo'],
    [{ custoTotal: 'dez' }, 'Custo total inválido.'],
    [{ pontos: '-1' }, 'Pontos inválido.'],
  ];
  for (const [extra, erro] of casos) {
    const r = await multipart('POST', '/api/premios', tokens[2], campos('KIT-V', extra), { nome: 'a.png', conteudo: PNG });
    expect([r.status, r.corpo.erro]).toEqual([400, erro]);
  }
  expect((await multipart('POST', '/api/premios', tokens[2], campos('KIT-V'))).corpo.erro).toBe('Selecione uma foto');
  // A text file named .png and sent as image/png is not an image.
  const falsa = await multipart('POST', '/api/premios', tokens[2], campos('KIT-V'), {
    nome: 'foto.png',
    conteudo: Buffer.from('<svg onload="alert(1)"/>'),
    tipo: 'image/png',
  });
  expect([falsa.status, falsa.corpo.erro]).toEqual([400, 'A foto deve ser uma imagem JPEG, PNG ou WebP.']);
  const grande = await multipart('POST', '/api/premios', tokens[2], campos('KIT-V'), {
    nome: 'g.jpg',
    conteudo: Buffer.concat([JPEG, Buffer.alloc(3 * 1024 * 1024)]),
  });
  expect([grande.status, grande.corpo.erro]).toEqual([400, 'O arquivo excede o limite de 2 MB.']);
  const dup = await multipart('POST', '/api/premios', tokens[1], campos('kit-1'), { nome: 'a.jpg', conteudo: JPEG, tipo: 'image/jpeg' });
  expect([dup.status, dup.corpo.erro]).toEqual([409, 'Código já cadastrado']);
  expect(Number((await amb.ds.query(`SELECT count(*) FROM premios WHERE codigo = 'KIT-V'`))[0].count)).toBe(0);
});

it('roles: register 1–2, edit 1–2, toggle and delete 2; only role 2 sees inactive prizes', async () => {
  for (const p of [0, 3, 4, 5])
    expect((await multipart('POST', '/api/premios', tokens[p], campos('KIT-R'), { nome: 'a.png', conteudo: PNG })).status).toBe(403);
  expect((await multipart('POST', '/api/premios', loja, campos('KIT-R'), { nome: 'a.png', conteudo: PNG })).status).toBe(403);
  const criado = await multipart('POST', '/api/premios', tokens[1], campos('KIT-R', { tipo: 'bivolt', pontosAlternativo: '1600' }), {
    nome: 'a.png',
    conteudo: PNG,
  });
  expect(criado.corpo).toMatchObject({ tipo: 'bivolt', pontosAlternativo: 1600 });
  const id = criado.corpo.id;
  // Edit by JSON (photo optional on edit) and by multipart with a new photo.
  const editado = await amb.rest('PUT', `/api/premios/${id}`, { token: tokens[1], corpo: { ...campos('KIT-R2'), tipo: 'recarga' } });
  expect(editado.status).toBe(200);
  expect(editado.corpo).toMatchObject({ codigo: 'KIT-R2', tipo: 'recarga', diretorioFoto: criado.corpo.diretorioFoto });
  const comFoto = await multipart('PUT', `/api/premios/${id}`, tokens[2], campos('KIT-R2'), { nome: 'b.jpg', conteudo: JPEG, tipo: 'image/jpeg' });
  expect(comFoto.corpo.diretorioFoto).toMatch(/\.jpg$/);
  expect((await fetch(amb.url + criado.corpo.diretorioFoto)).status).toBe(404); // the replaced photo is removed
  expect((await amb.rest('PUT', `/api/premios/${id}`, { token: tokens[1], corpo: { ativo: 0 } })).status).toBe(403);
  expect((await amb.rest('PUT', `/api/premios/${id}`, { token: tokens[2], corpo: { ativo: 0 } })).corpo.ativo).toBe(false);
  const codigos = async (t: string) => (await amb.rest('GET', '/api/premios', { token: t })).corpo.premios.map((p: { codigo: string }) => p.codigo);
  expect(await codigos(tokens[2])).toContain('KIT-R2');
  expect(await codigos(tokens[1])).not.toContain('KIT-R2');
  expect(await codigos(loja)).not.toContain('KIT-R2');
  expect((await amb.rest('GET', `/api/premios/${id}`, { token: tokens[1] })).status).toBe(404);
  expect((await amb.rest('DELETE', `/api/premios/${id}`, { token: tokens[1] })).status).toBe(403);
  expect((await amb.rest('DELETE', `/api/premios/${id}`, { token: tokens[2] })).corpo).toEqual({ mensagem: 'Prêmio excluído com sucesso' });
  expect((await amb.rest('DELETE', `/api/premios/${id}`, { token: tokens[2] })).status).toBe(404);
  expect((await amb.rest('DELETE', '/api/premios/abc', { token: tokens[2] })).status).toBe(400);
  const [log] = await amb.ds.query(`SELECT count(*)::int AS n FROM logs WHERE tipo LIKE 'premios.%'`);
  expect(log.n).toBeGreaterThanOrEqual(5);
});

it('a redeemed prize cannot be deleted (deactivate it instead)', async () => {
  const [vale] = await amb.ds.query(`SELECT id FROM premios WHERE codigo = 'VALE50'`);
  const r = await amb.rest('DELETE', `/api/premios/${vale.id}`, { token: tokens[2] });
  expect([r.status, r.corpo.erro]).toEqual([409, 'Este prêmio já foi resgatado e não pode ser excluído. Desative-o.']);
});

it('GraphQL: paged list with search, toggle and delete', async () => {
  const lista = await amb.gql(`{ premios(input: { busca: "celular", porPagina: 5 }) { total itens { codigo tipo } } }`, {}, { token: tokens[2] });
  expect(lista.errors).toBeUndefined();
  expect(lista.data.premios.itens.map((p: { codigo: string }) => p.codigo).sort()).toEqual(['RECARGA20', 'RECARGA50']);
  expect(lista.data.premios.itens.map((p: { tipo: string }) => p.tipo)).toEqual(['RECARGA', 'RECARGA']);
  // The sortable fields are an enum: an unknown one never reaches the service.
  const ordemDesconhecida = await amb.gql(`{ premios(input: { ordenarPor: senha }) { total } }`, {}, { token: tokens[2] });
  expect([ordemDesconhecida.status, ordemDesconhecida.data]).toEqual([400, undefined]);
  const [p] = await amb.ds.query(`SELECT id FROM premios WHERE codigo = 'JANTAR2'`);
  const alt = await amb.gql(
    `mutation($id: ID!) { alterarAtivoPremio(input: { id: $id, ativo: false }) { resultado { id ativo } errosDeUsuario { campo } } }`,
    { id: p.id },
    { token: tokens[2] },
  );
  expect(alt.data.alterarAtivoPremio).toEqual({ resultado: { id: String(p.id), ativo: false }, errosDeUsuario: [] });
  expect(
    (await amb.gql(`mutation($id: ID!) { alterarAtivoPremio(input: { id: $id, ativo: true }) { resultado { ativo } } }`, { id: p.id }, { token: tokens[1] }))
      .codigo,
  ).toBe('FORBIDDEN');
  // A malformed id: errosDeUsuario naming the field on GraphQL, 400 with the message on REST.
  const malformado = await amb.gql(
    `mutation { excluirPremio(input: { id: "abc" }) { resultado errosDeUsuario { campo mensagem } } }`,
    {},
    { token: tokens[2] },
  );
  expect(malformado.data.excluirPremio).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'id', mensagem: 'Identificador inválido' }] });
  expect(await amb.rest('GET', '/api/premios/abc', { token: tokens[2] })).toMatchObject({ status: 400, corpo: { erro: 'Identificador inválido' } });
  const naoExiste = await amb.gql(`mutation { excluirPremio(input: { id: "99999999" }) { resultado } }`, {}, { token: tokens[2] });
  expect(naoExiste.codigo).toBe('NOT_FOUND');
  expect((await amb.gql(`{ premiosPorCodigo(codigo: "jantar2") { id } }`, {}, { token: tokens[1] })).data.premiosPorCodigo).toEqual([]);
});

it('an edit changes only the fields it sends (JSON or multipart); registration refuses a prize without points', async () => {
  const r = await multipart(
    'POST',
    '/api/premios',
    tokens[2],
    { ...campos('KIT-PARCIAL'), tipo: 'bivolt', pontos: '1500', pontosAlternativo: '1800' },
    { nome: 'kit.png', conteudo: PNG },
  );
  expect(r.status).toBe(201);
  const id = r.corpo.id;
  const atual = async () => (await amb.rest('GET', `/api/premios/${id}`, { token: tokens[2] })).corpo.premio;

  // An integrator renames the prize: points, type and the rest stay as they were.
  const json = await amb.rest('PUT', `/api/premios/${id}`, { token: tokens[1], corpo: { nome: 'Kit churrasco premium' } });
  expect(json.status).toBe(200);
  expect(await atual()).toMatchObject({
    nome: 'Kit churrasco premium',
    codigo: 'KIT-PARCIAL',
    tipo: 'bivolt',
    pontos: 1500,
    pontosAlternativo: 1800,
    custoTotal: 1234.5,
    ativo: true,
  });
  const parte = await multipart('PUT', `/api/premios/${id}`, tokens[2], { descricao: 'Nova descrição' });
  expect(parte.status).toBe(200);
  expect(await atual()).toMatchObject({ nome: 'Kit churrasco premium', descricao: 'Nova descrição', pontos: 1500, pontosAlternativo: 1800 });
  // A field sent is validated as on registration; a refused edit changes nothing.
  expect((await amb.rest('PUT', `/api/premios/${id}`, { token: tokens[2], corpo: { pontos: '' } })).corpo).toEqual({
    erro: 'Informe os pontos',
    campo: 'pontos',
  });
  expect((await amb.rest('PUT', `/api/premios/${id}`, { token: tokens[2], corpo: { nome: '' } })).corpo).toEqual({ erro: 'Informe o nome', campo: 'nome' });
  expect((await amb.rest('PUT', `/api/premios/${id}`, { token: tokens[2], corpo: { pontos: 900 } })).corpo).toMatchObject({
    pontos: 900,
    pontosAlternativo: 1800,
  });
  const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'premios.editar' AND (parametros->>'id')::int = $1 ORDER BY id DESC LIMIT 1`, [
    id,
  ]);
  expect(log.parametros.campos).toEqual(['pontos']);
  // The GraphQL toggle keeps the points too.
  const g = await amb.gql(
    `mutation($id: ID!) { alterarAtivoPremio(input: { id: $id, ativo: false }) { resultado { ativo pontos } } }`,
    { id },
    { token: tokens[2] },
  );
  expect(g.data.alterarAtivoPremio.resultado).toEqual({ ativo: false, pontos: '900.00' });

  // Registration: points are required like the other fields of the form.
  const { pontos: _semPontos, ...semPontos } = campos('KIT-SEM-PONTOS');
  const sem = await multipart('POST', '/api/premios', tokens[2], semPontos, { nome: 'kit.png', conteudo: PNG });
  expect(sem).toEqual({ status: 400, corpo: { erro: 'Informe os pontos', campo: 'pontos' } });
  expect((await amb.rest('GET', '/api/premios?codigo=KIT-SEM-PONTOS', { token: tokens[2] })).corpo.premios).toEqual([]);
});
