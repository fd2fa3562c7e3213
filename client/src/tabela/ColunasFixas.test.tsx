import { screen, within } from '@testing-library/react';
import { Badge, Button } from '@mantine/core';
import { renderizar } from '../testes/renderizar';
import { TabelaPaginada, type ColunaTabela } from './TabelaPaginada';

/**
 * Wide tables at 1366 px: the trailing switch columns and the actions are pinned to the
 * right edge, documents never wrap, badges are never cut. jsdom has no layout, so this checks the
 * classes and offsets the component gives (the e2e checks the boxes in Chromium); CSS modules are
 * mapped to their class names here.
 */
type Loja = { id: number; nome: string; cnpj: string; status: string; ativo: boolean; telefone: string };

const LINHAS: Loja[] = [{ id: 1, nome: 'Casa das Cores', cnpj: '12.345.678/0001-95', status: 'NÃO ENTREGUE', ativo: true, telefone: '(11) 98888-7777' }];
const carregar = async () => ({ linhas: LINHAS, total: 1 });

function renderizarCom(colunas: ColunaTabela<Loja>[], acoes = true) {
  renderizar(
    <TabelaPaginada
      rotulo="Lojas"
      colunas={colunas}
      carregar={carregar}
      ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }}
      chave={(l) => l.id}
      acoes={acoes ? (l) => <Button size="xs">Editar {l.nome}</Button> : undefined}
    />,
  );
}

const celula = (linha: HTMLElement, i: number) => within(linha).getAllByRole(linha.closest('thead') ? 'columnheader' : 'cell')[i]!;

describe('pinned columns, documents and badges', () => {
  it('pins the trailing Ativo column and the actions; the leftmost pinned one draws the edge', async () => {
    renderizarCom([
      { campo: 'nome', titulo: 'Nome' },
      { campo: 'cnpj', titulo: 'CNPJ' },
      { campo: 'telefone', titulo: 'Telefone' },
      { campo: 'status', titulo: 'Status', render: (l) => <Badge>{l.status}</Badge> },
      { campo: 'ativo', titulo: 'Ativo', render: (l) => (l.ativo ? 'Sim' : 'Não') },
    ]);
    await screen.findByText('Casa das Cores');
    const [cabecalho, linha] = within(screen.getByRole('table', { name: 'Lojas' })).getAllByRole('row');
    for (const tr of [cabecalho!, linha!]) {
      expect(celula(tr, 0)).not.toHaveClass('fixa');
      expect(celula(tr, 1)).toHaveClass('semQuebra');
      expect(celula(tr, 2)).toHaveClass('semQuebra');
      expect(celula(tr, 3)).not.toHaveClass('fixa');
      expect(celula(tr, 4)).toHaveClass('fixa', 'bordaFixa');
      expect(celula(tr, 5)).toHaveClass('fixa');
      expect(celula(tr, 5)).not.toHaveClass('bordaFixa');
      // jsdom measures every box as 0 wide: both sit at the right edge.
      expect(celula(tr, 5)).toHaveStyle({ right: '0px' });
    }
    expect(screen.getByRole('table', { name: 'Lojas' })).toHaveClass('tabela');
  });

  it('an Ativo column in the middle is not pinned; fixa pins another trailing column; semQuebra overrides', async () => {
    renderizarCom(
      [
        { campo: 'ativo', titulo: 'Ativo', render: (l) => (l.ativo ? 'Sim' : 'Não') },
        { campo: 'cnpj', titulo: 'CNPJ', semQuebra: false },
        { campo: 'status', titulo: 'Liberado', fixa: true },
      ],
      false,
    );
    await screen.findByText('NÃO ENTREGUE');
    const [, linha] = within(screen.getByRole('table', { name: 'Lojas' })).getAllByRole('row');
    expect(celula(linha!, 0)).not.toHaveClass('fixa');
    expect(celula(linha!, 1)).not.toHaveClass('semQuebra');
    expect(celula(linha!, 2)).toHaveClass('fixa', 'bordaFixa');
  });
});
