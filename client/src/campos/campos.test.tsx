import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MENSAGENS } from '@sw/common';
import { criarClienteApollo } from '../apollo';
import { limparNotificacoes } from '../notificacoes';
import { renderizar } from '../testes/renderizar';
import { CampoCep, type EnderecoCep } from './CampoCep';
import { CampoCnpj } from './CampoCnpj';
import { CampoData } from './CampoData';
import { CampoTelefone } from './CampoTelefone';

const servidor = setupServer();
beforeAll(() => servidor.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  servidor.resetHandlers();
  act(() => limparNotificacoes());
});
afterAll(() => servidor.close());

const sair = (usuario: ReturnType<typeof userEvent.setup>) => usuario.click(screen.getByRole('button', { name: 'outro' }));

describe('CampoCnpj', () => {
  function Controlado({ aoValido }: { aoValido: (d: string) => void }) {
    const [cnpj, definir] = useState('');
    return (
      <>
        <CampoCnpj value={cnpj} onChange={definir} aoCnpjValido={aoValido} />
        <output data-testid="valor">{cnpj}</output>
        <button type="button">outro</button>
      </>
    );
  }

  it('masks 99.999.999/9999-99 and reports the digits of a valid CNPJ', async () => {
    const usuario = userEvent.setup();
    const aoValido = jest.fn();
    renderizar(<Controlado aoValido={aoValido} />);
    await usuario.type(screen.getByLabelText('CNPJ'), '11222333000181');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    await sair(usuario);
    expect(aoValido).toHaveBeenCalledWith('11222333000181');
    expect(screen.queryByText(MENSAGENS.cnpjInvalido)).not.toBeInTheDocument();
  });

  it.each(['11222333000182', '00000000000000', '1122233'])('on blur refuses %s with "CNPJ não é válido" and clears', async (digitos) => {
    const usuario = userEvent.setup();
    const aoValido = jest.fn();
    renderizar(<Controlado aoValido={aoValido} />);
    await usuario.type(screen.getByLabelText('CNPJ'), digitos);
    await sair(usuario);
    expect(await screen.findByText(MENSAGENS.cnpjInvalido)).toBeInTheDocument();
    expect(screen.getByLabelText('CNPJ')).toHaveValue('');
    expect(screen.getByTestId('valor')).toHaveTextContent('');
    expect(aoValido).not.toHaveBeenCalled();
  });
});

