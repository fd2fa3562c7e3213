import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { AtualizarConfiguracoesSistemaDocument, ConfiguracoesSistemaDocument, type ConfiguracoesSistemaQuery } from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const inicial: ConfiguracoesSistemaQuery['configuracoesSistema'] = {
  __typename: 'ConfiguracoesSistema',
  limitePontuacao: 0,
  usosSemanaisVoucher: 3,
  voucherAtivo: true,
  atualizadoEm: '2026-05-10T13:45:00.000Z',
  atualizadoPor: 'Adriana Administradora',
};

function servir() {
  let atual = { ...inicial };
  const enviados: Record<string, unknown>[] = [];
  servidor.use(
    graphql.query(ConfiguracoesSistemaDocument, () => HttpResponse.json({ data: { configuracoesSistema: atual } })),
    graphql.mutation(AtualizarConfiguracoesSistemaDocument, ({ variables }) => {
      const { input } = variables;
      enviados.push(input);
      atual = { ...atual, ...input, atualizadoPor: 'Otávio Operador' };
      return HttpResponse.json({
        data: { atualizarConfiguracoesSistema: { __typename: 'ConfiguracoesSistemaPayload', resultado: atual, errosDeUsuario: [] } },
      });
    }),
  );
  return enviados;
}

describe('Configurações', () => {
  it('shows the saved values and saves the changed ones', async () => {
    const enviados = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/configuracoes', sessaoDoPapel(2));

    const limite = await screen.findByLabelText(/Limite de pontuação/);
    const usos = screen.getByLabelText(/Usos semanais do voucher/);
    const ativo = screen.getByRole('switch', { name: 'Voucher ativo' });
    await waitFor(() => expect(usos).toHaveValue('3'));
    expect(limite).toHaveValue('0');
    expect(ativo).toBeChecked();
    expect(screen.getByText(/por Adriana Administradora/)).toBeInTheDocument();

    await usuario.clear(limite);
    await usuario.type(limite, '2500');
    await usuario.clear(usos);
    await usuario.type(usos, '0');
    await usuario.click(ativo);
    await usuario.click(screen.getByRole('button', { name: 'SALVAR' }));

    expect(await screen.findByText(MENSAGENS.dadosAtualizados)).toBeInTheDocument();
    expect(enviados).toEqual([{ limitePontuacao: 2500, usosSemanaisVoucher: 0, voucherAtivo: false }]);
    await waitFor(() => expect(screen.getByText(/por Otávio Operador/)).toBeInTheDocument());
    expect(screen.getByLabelText(/Limite de pontuação/)).toHaveValue('2.500');
  });

  it('requires every value before sending', async () => {
    const enviados = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/configuracoes', sessaoDoPapel(1));
    const usos = await screen.findByLabelText(/Usos semanais do voucher/);
    await waitFor(() => expect(usos).toHaveValue('3'));
    await usuario.clear(usos);
    await usuario.clear(screen.getByLabelText(/Limite de pontuação/));
    await usuario.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Limite de pontuação obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Usos semanais do voucher obrigatório')).toBeInTheDocument();
    expect(enviados).toEqual([]);
  });

  it('shows the server’s refusal, or the contract’s fallback when the server cannot be reached', async () => {
    servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/configuracoes', sessaoDoPapel(2));
    const usos = await screen.findByLabelText(/Usos semanais do voucher/);
    await waitFor(() => expect(usos).toHaveValue('3'));

    servidor.use(
      graphql.mutation(AtualizarConfiguracoesSistemaDocument, () =>
        HttpResponse.json({ errors: [{ message: MENSAGENS.semPermissao, extensions: { code: 'FORBIDDEN' } }] }),
      ),
    );
    await usuario.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.semPermissao)).toBeInTheDocument();

    servidor.use(
      graphql.mutation(AtualizarConfiguracoesSistemaDocument, () =>
        HttpResponse.json({
          data: {
            atualizarConfiguracoesSistema: {
              __typename: 'ConfiguracoesSistemaPayload',
              resultado: null,
              errosDeUsuario: [{ __typename: 'ErroDeUsuario', campo: 'usosSemanaisVoucher', mensagem: MENSAGENS.usosSemanaisInvalido }],
            },
          },
        }),
      ),
    );
    await usuario.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.usosSemanaisInvalido)).toBeInTheDocument();

    servidor.use(graphql.mutation(AtualizarConfiguracoesSistemaDocument, () => HttpResponse.error()));
    await usuario.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.erroAtualizarConfiguracoes)).toBeInTheDocument();
  });

  it('says so when the settings cannot be loaded', async () => {
    servidor.use(graphql.query(ConfiguracoesSistemaDocument, () => HttpResponse.error()));
    abrirPainel('/painel/configuracoes', sessaoDoPapel(2));
    expect(await screen.findByText(MENSAGENS.erroCarregarConfiguracoes)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SALVAR' })).toBeDisabled();
  });

  it('is not open to roles outside 1 and 2', async () => {
    servir();
    abrirPainel('/painel/configuracoes', sessaoDoPapel(0));
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Limite de pontuação/)).not.toBeInTheDocument();
  });
});
