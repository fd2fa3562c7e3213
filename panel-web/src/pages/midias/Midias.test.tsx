import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { envioGraphql, type EnvioGraphqlLido } from '@sw/client/testes';
import {
  AnexarFotoVideoDocument,
  type AnexarFotoVideoMutation,
  type AnexarFotoVideoMutationVariables,
  ExcluirFotoVideoDocument,
  FotosVideosDocument,
  RedesDoSeletorDocument,
  ResgateParaMidiaDocument,
  type ItemFotoVideoFragment,
  type ResgateParaMidiaQuery,
} from '@sw/client/gql';
import { LIMITE_GALERIA_MIDIAS, MENSAGENS_MIDIA } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

/** The redemption the upload screen is opened for. */
const RESGATE_42: ResgateParaMidiaQuery['resgateParaMidia'] = {
  __typename: 'Resgate',
  id: '42',
  revenda: 'Tintas Horizonte',
  parceiro: 'Ana Souza',
  qtde: 1,
  redemptionCode: 'ABC123',
  premio: { __typename: 'ResgatePremio', nome: 'Cafeteira', codigo: 'CAFE' },
};

const arquivoDe = (conteudo: string, nome: string, tipo: string) =>
  Object.defineProperty(new Blob([conteudo], { type: tipo }), 'name', { value: nome }) as File;
const entradaArquivo = () => document.querySelector('input[type="file"]') as HTMLInputElement;

const item = (id: number, midiaId: number, tipoArquivo: string): ItemFotoVideoFragment => ({
  __typename: 'ResgateMidia',
  id: String(id),
  parceiro: `Vendedor ${id}`,
  premio: 'Vale-presente R$ 50',
  revenda: 'Tintas Horizonte',
  cidade: 'São Paulo',
  rede: 'Rede Horizonte',
  resgatadoEm: '2026-11-20T12:00:00.000Z',
  midia: {
    __typename: 'Midia',
    id: String(midiaId),
    linkArquivo: `/api/arquivos/${String(midiaId).padStart(32, 'a')}.png`,
    tipoArquivo,
    criadoEm: '2026-11-21T12:00:00.000Z',
  },
});