describe('CampoTelefone', () => {
  it('masks a mobile as (99) 99999-9999 and a landline as (99) 9999-9999', async () => {
    const usuario = userEvent.setup();
    renderizar(
      <>
        <CampoTelefone tipo="celular" label="Celular" />
        <CampoTelefone tipo="telefone" label="Telefone" />
        <button type="button">outro</button>
      </>,
    );
    await usuario.type(screen.getByLabelText('Celular'), '11987654321');
    await usuario.type(screen.getByLabelText('Telefone'), '1133334444');
    await sair(usuario);
    expect(screen.getByLabelText('Celular')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 3333-4444');
    expect(screen.queryByText(/inválido/)).not.toBeInTheDocument();
  });

  it('under 10 digits says "<label> inválido" and clears; empty says nothing', async () => {
    const usuario = userEvent.setup();
    const aoMudar = jest.fn();
    renderizar(
      <>
        <CampoTelefone tipo="celular" label="Celular" onChange={aoMudar} />
        <button type="button">outro</button>
      </>,
    );
    await usuario.click(screen.getByLabelText('Celular'));
    await sair(usuario);
    expect(screen.queryByText(MENSAGENS.invalido('Celular'))).not.toBeInTheDocument();
    await usuario.type(screen.getByLabelText('Celular'), '119876543');
    await sair(usuario);
    expect(await screen.findByText('Celular inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('Celular')).toHaveValue('');
    expect(aoMudar).toHaveBeenLastCalledWith('');
  });
});

describe('CampoData', () => {
  it('masks 99/99/9999 and keeps a real day', async () => {
    const usuario = userEvent.setup();
    renderizar(
      <>
        <CampoData label="Data de nascimento" />
        <button type="button">outro</button>
      </>,
    );
    await usuario.type(screen.getByLabelText('Data de nascimento'), '29021992');
    await sair(usuario);
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('29/02/1992');
    expect(screen.queryByText(/inválido/)).not.toBeInTheDocument();
  });

  it.each(['3112199', '31021990', '00001990'])('refuses %s with "<label> inválido" and clears', async (digitos) => {
    const usuario = userEvent.setup();
    renderizar(
      <>
        <CampoData label="Data de nascimento" />
        <button type="button">outro</button>
      </>,
    );
    await usuario.type(screen.getByLabelText('Data de nascimento'), digitos);
    await sair(usuario);
    expect(await screen.findByText('Data de nascimento inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('');
  });
});

describe('CampoCep', () => {
  const ENDERECO = { cep: '01310100', logradouro: 'Avenida Paulista', complemento: 'até 610 - lado par', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' };

  function Formulario({ inicial = '', aoEndereco }: { inicial?: string; aoEndereco: (e: EnderecoCep) => void }) {
    const [cep, definir] = useState(inicial);
    return (
      <>
        <CampoCep value={cep} onChange={definir} aoEndereco={aoEndereco} />
        <button type="button">outro</button>
      </>
    );
  }

  it('looks the CEP up on leaving the field and hands over the address', async () => {
    let pedido: unknown = null;
    servidor.use(
      graphql.query('ConsultarCep', ({ variables }) => {
        pedido = variables;
        return HttpResponse.json({ data: { cep: { __typename: 'Endereco', ...ENDERECO } } });
      }),
    );
    const usuario = userEvent.setup();
    const aoEndereco = jest.fn();
    renderizar(<Formulario aoEndereco={aoEndereco} />, criarClienteApollo());
    await usuario.type(screen.getByLabelText('CEP'), '01310100');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    await sair(usuario);
    await waitFor(() =>
      expect(aoEndereco).toHaveBeenCalledWith({ logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP', complemento: 'até 610 - lado par' }),
    );
    expect(pedido).toEqual({ cep: '01310100' });
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    // Leaving again without typing does not look it up again (the user may have edited the address).
    await usuario.click(screen.getByLabelText('CEP'));
    await sair(usuario);
    expect(aoEndereco).toHaveBeenCalledTimes(1);
  });

  it('an unknown CEP says "CEP inválido" once and clears the field', async () => {
    servidor.use(
      graphql.query('ConsultarCep', () => HttpResponse.json({ data: { cep: null } })),
    );
    const usuario = userEvent.setup();
    const aoEndereco = jest.fn();
    renderizar(<Formulario aoEndereco={aoEndereco} />, criarClienteApollo());
    await usuario.type(screen.getByLabelText('CEP'), '99999999');
    await sair(usuario);
    expect(await screen.findAllByText(MENSAGENS.cepInvalido)).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('CEP')).toHaveValue(''));
    expect(aoEndereco).not.toHaveBeenCalled();
  });

  it('an incomplete CEP says "CEP inválido" and clears without asking the server', async () => {
    const usuario = userEvent.setup();
    renderizar(<Formulario aoEndereco={jest.fn()} />, criarClienteApollo());
    await usuario.type(screen.getByLabelText('CEP'), '0131');
    await sair(usuario);
    expect(await screen.findByText(MENSAGENS.cepInvalido)).toBeInTheDocument();
    expect(screen.getByLabelText('CEP')).toHaveValue('');
  });

  it('when the lookup service is down, shows its message and keeps the CEP so the address can be typed', async () => {
    const indisponivel = 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.';
    servidor.use(
      graphql.query('ConsultarCep', () =>
        HttpResponse.json({ data: null, errors: [{ message: indisponivel, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }),
      ),
    );
    const usuario = userEvent.setup();
    const aoEndereco = jest.fn();
    renderizar(<Formulario aoEndereco={aoEndereco} />, criarClienteApollo());
    await usuario.type(screen.getByLabelText('CEP'), '01310100');
    await sair(usuario);
    expect(await screen.findAllByText(indisponivel)).toHaveLength(1);
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    expect(aoEndereco).not.toHaveBeenCalled();
  });

  it('does not look up a CEP that came filled (edit form) until the user changes it', async () => {
    const usuario = userEvent.setup();
    const aoEndereco = jest.fn();
    renderizar(<Formulario inicial="01310100" aoEndereco={aoEndereco} />, criarClienteApollo());
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    await usuario.click(screen.getByLabelText('CEP'));
    await sair(usuario);
    expect(aoEndereco).not.toHaveBeenCalled();
  });
});
