import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { CorrecoesPontuacaoDocument, CorrigirPontuacaoDocument, type CorrecoesPontuacaoQuery } from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

type VendaCorrigir = CorrecoesPontuacaoQuery['correcoesPontuacao']['vendasCorrigir'][number];

const VENDA: VendaCorrigir = {
  __typename: 'VendaCorrigir',
  idVenda: '41',
  revenda: 'Tintas Horizonte Paulista',
  parceiro: 'Carla Demo',
  cpf: '70000000744',
  identificador: 'NF123',
  pontuacaoAtual: '92.00',
  pontuacaoNova: '104.00',
  aPontuar: '12.00',
};
const OUTRA: VendaCorrigir = { ...VENDA, idVenda: '42', identificador: 'NF124', pontuacaoAtual: '50.00', pontuacaoNova: '40.00', aPontuar: '-10.00' };

function servir(listas: VendaCorrigir[][]) {
  const corrigidas: unknown[] = [];
  let analises = 0;
  servidor.use(
    graphql.query(CorrecoesPontuacaoDocument, () => {
      const vendasCorrigir = listas[Math.min(analises++, listas.length - 1)]!;
      return HttpResponse.json({ data: { correcoesPontuacao: { __typename: 'CorrecoesPontuacao', vendasCorrigir } } });
    }),
    graphql.mutation(CorrigirPontuacaoDocument, ({ variables }) => {
      const { idVenda } = variables.input;
      corrigidas.push(idVenda);
      return HttpResponse.json({
        data: {
          corrigirPontuacao: {
            __typename: 'CorrecaoAplicadaPayload',
            errosDeUsuario: [],
            resultado: { __typename: 'CorrecaoAplicada', mensagem: MENSAGENS.pontuacaoCorrigida, idVenda, aplicado: '12.00', restante: '0.00' },
          },
        },
      });
    }),
  );
  return corrigidas;
}

describe('Correção de Pontuação (/processar/correcao-pontuacao)', () => {
  it('ANALISAR lists the sales with their figures; Corrigir corrects one and the list is analysed again', async () => {
    const corrigidas = servir([[VENDA, OUTRA], [OUTRA]]);
    const u = userEvent.setup();
    abrirPainel('/painel/processar/correcao-pontuacao', sessaoDoPapel(0));
    await u.click(await screen.findByRole('button', { name: 'ANALISAR' }));
    const tabela = await screen.findByRole('table', { name: 'Vendas para corrigir' });
    const linhas = within(tabela)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 8)
          .map((c) => c.textContent),
      );
    expect(linhas).toEqual([
      ['41', 'Tintas Horizonte Paulista', 'Carla Demo', '700.000.007-44', 'NF123', '92,00', '104,00', '+12,00'],
      ['42', 'Tintas Horizonte Paulista', 'Carla Demo', '700.000.007-44', 'NF124', '50,00', '40,00', '-10,00'],
    ]);
    await u.click(screen.getByRole('button', { name: 'Corrigir a venda 41' }));
    expect(await screen.findByText(MENSAGENS.pontuacaoCorrigida)).toBeInTheDocument();
    expect(corrigidas).toEqual(['41']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Corrigir a venda 41' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Corrigir a venda 42' })).toBeInTheDocument();
  });

  it("nothing to correct: 'Nenhuma venda com pontuação para corrigir foi encontrada'", async () => {
    servir([[]]);
    const u = userEvent.setup();
    abrirPainel('/painel/processar/correcao-pontuacao', sessaoDoPapel(2));
    await u.click(await screen.findByRole('button', { name: 'ANALISAR' }));
    expect(await screen.findAllByText(MENSAGENS.nenhumaVendaCorrigir)).not.toHaveLength(0);
    expect(screen.queryByRole('table', { name: 'Vendas para corrigir' })).not.toBeInTheDocument();
  });
});
