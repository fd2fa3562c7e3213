import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { ChavesIntegracaoDocument, CriarChaveIntegracaoDocument, RevogarChaveIntegracaoDocument, type LinhaChaveIntegracaoFragment } from '@sw/client/gql';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const chave = (id: number, nome: string, extra: Partial<LinhaChaveIntegracaoFragment> = {}): LinhaChaveIntegracaoFragment => ({
  __typename: 'ChaveIntegracao',
  id: String(id),
  nome,
  plataforma: 'SW PRO Cursos',
  prefixo: `swk_abc${id}defg`,
  criadoEm: '2026-11-20T12:00:00.000Z',
  criadoPor: 'Ana Administradora',
  revogadaEm: null,
  ultimoUsoEm: null,
  ativa: true,
  ...extra,
});

function servir() {
  const chaves = [
    chave(1, 'SW PRO produção', { ultimoUsoEm: '2026-11-21T10:00:00.000Z' }),
    chave(2, 'Antiga', { ativa: false, revogadaEm: '2026-11-01T10:00:00.000Z' }),
  ];
  const mutacoes: { nome: string; variaveis: Record<string, unknown> }[] = [];
  servidor.use(
    graphql.query(ChavesIntegracaoDocument, () => HttpResponse.json({ data: { chavesIntegracao: chaves } })),
    graphql.mutation(CriarChaveIntegracaoDocument, ({ variables }) => {
      mutacoes.push({ nome: 'CriarChaveIntegracao', variaveis: variables });
      const nomes: Record<string, string> = { SW_PRO_CURSOS: 'SW PRO Cursos', ACHE_SEU_PINTOR: 'Ache Seu Pintor' };
      const nova = chave(3, String((variables.input as { nome: string }).nome), { plataforma: nomes[(variables.input as { plataforma: string }).plataforma] });
      chaves.unshift(nova);
      return HttpResponse.json({
        data: {
          criarChaveIntegracao: {
            __typename: 'ChaveCriadaPayload',
            errosDeUsuario: [],
            resultado: { __typename: 'ChaveCriada', mensagem: 'ok', segredo: 'swk_SEGREDO-mostrado-uma-vez', chave: nova },
          },
        },
      });
    }),
    graphql.mutation(RevogarChaveIntegracaoDocument, ({ variables }) => {
      mutacoes.push({ nome: 'RevogarChaveIntegracao', variaveis: variables });
      const id = (variables.input as { id: string }).id;
      const revogada = { ...chaves.find((c) => c.id === id)!, ativa: false, revogadaEm: '2026-11-22T08:00:00.000Z' };
      return HttpResponse.json({
        data: {
          revogarChaveIntegracao: {
            __typename: 'ChaveRevogadaPayload',
            errosDeUsuario: [],
            resultado: { __typename: 'ChaveRevogada', mensagem: 'Chave de integração revogada.', chave: revogada },
          },
        },
      });
    }),
  );
  return mutacoes;
}

const tabela = () => screen.getByRole('table', { name: 'Chaves de integração' });

describe('Integrações', () => {
  it('lists keys by prefix only, creates one showing its secret once, and revokes an active one', async () => {
    const mutacoes = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/integracoes', sessaoDoPapel(2));
    expect(await screen.findByText('SW PRO produção')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Integrações/ })).toBeInTheDocument();
    const ativa = within(within(tabela()).getByRole('row', { name: /SW PRO produção/ }));
    expect(ativa.getByText('swk_abc1defg…')).toBeInTheDocument();
    expect(ativa.getByText('Ativa')).toBeInTheDocument();
    const antiga = within(within(tabela()).getByRole('row', { name: /Antiga/ }));
    expect(antiga.getByText(/Revogada em/)).toBeInTheDocument();
    expect(antiga.queryByRole('button', { name: /Revogar/ })).toBeNull();
    expect(antiga.getByText('Nunca usada')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Nova chave' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Nova chave de integração' }));
    await u.type(dialogo.getByLabelText(/^Nome/), 'Ache produção');
    await u.click(dialogo.getByRole('combobox', { name: /^Plataforma/ }));
    await u.click(await screen.findByRole('option', { name: 'Ache Seu Pintor' }));
    await u.click(dialogo.getByRole('button', { name: 'CRIAR CHAVE' }));
    expect(await dialogo.findByText('swk_SEGREDO-mostrado-uma-vez')).toBeInTheDocument();
    expect(dialogo.getByText(/não será mostrada novamente/)).toBeInTheDocument();
    expect(mutacoes[0]).toEqual({ nome: 'CriarChaveIntegracao', variaveis: { input: { nome: 'Ache produção', plataforma: 'ACHE_SEU_PINTOR' } } });
    // The footer button, not the dialog's own close icon (also named "Fechar").
    await u.click(dialogo.getAllByRole('button', { name: 'Fechar' }).find((b) => b.textContent === 'Fechar')!);
    await waitFor(() => expect(screen.queryByText('swk_SEGREDO-mostrado-uma-vez')).toBeNull());
    expect(await within(tabela()).findByText('Ache produção')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Revogar SW PRO produção' }));
    await u.click(await screen.findByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Chave de integração revogada.')).toBeInTheDocument();
    expect(mutacoes[1]).toEqual({ nome: 'RevogarChaveIntegracao', variaveis: { input: { id: '1' } } });
    await waitFor(() => expect(within(within(tabela()).getByRole('row', { name: /SW PRO produção/ })).queryByText('Ativa')).toBeNull());
  });

  it('is in the side menu for role 2 only', async () => {
    servir();
    abrirPainel('/painel/integracoes', sessaoDoPapel(1));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Integrações/ })).toBeNull());
    expect(screen.queryByRole('table', { name: 'Chaves de integração' })).toBeNull();
  });
});
