import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { envioGraphql, type EnvioGraphqlLido } from '@sw/client/testes';
import {
  AlterarAtivoBannerDocument,
  BannersDocument,
  CriarBannerDocument,
  EditarBannerDocument,
  ExcluirBannerDocument,
  OrdenarBannersDocument,
  type BannersQuery,
  type CriarBannerMutation,
  type CriarBannerMutationVariables,
  type EditarBannerMutation,
  type EditarBannerMutationVariables,
} from '@sw/client/gql';
import { MENSAGENS_BANNER } from '@sw/common';
import { limparNotificacoes } from '@sw/client';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const banner = (id: number, titulo: string, ordem: number, ativo = true): BannersQuery['banners'][number] => ({
  __typename: 'Banner',
  id: String(id),
  titulo,
  descricao: null,
  dataInicial: '2026-11-01',
  dataFinal: '2026-11-30',
  ordem,
  ativo,
  image: null,
});
const arquivoDe = (conteudo: string, nome: string, tipo: string) =>
  Object.defineProperty(new Blob([conteudo], { type: tipo }), 'name', { value: nome }) as File;

function servir(opcoes: { falharOrdem?: boolean; falharStatus?: boolean; falharExclusao?: boolean } = {}) {
  const chamadas: { nome: string; variaveis: Record<string, unknown> }[] = [];
  servidor.use(
    graphql.query(BannersDocument, () =>
      HttpResponse.json({ data: { banners: [banner(1, 'Primeiro', 1), banner(2, 'Segundo', 2), banner(3, 'Terceiro', 3, false)] } }),
    ),
    graphql.mutation(OrdenarBannersDocument, ({ variables }) => {
      chamadas.push({ nome: 'OrdenarBanners', variaveis: variables });
      if (opcoes.falharOrdem) return HttpResponse.json({ data: null, errors: [{ message: 'Erro interno.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      const { itens } = variables.input;
      const nomes: Record<string, string> = { 1: 'Primeiro', 2: 'Segundo', 3: 'Terceiro' };
      const banners = itens.map((i) => banner(Number(i.id), nomes[i.id]!, i.ordem, i.id !== '3'));
      return HttpResponse.json({
        data: { ordenarBanners: { __typename: 'BannersOrdenadosPayload', resultado: { __typename: 'BannersOrdenados', banners }, errosDeUsuario: [] } },
      });
    }),
    graphql.mutation(AlterarAtivoBannerDocument, ({ variables }) => {
      chamadas.push({ nome: 'AlterarAtivoBanner', variaveis: variables });
      return opcoes.falharStatus
        ? HttpResponse.json({ data: null, errors: [{ message: 'Erro interno.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })
        : HttpResponse.json({
            data: {
              alterarAtivoBanner: {
                __typename: 'BannerPayload',
                errosDeUsuario: [],
                resultado: { __typename: 'Banner', ...variables.input },
              },
            },
          });
    }),
    graphql.mutation(ExcluirBannerDocument, ({ variables }) => {
      chamadas.push({ nome: 'ExcluirBanner', variaveis: variables });
      return opcoes.falharExclusao
        ? HttpResponse.json({ data: null, errors: [{ message: 'Erro interno.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })
        : HttpResponse.json({
            data: {
              excluirBanner: {
                __typename: 'MensagemPayload',
                resultado: { __typename: 'Mensagem', mensagem: MENSAGENS_BANNER.bannerExcluido },
                errosDeUsuario: [],
              },
            },
          });
    }),
  );
  return chamadas;
}

const ordem = () =>
  within(screen.getByRole('table', { name: 'Banners' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.getAttribute('aria-label'));

describe('Banners', () => {
  it('drag and drop (and the arrows) reorder, renumbered from 1', async () => {
    const chamadas = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/banners', sessaoDoPapel(2));
    await screen.findByRole('row', { name: 'Terceiro' });
    expect(ordem()).toEqual(['Primeiro', 'Segundo', 'Terceiro']);
    // Drag "Terceiro" onto the first row.
    const dados = {
      data: {} as Record<string, string>,
      setData(k: string, v: string) {
        this.data[k] = v;
      },
      getData(k: string) {
        return this.data[k];
      },
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(screen.getByRole('row', { name: 'Terceiro' }), { dataTransfer: dados });
    fireEvent.dragOver(screen.getByRole('row', { name: 'Primeiro' }), { dataTransfer: dados });
    fireEvent.drop(screen.getByRole('row', { name: 'Primeiro' }), { dataTransfer: dados });
    await waitFor(() => expect(ordem()).toEqual(['Terceiro', 'Primeiro', 'Segundo']));
    expect(chamadas[0]).toEqual({
      nome: 'OrdenarBanners',
      variaveis: {
        input: {
          itens: [
            { id: '3', ordem: 1 },
            { id: '1', ordem: 2 },
            { id: '2', ordem: 3 },
          ],
        },
      },
    });
    await u.click(screen.getByRole('button', { name: 'Descer Terceiro' }));
    await waitFor(() => expect(ordem()).toEqual(['Primeiro', 'Terceiro', 'Segundo']));
    expect(within(screen.getByRole('row', { name: 'Primeiro' })).getByText('1')).toBeInTheDocument();
  });

  it("a failed reorder puts the list back and says 'Falha ao re-ordenar os banners!'", async () => {
    servir({ falharOrdem: true });
    const u = userEvent.setup();
    abrirPainel('/painel/banners', sessaoDoPapel(1));
    await u.click(await screen.findByRole('button', { name: 'Subir Segundo' }));
    expect(await screen.findByText(MENSAGENS_BANNER.falhaReordenar)).toBeInTheDocument();
    expect(ordem()).toEqual(['Primeiro', 'Segundo', 'Terceiro']);
  });

  it('the active toggle asks first; failures of toggle and delete show the contract messages', async () => {
    const chamadas = servir({ falharExclusao: true });
    const u = userEvent.setup();
    abrirPainel('/painel/banners', sessaoDoPapel(2));
    await u.click(await screen.findByRole('switch', { name: 'Ativo: Terceiro' }));
    expect(await screen.findByText('Deseja ativar o banner "Terceiro"?')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(chamadas).toEqual([]);
    await u.click(screen.getByRole('switch', { name: 'Ativo: Terceiro' }));
    await u.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Ativo: Terceiro' })).toBeChecked());
    expect(chamadas).toEqual([{ nome: 'AlterarAtivoBanner', variaveis: { input: { id: '3', ativo: true } } }]);
    await u.click(screen.getByRole('button', { name: 'Excluir Primeiro' }));
    await u.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MENSAGENS_BANNER.falhaExcluir)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Primeiro' })).toBeInTheDocument();
  });

  it("a failed toggle says 'Falha ao atualizar o Status!'", async () => {
    servir({ falharStatus: true });
    const u = userEvent.setup();
    abrirPainel('/painel/banners', sessaoDoPapel(2));
    await u.click(await screen.findByRole('switch', { name: 'Ativo: Primeiro' }));
    await u.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(MENSAGENS_BANNER.falhaStatus)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ativo: Primeiro' })).toBeChecked();
  });

  it('registration: validation in the order of the form, then criarBanner with the image (multipart)', async () => {
    const recebidos: EnvioGraphqlLido<CriarBannerMutationVariables>[] = [];
    servir();
    servidor.use(
      envioGraphql(CriarBannerDocument, (envio) => {
        recebidos.push(envio);
        const { imagem: _imagem, ...campos } = envio.variables.input;
        const resposta: CriarBannerMutation = {
          criarBanner: {
            __typename: 'BannerPayload',
            errosDeUsuario: [],
            resultado: { ...banner(9, campos.titulo, 4), ...campos, descricao: campos.descricao ?? null, image: '/api/arquivos/natal.png' },
          },
        };
        return resposta;
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/banner', sessaoDoPapel(1));
    const cadastrar = await screen.findByRole('button', { name: 'CADASTRAR' });
    await u.click(cadastrar);
    expect(await screen.findByText(MENSAGENS_BANNER.tituloObrigatorio)).toBeInTheDocument();
    act(() => limparNotificacoes());
    await u.type(screen.getByLabelText('Título'), 'Natal');
    await u.click(cadastrar);
    expect(await screen.findByText(MENSAGENS_BANNER.dataInicialObrigatoria)).toBeInTheDocument();
    act(() => limparNotificacoes());
    // Typed DD/MM/AAAA; the API receives AAAA-MM-DD.
    await u.type(screen.getByLabelText('Data inicial'), '20122026');
    await u.click(cadastrar);
    expect(await screen.findByText(MENSAGENS_BANNER.dataFinalObrigatoria)).toBeInTheDocument();
    act(() => limparNotificacoes());
    await u.type(screen.getByLabelText('Data final'), '01122026');
    await u.click(cadastrar);
    expect(await screen.findByText(MENSAGENS_BANNER.dataInicialMaior)).toBeInTheDocument();
    act(() => limparNotificacoes());
    await u.clear(screen.getByLabelText('Data final'));
    await u.type(screen.getByLabelText('Data final'), '31122026');
    await u.type(screen.getByLabelText('Descrição'), '<b>Boas festas</b>');
    await u.click(cadastrar);
    expect(await screen.findByText(MENSAGENS_BANNER.imagemObrigatoria)).toBeInTheDocument();
    act(() => limparNotificacoes());
    await u.upload(document.querySelector('input[type="file"]') as HTMLInputElement, arquivoDe('\x89PNG', 'natal.png', 'image/png'));
    await u.click(cadastrar);
    expect(await screen.findByText(MENSAGENS_BANNER.bannerCadastrado)).toBeInTheDocument();
    expect(recebidos.map((r) => [r.variables, r.arquivos.map((a) => `${a.caminho}:${a.nome}`)])).toEqual([
      [
        { input: { titulo: 'Natal', dataInicial: '2026-12-20', dataFinal: '2026-12-31', descricao: '<b>Boas festas</b>', imagem: null } },
        ['variables.input.imagem:natal.png'],
      ],
    ]);
    expect(await screen.findByRole('table', { name: 'Banners' })).toBeInTheDocument();
  });

  it('edits a banner with editarBanner: JSON without a new image, multipart with one; the row follows the answer', async () => {
    const chamadas = servir();
    const recebidos: EnvioGraphqlLido<EditarBannerMutationVariables>[] = [];
    servidor.use(
      // Before the JSON handler: msw's graphql handlers also match a multipart request.
      envioGraphql(EditarBannerDocument, (envio) => {
        recebidos.push(envio);
        const { input } = envio.variables;
        const resposta: EditarBannerMutation = {
          editarBanner: {
            __typename: 'BannerPayload',
            errosDeUsuario: [],
            resultado: { ...banner(Number(input.id), input.titulo!, 2), image: '/api/arquivos/novo.png' },
          },
        };
        return resposta;
      }),
      graphql.mutation(EditarBannerDocument, ({ variables }) => {
        chamadas.push({ nome: 'EditarBanner', variaveis: variables });
        const { input } = variables;
        return HttpResponse.json({
          data: {
            editarBanner: {
              __typename: 'BannerPayload',
              errosDeUsuario: [],
              resultado: { ...banner(Number(input.id), input.titulo!, 1), dataFinal: input.dataFinal! },
            },
          },
        });
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/banners', sessaoDoPapel(1));
    await u.click(await screen.findByRole('button', { name: 'Editar Primeiro' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByLabelText('Data inicial')).toHaveValue('01/11/2026');
    await u.clear(within(dialogo).getByLabelText('Título'));
    await u.type(within(dialogo).getByLabelText('Título'), 'Primeiro editado');
    await u.clear(within(dialogo).getByLabelText('Data final'));
    await u.type(within(dialogo).getByLabelText('Data final'), '31122026');
    await u.click(within(dialogo).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS_BANNER.bannerAtualizado)).toBeInTheDocument();
    expect(chamadas.find((c) => c.nome === 'EditarBanner')?.variaveis).toEqual({
      input: { id: '1', titulo: 'Primeiro editado', dataInicial: '2026-11-01', dataFinal: '2026-12-31', descricao: '' },
    });
    expect(await screen.findByRole('row', { name: 'Primeiro editado' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Primeiro editado' })).getByText('01/11/2026 a 31/12/2026')).toBeInTheDocument();

    // A new image makes editarBanner a multipart request.
    await u.click(screen.getByRole('button', { name: 'Editar Segundo' }));
    const outro = await screen.findByRole('dialog');
    await u.upload(outro.querySelector('input[type="file"]') as HTMLInputElement, arquivoDe('\x89PNG', 'novo.png', 'image/png'));
    await u.click(within(outro).getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(recebidos).toHaveLength(1));
    expect(recebidos[0]!.variables).toEqual({
      input: { id: '2', titulo: 'Segundo', dataInicial: '2026-11-01', dataFinal: '2026-11-30', descricao: '', imagem: null },
    });
    expect(recebidos[0]!.arquivos.map((a) => `${a.caminho}:${a.nome}`)).toEqual(['variables.input.imagem:novo.png']);
    expect(chamadas.filter((c) => c.nome === 'EditarBanner')).toHaveLength(1);
  });

  it('an edit with the dates out of order is refused before anything is sent', async () => {
    const chamadas = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/banners', sessaoDoPapel(2));
    await u.click(await screen.findByRole('button', { name: 'Editar Primeiro' }));
    const dialogo = await screen.findByRole('dialog');
    await u.clear(within(dialogo).getByLabelText('Data inicial'));
    await u.type(within(dialogo).getByLabelText('Data inicial'), '01012027');
    await u.click(within(dialogo).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS_BANNER.dataInicialMaior)).toBeInTheDocument();
    expect(chamadas.filter((c) => c.nome === 'EditarBanner')).toEqual([]);
  });
});
