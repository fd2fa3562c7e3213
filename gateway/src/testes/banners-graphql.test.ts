import { MENSAGENS_BANNER } from '@sw/common';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * A banner's image through GraphQL (multipart request): criarBanner and editarBanner take it in
 * `imagem` and hand it to the same service as POST /api/upload/banner and PUT /api/banners/{id},
 * with the same checks of the bytes; without it they work as before (JSON).
 */

let amb: AmbienteDeTeste;
let admin: string;
let operador: string;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const dia = (deslocamento: number) => new Date(Date.now() + deslocamento * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
const LINK = /^\/api\/arquivos\/[0-9a-f]{32}\.png$/;

const CRIAR = `mutation ($input: CriarBannerInput!) {
  criarBanner(input: $input) { resultado { id titulo descricao dataInicial dataFinal image linkArquivo } errosDeUsuario { campo mensagem } }
}`;
const EDITAR = `mutation ($input: EditarBannerInput!) {
  editarBanner(input: $input) { resultado { id titulo image } errosDeUsuario { campo mensagem } }
}`;

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
  operador = await amb.entrarPainel(3);
});
afterAll(() => amb.fechar());

const imagem = (conteudo = PNG, nome = 'banner.png') => [{ caminho: 'input.imagem', nome, conteudo, tipo: 'image/png' }];
const entrada = (titulo: string) => ({ titulo, dataInicial: dia(0), dataFinal: dia(5), descricao: '<p>Oferta <b>boa</b></p>', imagem: null });

describe('criarBanner with an image', () => {
  it('stores the image and the fields in one call, as POST /api/upload/banner', async () => {
    const r = await amb.gqlArquivos(CRIAR, { input: entrada('Com imagem') }, imagem(), { token: admin });
    expect(r.errors).toBeUndefined();
    const { resultado, errosDeUsuario } = r.data.criarBanner;
    expect(errosDeUsuario).toEqual([]);
    expect(resultado).toMatchObject({
      titulo: 'Com imagem',
      descricao: '<p>Oferta <b>boa</b></p>',
      dataInicial: dia(0),
      dataFinal: dia(5),
      image: expect.stringMatching(LINK),
    });
    expect(resultado.linkArquivo).toBe(resultado.image);
    const arquivo = await fetch(amb.url + resultado.image);
    expect(arquivo.status).toBe(200);
    expect(Buffer.from(await arquivo.arrayBuffer())).toEqual(PNG);
  });

  it('refuses what REST refuses: bytes that are not an image, the fields checked before any file is stored', async () => {
    const falsa = await amb.gqlArquivos(CRIAR, { input: entrada('Falsa') }, imagem(Buffer.from('não é imagem'), 'banner.png'), { token: admin });
    expect(falsa.data.criarBanner).toEqual({ resultado: null, errosDeUsuario: [{ campo: null, mensagem: MENSAGENS_BANNER.imagemInvalida }] });
    const semTitulo = await amb.gqlArquivos(CRIAR, { input: { ...entrada(''), titulo: '' } }, imagem(), { token: admin });
    expect(semTitulo.data.criarBanner.errosDeUsuario[0].mensagem).toBe(MENSAGENS_BANNER.tituloObrigatorio);
    expect(Number((await amb.ds.query(`SELECT count(*) FROM banners WHERE titulo = 'Falsa'`))[0].count)).toBe(0);
  });

  it('without a file the JSON call still registers a banner with no image; who may not create is refused', async () => {
    const { imagem: _semImagem, ...semImagem } = entrada('Sem imagem');
    const r = await amb.gql(CRIAR, { input: semImagem }, { token: admin });
    expect(r.data.criarBanner.resultado).toMatchObject({ titulo: 'Sem imagem', image: null });
    const negado = await amb.gqlArquivos(CRIAR, { input: entrada('Negado') }, imagem(), { token: operador });
    expect(negado.codigo).toBe('FORBIDDEN');
  });
});

describe('editarBanner with a new image', () => {
  it('replaces the image and changes only what is sent, as PUT /api/banners/{id}', async () => {
    const criado = (await amb.gqlArquivos(CRIAR, { input: entrada('Para editar') }, imagem(), { token: admin })).data.criarBanner.resultado;
    const outra = Buffer.concat([PNG, Buffer.alloc(16, 2)]);
    const r = await amb.gqlArquivos(EDITAR, { input: { id: criado.id, titulo: 'Editado', imagem: null } }, imagem(outra, 'nova.png'), { token: admin });
    expect(r.errors).toBeUndefined();
    expect(r.data.editarBanner.errosDeUsuario).toEqual([]);
    expect(r.data.editarBanner.resultado).toEqual({ id: criado.id, titulo: 'Editado', image: expect.stringMatching(LINK) });
    expect(r.data.editarBanner.resultado.image).not.toBe(criado.image);
    expect(Buffer.from(await (await fetch(amb.url + r.data.editarBanner.resultado.image)).arrayBuffer())).toEqual(outra);
    // Only the image: the rest stays.
    const soImagem = await amb.gqlArquivos(EDITAR, { input: { id: criado.id, imagem: null } }, imagem(), { token: admin });
    expect(soImagem.data.editarBanner.resultado.titulo).toBe('Editado');
  });
});
