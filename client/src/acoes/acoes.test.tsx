import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DURACAO_TOAST, MENSAGENS } from '@sw/common';
import { limparNotificacoes } from '../notificacoes';
import { renderizar } from '../testes/renderizar';
import { AlternarAtivo } from './AlternarAtivo';
import { confirmar } from './confirmar';

afterEach(() => act(() => limparNotificacoes()));

describe('AlternarAtivo', () => {
  it('moves at once, saves, and says "Status atualizado com sucesso" for 3 s', async () => {
    const usuario = userEvent.setup();
    const mostrar = jest.spyOn(notifications, 'show');
    let concluir!: () => void;
    const aoAlternar = jest.fn(() => new Promise<void>((r) => (concluir = r)));
    renderizar(<AlternarAtivo ativo={false} aoAlternar={aoAlternar} rotuloAcessivel="Ativo" />);
    const chave = screen.getByRole('switch', { name: 'Ativo' });
    expect(chave).not.toBeChecked();
    expect(screen.getByText('Não')).toBeInTheDocument();
    await usuario.click(chave);
    // Optimistic: already Sim while the save runs.
    expect(chave).toBeChecked();
    expect(screen.getByText('Sim')).toBeInTheDocument();
    expect(aoAlternar).toHaveBeenCalledWith(true);
    expect(screen.queryByText(MENSAGENS.statusAtualizado)).not.toBeInTheDocument();
    await act(async () => concluir());
    const toast = await screen.findByText(MENSAGENS.statusAtualizado);
    expect(toast.closest('[data-tipo]')).toHaveAttribute('data-tipo', 'sucesso');
    expect(mostrar).toHaveBeenCalledWith(expect.objectContaining({ message: MENSAGENS.statusAtualizado, autoClose: DURACAO_TOAST.ativo }));
    mostrar.mockRestore();
    expect(chave).toBeChecked();
  });

  it('goes back when the save fails and shows the error unless the client already did', async () => {
    const usuario = userEvent.setup();
    const aoAlternar = jest.fn().mockRejectedValueOnce(new Error('Rede possui lojas ativas'));
    renderizar(<AlternarAtivo ativo aoAlternar={aoAlternar} rotulos={['Liberado', 'Bloqueado']} mensagemSucesso="Liberação do resgate alterada com sucesso" />);
    const chave = screen.getByRole('switch');
    expect(chave).toBeChecked();
    await usuario.click(chave);
    expect(await screen.findByText('Rede possui lojas ativas')).toBeInTheDocument();
    await waitFor(() => expect(chave).toBeChecked());
    expect(screen.getByText('Liberado')).toBeInTheDocument();
    expect(screen.queryByText('Liberação do resgate alterada com sucesso')).not.toBeInTheDocument();
    aoAlternar.mockResolvedValueOnce(undefined);
    await usuario.click(chave);
    expect(await screen.findByText('Liberação do resgate alterada com sucesso')).toBeInTheDocument();
    expect(chave).not.toBeChecked();
  });

  it('follows the value when the row changes from outside, and can be disabled', async () => {
    function Linha() {
      const [ativo, definir] = useState(true);
      return (
        <>
          <AlternarAtivo ativo={ativo} aoAlternar={async () => undefined} desabilitado rotuloAcessivel="Ativo" />
          <Button onClick={() => definir(false)}>desativar</Button>
        </>
      );
    }
    const usuario = userEvent.setup();
    renderizar(<Linha />);
    expect(screen.getByRole('switch', { name: 'Ativo' })).toBeDisabled();
    await usuario.click(screen.getByRole('button', { name: 'desativar' }));
    expect(screen.getByRole('switch', { name: 'Ativo' })).not.toBeChecked();
  });
});

describe('confirmar', () => {
  function Pergunta({ aoResponder }: { aoResponder: (sim: boolean) => void }) {
    return (
      <Button
        onClick={() =>
          void confirmar({ titulo: 'Excluir rede', mensagem: 'Deseja excluir a rede Norte?', rotuloConfirmar: 'Excluir', perigo: true }).then(aoResponder)
        }
      >
        perguntar
      </Button>
    );
  }

  it('resolves true on confirm and false on cancel', async () => {
    const usuario = userEvent.setup();
    const aoResponder = jest.fn();
    renderizar(<Pergunta aoResponder={aoResponder} />);
    await usuario.click(screen.getByRole('button', { name: 'perguntar' }));
    expect(await screen.findByText('Deseja excluir a rede Norte?')).toBeInTheDocument();
    expect(screen.getByText('Excluir rede')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(aoResponder).toHaveBeenCalledWith(true));
    await waitFor(() => expect(screen.queryByText('Deseja excluir a rede Norte?')).not.toBeInTheDocument());

    await usuario.click(screen.getByRole('button', { name: 'perguntar' }));
    await usuario.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(aoResponder).toHaveBeenLastCalledWith(false));
    expect(aoResponder).toHaveBeenCalledTimes(2);
  });
});