describe('Upload de foto/vídeo (/processar/foto-video)', () => {
  it('looks the redemption up on leaving the id field, enables ENVIAR only then, and sends arquivo + idResgate with anexarFotoVideo', async () => {
    const recebidos: EnvioGraphqlLido<AnexarFotoVideoMutationVariables>[] = [];
    servidor.use(
      graphql.query(ResgateParaMidiaDocument, ({ variables }) =>
        variables.id === '42'
          ? HttpResponse.json({
              data: {
                resgateParaMidia: RESGATE_42,
              },
            })
          : HttpResponse.json({ data: { resgateParaMidia: null } }),
      ),
      envioGraphql(AnexarFotoVideoDocument, (envio): AnexarFotoVideoMutation => {
        recebidos.push(envio);
        return {
          anexarFotoVideo: {
            __typename: 'MidiaAnexadaPayload',
            resultado: { __typename: 'MidiaAnexada', mensagem: MENSAGENS_MIDIA.midiaAnexada },
            errosDeUsuario: [],
          },
        };
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/processar/foto-video', sessaoDoPapel(1));
    const campoId = await screen.findByLabelText('ID do resgate');
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeDisabled();
    await u.type(campoId, '7');
    await u.tab();
    expect(await screen.findByText('Resgate não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeDisabled();
    await u.clear(campoId);
    await u.type(campoId, '42');
    await u.tab();
    await waitFor(() => expect(screen.getByLabelText('ID do resgate')).toHaveValue('42'));
    const achado = await screen.findByRole('region', { name: 'Resgate encontrado' });
    for (const texto of ['Tintas Horizonte', 'Ana Souza', 'Cafeteira']) expect(within(achado).getByText(texto, { exact: false })).toBeInTheDocument();
    expect(within(achado).getByText('Quantidade:').parentElement).toHaveTextContent('Quantidade: 1');
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Selecione um arquivo primeiro')).toBeInTheDocument();
    await u.upload(entradaArquivo(), arquivoDe('\x89PNG', 'foto.png', 'image/png'));
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS_MIDIA.midiaAnexada)).toBeInTheDocument();
    expect(recebidos).toHaveLength(1);
    expect(recebidos[0]!.variables).toEqual({ input: { idResgate: '42', arquivo: null } });
    expect(recebidos[0]!.arquivos).toEqual([{ caminho: 'variables.input.arquivo', nome: 'foto.png', tipo: 'image/png', conteudo: '\x89PNG' }]);
    expect(recebidos[0]!.cabecalhos.get('apollo-require-preflight')).toBe('true');
  });
});

describe('Upload de foto/vídeo: a refused file', () => {
  it("shows the server's reason once, keeps the file for another try and no success", async () => {
    let envios = 0;
    servidor.use(
      graphql.query(ResgateParaMidiaDocument, () =>
        HttpResponse.json({
          data: {
            resgateParaMidia: RESGATE_42,
          },
        }),
      ),
      envioGraphql(AnexarFotoVideoDocument, (): AnexarFotoVideoMutation => {
        envios += 1;
        return {
          anexarFotoVideo: {
            __typename: 'MidiaAnexadaPayload',
            resultado: null,
            errosDeUsuario: [{ __typename: 'ErroDeUsuario', campo: 'arquivo', mensagem: MENSAGENS_MIDIA.midiaInvalida }],
          },
        };
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/processar/foto-video', sessaoDoPapel(2));
    await u.type(await screen.findByLabelText('ID do resgate'), '42');
    await u.tab();
    await screen.findByRole('region', { name: 'Resgate encontrado' });
    await u.upload(entradaArquivo(), arquivoDe('texto', 'foto.png', 'image/png'));
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS_MIDIA.midiaInvalida)).toBeInTheDocument();
    expect(screen.getAllByText(MENSAGENS_MIDIA.midiaInvalida)).toHaveLength(1);
    expect(screen.queryByText(MENSAGENS_MIDIA.midiaAnexada)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ENVIAR' })).toBeEnabled();
    expect(screen.getByText('foto.png')).toBeInTheDocument();
    expect(envios).toBe(1);
  });
});

describe('Fotos e vídeos (/fotos-videos)', () => {
  it('opens on the last 7 days, shows photos and videos, deletes after confirmation', async () => {
    const pedidos: Record<string, unknown>[] = [];
    const excluidos: unknown[] = [];
    servidor.use(
      graphql.query(FotosVideosDocument, ({ variables }) => {
        pedidos.push(variables);
        return HttpResponse.json({ data: { fotosVideos: [item(10, 1, 'image/png'), item(11, 2, 'video/mp4')] } });
      }),
      graphql.query(RedesDoSeletorDocument, () => HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: [] } } })),
      graphql.mutation(ExcluirFotoVideoDocument, ({ variables }) => {
        excluidos.push((variables.input as { id: string }).id);
        return HttpResponse.json({
          data: {
            excluirFotoVideo: {
              __typename: 'MensagemPayload',
              resultado: { __typename: 'Mensagem', mensagem: MENSAGENS_MIDIA.midiaExcluida },
              errosDeUsuario: [],
            },
          },
        });
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/fotos-videos', sessaoDoPapel(2));
    expect(await screen.findByRole('img', { name: 'Foto do resgate 10' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vídeo')).toBeInTheDocument();
    const hoje = new Date();
    const seteDias = new Date(hoje.getTime() - 7 * 86_400_000);
    const dia = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(pedidos[0]).toEqual({ input: { rede: null, dataInicial: dia(seteDias), dataFinal: dia(hoje) } });
    expect(screen.getByRole('link', { name: 'Baixar mídia 1' })).toHaveAttribute('href', expect.stringMatching(/\/api\/arquivos\/a+1\.png\?download=1$/));
    await u.click(screen.getByRole('button', { name: 'Excluir mídia 2' }));
    await u.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MENSAGENS_MIDIA.midiaExcluida)).toBeInTheDocument();
    expect(excluidos).toEqual(['2']);
    await waitFor(() => expect(screen.queryByLabelText('Vídeo')).not.toBeInTheDocument());
  });

  it('role 3 sees the gallery without delete', async () => {
    servidor.use(
      graphql.query(FotosVideosDocument, () => HttpResponse.json({ data: { fotosVideos: [item(10, 1, 'image/png')] } })),
      graphql.query(RedesDoSeletorDocument, () => HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: [] } } })),
    );
    abrirPainel('/painel/fotos-videos', sessaoDoPapel(3));
    expect(await screen.findByRole('img', { name: 'Foto do resgate 10' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir mídia 1' })).not.toBeInTheDocument();
    expect(screen.queryByText(MENSAGENS_MIDIA.galeriaNoLimite)).not.toBeInTheDocument();
  });

  it('says so when the period has more media than the gallery shows', async () => {
    const cheia = Array.from({ length: LIMITE_GALERIA_MIDIAS }, (_, i) => item(i + 1, i + 1, 'video/mp4'));
    servidor.use(
      graphql.query(FotosVideosDocument, () => HttpResponse.json({ data: { fotosVideos: cheia } })),
      graphql.query(RedesDoSeletorDocument, () => HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: [] } } })),
    );
    abrirPainel('/painel/fotos-videos', sessaoDoPapel(3));
    expect(await screen.findByText(MENSAGENS_MIDIA.galeriaNoLimite)).toBeInTheDocument();
  });
});
