import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { LogsDocument, TiposLogDocument } from '@sw/client/gql';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

describe('Logs', () => {
  it('opens on the last 7 days, newest first, filters by type, shows what changed in words and the parameters as readable JSON', async () => {
    const pedidos: Record<string, unknown>[] = [];
    servidor.use(
      graphql.query(TiposLogDocument, () =>
        HttpResponse.json({
          data: {
            tiposLog: [
              { __typename: 'TipoLog', tipo: 'banners.criar', titulo: 'Banner cadastrado' },
              { __typename: 'TipoLog', tipo: 'resgates.cancelar', titulo: 'Resgate cancelado' },
            ],
          },
        }),
      ),
      graphql.query(LogsDocument, ({ variables }) => {
        pedidos.push(variables);
        return HttpResponse.json({
          data: {
            logs: {
              __typename: 'LogPagina',
              total: 1,
              totalEstimado: false,
              itens: [
                {
                  __typename: 'Log',
                  id: '5',
                  responsavel: 'Adriana Administradora',
                  tipo: 'banners.criar',
                  titulo: 'Banner cadastrado',
                  parametros: '{"id":3,"antes":{"titulo":"Natl"},"depois":{"titulo":"Natal"}}',
                  resumo: ['Id: 3', 'Título: Natl → Natal'],
                  criadoEm: '2026-11-20T15:30:00.000Z',
                },
              ],
            },
          },
        });
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/logs', sessaoDoPapel(2));
    const tabela = await screen.findByRole('table', { name: 'Logs' });
    expect(await within(tabela).findByText('Adriana Administradora')).toBeInTheDocument();
    expect(within(tabela).getByText('Título: Natl → Natal')).toBeVisible();
    const bloco = within(tabela).getByText(/"titulo": "Natal"/);
    expect(bloco.textContent).toBe('{\n  "id": 3,\n  "antes": {\n    "titulo": "Natl"\n  },\n  "depois": {\n    "titulo": "Natal"\n  }\n}');
    const hoje = new Date();
    const seteDias = new Date(hoje.getTime() - 7 * 86_400_000);
    const dia = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(pedidos[0]).toMatchObject({ input: { tipo: null, dataInicial: dia(seteDias), dataFinal: dia(hoje), pagina: 1, porPagina: 10 } });
    await u.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await u.click(await screen.findByRole('option', { name: 'Resgate cancelado' }));
    await waitFor(() => expect(pedidos.at(-1)).toMatchObject({ input: { tipo: 'resgates.cancelar' } }));
  });

  it('is a role 2 screen', async () => {
    abrirPainel('/painel/logs', sessaoDoPapel(1));
    expect(await screen.findByText('Acesso não permitido')).toBeInTheDocument();
  });
});
