import { render, screen } from '@testing-library/react';
import { DEFAULT_THEME, mergeMantineTheme, Modal, Table } from '@mantine/core';
import { PaginaEmConstrucao } from './PaginaEmConstrucao';
import { ProvedoresApp } from './ProvedoresApp';
import { TabelaPaginada } from './tabela';
import { contraste, tema, variaveisAcessiveis } from './tema';

/** The theme's accessibility rules (docs/acessibilidade.md), as the apps get them from ProvedoresApp. */
const comProvedores = (ui: React.ReactNode) => render(<ProvedoresApp ambiente="test">{ui}</ProvedoresApp>);

describe('accessibility rules of the theme', () => {
  it('dimmed text is gray.7 (≥ 4.5:1 on white), not Mantine’s gray.6', () => {
    comProvedores(<span>texto</span>);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(/--mantine-color-dimmed:\s*var\(--mantine-color-gray-7\)/);
    expect(css).not.toMatch(/--mantine-color-dimmed:\s*var\(--mantine-color-gray-6\)/);
  });

  it('every palette’s filled, outline and light-variant text reaches 4.5:1; the brand blue is unchanged', () => {
    const completo = mergeMantineTheme(DEFAULT_THEME, tema);
    const { light } = variaveisAcessiveis(completo);
    const valor = (nome: string, chave: string, padrao: string) => light[`--mantine-color-${nome}-${chave}`] ?? padrao;
    for (const [nome, cores] of Object.entries(completo.colors)) {
      if (nome === 'dark') continue;
      expect([nome, contraste(valor(nome, 'filled', cores[7]), '#ffffff') >= 4.5]).toEqual([nome, true]);
      expect([nome, contraste(valor(nome, 'light-color', cores[9]), cores[1]) >= 4.5]).toEqual([nome, true]);
    }
    expect(light['--mantine-color-marca-filled']).toBeUndefined();
    expect(contraste(light['--mantine-color-placeholder'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Mantine's own green.7 and orange.9 fall short: the check is not vacuous.
    expect(contraste(completo.colors.green[7], '#ffffff')).toBeLessThan(4.5);
    expect(light['--mantine-color-green-filled']).toBeDefined();
  });

  it('a dialog’s close button has a name', () => {
    comProvedores(
      <Modal opened onClose={() => undefined} title="Aviso">
        conteúdo
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('a table scroll area is a named region the keyboard reaches', () => {
    comProvedores(
      <Table.ScrollContainer minWidth={900}>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>1</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>,
    );
    const regiao = screen.getByRole('region', { name: 'Tabela' });
    expect(regiao).toHaveAttribute('tabindex', '0');
  });

  it('the paged table names its scroll region after the table', async () => {
    comProvedores(
      <TabelaPaginada<{ id: number }>
        colunas={[{ campo: 'id', titulo: 'Id' }]}
        carregar={async () => ({ linhas: [{ id: 1 }], total: 1 })}
        ordenacaoInicial={{ campo: 'id', direcao: 'asc' }}
        chave={(l) => l.id}
        rotulo="Redes"
      />,
    );
    expect(await screen.findByRole('region', { name: 'Redes' })).toHaveAttribute('tabindex', '0');
  });

  it('a placeholder screen has its one h1', () => {
    comProvedores(<PaginaEmConstrucao titulo="Resgates" />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
