import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { ConfiguracaoWhatsappDocument, SalvarConfiguracaoWhatsappDocument, TestarWhatsappDocument, type ConfiguracaoWhatsappQuery } from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

type Configuracao = NonNullable<ConfiguracaoWhatsappQuery['configuracaoWhatsapp']>;

const salva: Configuracao = {
  __typename: 'ConfiguracaoWhatsapp',
  id: '1',
  url: 'https://api.provedor.exemplo/enviar',
  token: '••••ABCD',
  codigo: 'SW-01',
  atualizadoEm: '2026-05-10T13:45:00.000Z',
  atualizadoPor: 'Adriana Administradora',
};

function servir(inicial: Configuracao | null = salva) {
  let atual = inicial;
  const salvos: Record<string, unknown>[] = [];
  const testes: string[] = [];
  servidor.use(
    graphql.query(ConfiguracaoWhatsappDocument, () => HttpResponse.json({ data: { configuracaoWhatsapp: atual } })),
    graphql.mutation(SalvarConfiguracaoWhatsappDocument, ({ variables }) => {
      const { input } = variables;
      salvos.push(input);
      atual = { ...salva, id: String(input.id ?? 7), url: input.url, codigo: input.codigo, token: `••••${input.token?.slice(-4)}` };
      return HttpResponse.json({ data: { salvarConfiguracaoWhatsapp: { __typename: 'ConfiguracaoWhatsappPayload', resultado: atual, errosDeUsuario: [] } } });
    }),
    graphql.mutation(TestarWhatsappDocument, ({ variables }) => {
      testes.push(variables.input.celular);
      return HttpResponse.json({
        data: {
          testarWhatsapp: {
            __typename: 'ResultadoTesteWhatsappPayload',
            errosDeUsuario: [],
            resultado: { __typename: 'ResultadoTesteWhatsapp', sucesso: true, mensagem: MENSAGENS.mensagemTesteEnviada },
          },
        },
      });
    }),
  );
  return { salvos, testes };
}

const botaoTeste = () => screen.getByRole('button', { name: 'ENVIAR TESTE' });

describe('Configuração WhatsApp', () => {
  it('shows the token masked, saves it back unchanged, and sends a test message', async () => {
    const { salvos, testes } = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/configuracao-whats', sessaoDoPapel(1));

    const url = await screen.findByLabelText(/^URL/);
    await waitFor(() => expect(url).toHaveValue(salva.url));
    expect(screen.getByLabelText(/^Token/)).toHaveValue('••••ABCD');
    expect(screen.getByRole('textbox', { name: /^Código/ })).toHaveValue('SW-01');

    await usuario.clear(screen.getByRole('textbox', { name: /^Código/ }));
    await usuario.type(screen.getByRole('textbox', { name: /^Código/ }), 'SW-02');
    // Unsaved changes: the test would not use them.
    expect(botaoTeste()).toBeDisabled();
    await usuario.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.configuracaoWhatsSalva)).toBeInTheDocument();
    expect(salvos).toEqual([{ id: '1', url: salva.url, token: '••••ABCD', codigo: 'SW-02' }]);

    await waitFor(() => expect(botaoTeste()).toBeEnabled());
    await usuario.type(screen.getByLabelText(/^Celular/), '11987654321');
    await usuario.click(botaoTeste());
    expect(await screen.findByText(MENSAGENS.mensagemTesteEnviada)).toBeInTheDocument();
    expect(testes).toEqual(['11987654321']);
  });

  it('the first save needs the token; the test waits for a saved configuration', async () => {
    const { salvos } = servir(null);
    const usuario = userEvent.setup();
    abrirPainel('/painel/configuracao-whats', sessaoDoPapel(2));
    const url = await screen.findByLabelText(/^URL/);
    expect(botaoTeste()).toBeDisabled();
    await usuario.type(url, 'ftp://errado');
    await usuario.type(screen.getByRole('textbox', { name: /^Código/ }), 'SW');
    await usuario.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.urlWhatsInvalida)).toBeInTheDocument();
    expect(screen.getByText('Token obrigatório')).toBeInTheDocument();
    expect(salvos).toEqual([]);

    await usuario.clear(url);
    await usuario.type(url, 'https://api.provedor.exemplo/enviar');
    await usuario.type(screen.getByLabelText(/^Token/), 'segredo-novo-WXYZ');
    await usuario.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.configuracaoWhatsSalva)).toBeInTheDocument();
    expect(salvos).toEqual([{ id: null, url: 'https://api.provedor.exemplo/enviar', token: 'segredo-novo-WXYZ', codigo: 'SW' }]);
    await waitFor(() => expect(screen.getByLabelText(/^Token/)).toHaveValue('••••WXYZ'));
    expect(botaoTeste()).toBeEnabled();
  });

  it('checks the phone before testing', async () => {
    const { testes } = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/configuracao-whats', sessaoDoPapel(2));
    await waitFor(() => expect(screen.getByLabelText(/^URL/)).toHaveValue(salva.url));
    await usuario.click(botaoTeste());
    expect(await screen.findByText('Celular obrigatório')).toBeInTheDocument();
    expect(testes).toEqual([]);
  });

  it('shows the provider failure, or the contract’s fallback when the server cannot be reached', async () => {
    servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/configuracao-whats', sessaoDoPapel(2));
    await waitFor(() => expect(screen.getByLabelText(/^URL/)).toHaveValue(salva.url));
    await usuario.type(screen.getByLabelText(/^Celular/), '11987654321');

    const falha = MENSAGENS.falhaTesteWhats('o serviço de WhatsApp respondeu HTTP 500.');
    servidor.use(
      graphql.mutation(TestarWhatsappDocument, () => HttpResponse.json({ errors: [{ message: falha, extensions: { code: 'SERVICE_UNAVAILABLE' } }] })),
    );
    await usuario.click(botaoTeste());
    expect(await screen.findByText(falha)).toBeInTheDocument();

    servidor.use(graphql.mutation(TestarWhatsappDocument, () => HttpResponse.error()));
    await usuario.click(botaoTeste());
    expect(await screen.findByText(MENSAGENS.erroEnviarMensagemWhats)).toBeInTheDocument();

    servidor.use(graphql.mutation(SalvarConfiguracaoWhatsappDocument, () => HttpResponse.error()));
    await usuario.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.erroSalvarConfiguracoesWhats)).toBeInTheDocument();
  });
});
