import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MantineProvider } from '@mantine/core';
import { MENSAGENS } from '@sw/common';
import { criarClienteApollo } from '../apollo';
import { ConsultarCepDocument } from '../gql/graphql';
import { ProvedoresApp } from '../ProvedoresApp';
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

describe('CampoData formato="iso" (what the API reads) and the pt-BR calendar', () => {
  function Iso(props: { inicial?: string; minData?: string; maxData?: string }) {
    const [valor, definir] = useState(props.inicial ?? '');
    return (
      <>
        <CampoData formato="iso" label="Data inicial" value={valor} onChange={definir} minData={props.minData} maxData={props.maxData} />
        <output data-testid="valor">{valor}</output>
        <button type="button" onClick={() => definir('2030-01-31')}>
          carregar
        </button>
        <button type="button">outro</button>
      </>
    );
  }
  const valor = () => screen.getByTestId('valor').textContent;

  it('shows AAAA-MM-DD as DD/MM/AAAA and sends only whole days, as AAAA-MM-DD', async () => {
    const usuario = userEvent.setup();
    renderizar(<Iso inicial="2026-11-05" />);
    const campo = screen.getByLabelText('Data inicial');
    expect(campo).toHaveValue('05/11/2026');
    await usuario.clear(campo);
    expect(valor()).toBe('');
    await usuario.type(campo, '2512202');
    // Half a date is not a value: the parent still has none.
    expect(campo).toHaveValue('25/12/202');
    expect(valor()).toBe('');
    await usuario.type(campo, '6');
    expect(valor()).toBe('2026-12-25');
    // A value set from outside (a record loaded for editing) replaces the text.
    await usuario.click(screen.getByRole('button', { name: 'carregar' }));
    expect(campo).toHaveValue('31/01/2030');
  });

  it('refuses an impossible day and one outside the limits on leaving, naming the limit', async () => {
    const usuario = userEvent.setup();
    renderizar(<Iso minData="2026-01-10" maxData="2026-12-31" />);
    const campo = screen.getByLabelText('Data inicial');
    await usuario.type(campo, '31022026');
    await sair(usuario);
    expect(await screen.findByText('Data inicial inválido')).toBeInTheDocument();
    expect(campo).toHaveValue('');
    await usuario.type(campo, '09012026');
    expect(valor()).toBe('');
    await sair(usuario);
    expect(await screen.findByText('Data inicial deve ser a partir de 10/01/2026')).toBeInTheDocument();
    await usuario.type(campo, '01012027');
    await sair(usuario);
    expect(await screen.findByText('Data inicial deve ser até 31/12/2026')).toBeInTheDocument();
    expect(valor()).toBe('');
  });

  it('picks a day in the calendar, in Portuguese, with the days outside the limits disabled', async () => {
    const usuario = userEvent.setup();
    // Inside the apps' providers, which set the pt-BR dates.
    render(
      <ProvedoresApp ambiente="test">
        <Iso inicial="2026-03-10" minData="2026-03-05" />
      </ProvedoresApp>,
    );
    await usuario.click(screen.getByRole('button', { name: 'Escolher no calendário' }));
    // pt-BR month names and Sunday first (DatesProvider in ProvedoresApp).
    expect(await screen.findByText(/março 2026/i)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent?.toLowerCase())[0]).toMatch(/^do/);
    expect(screen.getByRole('button', { name: '4 março 2026' })).toBeDisabled();
    await usuario.click(screen.getByRole('button', { name: '20 março 2026' }));
    expect(valor()).toBe('2026-03-20');
    expect(screen.getByLabelText('Data inicial')).toHaveValue('20/03/2026');
  });

  it('speaks Portuguese without the dates provider too (the storefront mounts only MantineProvider)', async () => {
    const usuario = userEvent.setup();
    render(
      <MantineProvider env="test">
        <Iso inicial="2026-03-10" />
      </MantineProvider>,
    );
    await usuario.click(screen.getByRole('button', { name: 'Escolher no calendário' }));
    expect(await screen.findByText(/março 2026/i)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent?.toLowerCase())[0]).toMatch(/^do/);
    await usuario.click(screen.getByRole('button', { name: '20 março 2026' }));
    expect(valor()).toBe('2026-03-20');
  });
});

describe('CampoCep', () => {
  const ENDERECO = {
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    complemento: 'até 610 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  };

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
      graphql.query(ConsultarCepDocument, ({ variables }) => {
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
      expect(aoEndereco).toHaveBeenCalledWith({
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
        complemento: 'até 610 - lado par',
      }),
    );
    expect(pedido).toEqual({ cep: '01310100' });
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    // Leaving again without typing does not look it up again (the user may have edited the address).
    await usuario.click(screen.getByLabelText('CEP'));
    await sair(usuario);
    expect(aoEndereco).toHaveBeenCalledTimes(1);
  });

  it('an unknown CEP says "CEP inválido" once and clears the field', async () => {
    servidor.use(graphql.query(ConsultarCepDocument, () => HttpResponse.json({ data: { cep: null } })));
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
      graphql.query(ConsultarCepDocument, () =>
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
