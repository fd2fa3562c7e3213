import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAGENS } from '@sw/common';
import { limparNotificacoes } from '../notificacoes';
import { renderizar } from '../testes/renderizar';
import { CampoCpf } from './CampoCpf';
import { CampoMascarado } from './CampoMascarado';

afterEach(() => act(() => limparNotificacoes()));

function Controlado({ aoValido }: { aoValido?: (d: string) => void }) {
  const [cpf, setCpf] = useState('');
  return (
    <>
      <CampoCpf value={cpf} onChange={setCpf} aoCpfValido={aoValido} />
      <output data-testid="valor">{cpf}</output>
      <button type="button">outro</button>
    </>
  );
}

describe('CampoCpf', () => {
  it('masks as the user types and reports the digits of a valid CPF on blur', async () => {
    const usuario = userEvent.setup();
    const aoValido = jest.fn();
    renderizar(<Controlado aoValido={aoValido} />);
    const campo = screen.getByLabelText('CPF');
    await usuario.type(campo, '30000000388');
    expect(campo).toHaveValue('300.000.003-88');
    expect(screen.getByTestId('valor')).toHaveTextContent('300.000.003-88');
    await usuario.click(screen.getByRole('button', { name: 'outro' }));
    expect(aoValido).toHaveBeenCalledWith('30000000388');
    expect(campo).toHaveValue('300.000.003-88');
    expect(screen.queryByText(MENSAGENS.cpfInvalido)).not.toBeInTheDocument();
  });

  it('on blur with an invalid CPF shows "CPF não é válido" and clears the field', async () => {
    const usuario = userEvent.setup();
    const aoValido = jest.fn();
    renderizar(<Controlado aoValido={aoValido} />);
    const campo = screen.getByLabelText('CPF');
    await usuario.type(campo, '12345678900');
    await usuario.click(screen.getByRole('button', { name: 'outro' }));
    expect(await screen.findByText(MENSAGENS.cpfInvalido)).toBeInTheDocument();
    expect(campo).toHaveValue('');
    expect(screen.getByTestId('valor')).toHaveTextContent('');
    expect(aoValido).not.toHaveBeenCalled();
  });

  it('refuses incomplete and repeated-digit CPFs, and says nothing when left empty', async () => {
    const usuario = userEvent.setup();
    renderizar(<CampoCpf />);
    const campo = screen.getByLabelText('CPF');
    await usuario.click(campo);
    await usuario.tab();
    expect(screen.queryByText(MENSAGENS.cpfInvalido)).not.toBeInTheDocument();
    await usuario.type(campo, '11111111111');
    await usuario.tab();
    expect(await screen.findByText(MENSAGENS.cpfInvalido)).toBeInTheDocument();
    expect(campo).toHaveValue('');
    await usuario.type(campo, '3000');
    await usuario.tab();
    expect(campo).toHaveValue('');
  });
});

describe('CampoMascarado', () => {
  it('applies any mask and hands the masked text to onChange', async () => {
    const usuario = userEvent.setup();
    const aoMudar = jest.fn();
    renderizar(<CampoMascarado label="Celular" mascara="(99) 99999-9999" onChange={aoMudar} />);
    await usuario.type(screen.getByLabelText('Celular'), '11987654321xyz9');
    expect(screen.getByLabelText('Celular')).toHaveValue('(11) 98765-4321');
    expect(aoMudar).toHaveBeenLastCalledWith('(11) 98765-4321');
  });
});
