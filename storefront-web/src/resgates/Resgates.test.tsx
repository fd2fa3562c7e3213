import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { MeuVoucherDocument, MeusResgatesLojaDocument, type MeuVoucherQuery } from '@sw/client/gql';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';
import { escolherModelo, primeiroEUltimoNome } from './modelos';

type Voucher = NonNullable<MeuVoucherQuery['meuVoucher']>;

const voucher = (extra: Partial<Voucher> = {}): Voucher => ({
  __typename: 'Voucher',
  id: '41',
  qtde: 1,
  redemptionCode: 'A1B2C3D4E5F6',
  resgatadoEm: '2026-11-20T15:00:00.000Z',
  nome: 'Maria Aparecida da Silva',
  email: 'maria@example.com',
  premio: 'Fone de ouvido',
  codigo: 'JBL15',
  parceiroOferta: 'JBL',
  descricao: 'Fone JBL com desconto',
  tipo: 'geral',
  obs: null,
  escolhaMembro: null,
  local: null,
  origem: 'oferta',
  cancelado: false,
  canceladoEm: null,
  ...extra,
});

describe('/resgates and the voucher', () => {
  beforeEach(() => entrarComo(criarParceiro()));

  it('lists the redemptions as "qtde x prize (code)" linking to the voucher', async () => {
    servidor.use(
      graphql.query(MeusResgatesLojaDocument, () =>
        HttpResponse.json({
          data: {
            meusResgates: [
              {
                __typename: 'Resgate',
                id: '41',
                qtde: 1,
                redemptionCode: 'A1B2',
                resgatadoEm: '2026-11-20T15:00:00.000Z',
                status: 'NAO_ENTREGUE',
                premio: { __typename: 'ResgatePremio', id: '3', nome: 'Fone de ouvido', codigo: 'JBL15' },
              },
              {
                __typename: 'Resgate',
                id: '42',
                qtde: 1,
                redemptionCode: 'C3D4',
                resgatadoEm: '2026-11-21T15:00:00.000Z',
                status: 'CANCELADO',
                premio: { __typename: 'ResgatePremio', id: '4', nome: 'Caneca', codigo: 'CANECA' },
              },
            ],
          },
        }),
      ),
    );
    renderizarLoja('/resgates');
    expect(await screen.findByRole('heading', { name: 'RESGATES' })).toBeInTheDocument();
    const ativo = await screen.findByRole('link', { name: '1 x Fone de ouvido (JBL15)' });
    expect(ativo).toHaveAttribute('href', '/resgates/41');
    const cancelado = screen.getByRole('link', { name: '1 x Caneca (CANECA)' }).closest('.mantine-Paper-root') as HTMLElement;
    expect(within(cancelado).getByText('Cancelado')).toBeInTheDocument();
    expect(within(cancelado).getByText('Os pontos voltaram para o seu saldo.')).toBeInTheDocument();
    expect(within(ativo.closest('.mantine-Paper-root') as HTMLElement).queryByText('Cancelado')).not.toBeInTheDocument();
  });

  it('the JBL voucher: first and last name, e-mail, the code, how to use it, 15% off, hints and rules', async () => {
    servidor.use(graphql.query(MeuVoucherDocument, ({ variables }) => HttpResponse.json({ data: { meuVoucher: { ...voucher(), id: variables.id } } })));
    renderizarLoja('/resgates/41');
    const v = await screen.findByRole('article', { name: 'Voucher' });
    for (const titulo of ['SEUS DADOS', 'SEU PRÊMIO', 'CÓDIGO PROMOCIONAL', 'COMO UTILIZAR SEU CÓDIGO', 'CONDIÇÕES'])
      expect(within(v).getByRole('heading', { name: titulo })).toBeInTheDocument();
    expect(within(v).getByText('Nome: Maria')).toBeInTheDocument();
    expect(within(v).getByText('Sobrenome: Silva')).toBeInTheDocument();
    expect(within(v).getByText('E-mail: maria@example.com')).toBeInTheDocument();
    expect(within(v).getByTestId('codigo-promocional')).toHaveTextContent('A1B2C3D4E5F6');
    expect(within(v).getByText('15% de desconto na loja oficial JBL.')).toBeInTheDocument();
    expect(within(v).getByText(/Agende sua experiência com pelo menos 7 dias/)).toBeInTheDocument();
    expect(within(v).getByText(/pessoal e intransferível/)).toBeInTheDocument();
    expect(within(v).getByText(/maiores de 18 anos/)).toBeInTheDocument();
    expect(within(v).getByText(/segunda a sexta, das 9h às 17h/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(within(v).queryByText(/Sua escolha/)).not.toBeInTheDocument();
  });

  it("a top-up voucher: operator and number, the team's note apart, and no booking hint", async () => {
    servidor.use(
      graphql.query(MeuVoucherDocument, () =>
        HttpResponse.json({
          data: {
            meuVoucher: voucher({
              premio: 'Recarga R$ 20',
              parceiroOferta: 'Recarga R$ 20',
              origem: 'premio',
              tipo: 'recarga',
              escolhaMembro: 'Vivo 11977776666',
              obs: 'Recarga feita no dia 10',
            }),
          },
        }),
      ),
    );
    renderizarLoja('/resgates/41');
    const v = await screen.findByRole('article', { name: 'Voucher' }, { timeout: 10000 });
    expect(within(v).getByText('Operadora: Vivo')).toBeInTheDocument();
    expect(within(v).getByText('Celular: (11) 97777-6666')).toBeInTheDocument();
    expect(within(v).getByText('Observação da equipe: Recarga feita no dia 10')).toBeInTheDocument();
    expect(within(v).getByText('A recarga será feita no celular que você informou.')).toBeInTheDocument();
    expect(within(v).getByRole('heading', { name: 'COMO RECEBER' })).toBeInTheDocument();
    expect(within(v).getByRole('heading', { name: 'CÓDIGO DO RESGATE' })).toBeInTheDocument();
    expect(within(v).queryByText(/Agende sua experiência/)).not.toBeInTheDocument();
    expect(within(v).queryByText(/maiores de 18 anos/)).not.toBeInTheDocument();
  });

  it('card credit and a physical prize (with its voltage) have their own texts, not an experience’s', async () => {
    servidor.use(
      graphql.query(MeuVoucherDocument, () =>
        HttpResponse.json({
          data: {
            meuVoucher: voucher({
              premio: 'Crédito R$ 100',
              parceiroOferta: 'Crédito R$ 100',
              origem: 'premio',
              tipo: 'credito',
              descricao: 'Crédito no cartão',
            }),
          },
        }),
      ),
    );
    const { unmount } = renderizarLoja('/resgates/41');
    let v = await screen.findByRole('article', { name: 'Voucher' });
    expect(within(v).getByText('O crédito será carregado no seu cartão pré-pago do programa.')).toBeInTheDocument();
    expect(within(v).queryByText(/Agende sua experiência/)).not.toBeInTheDocument();
    unmount();

    servidor.use(
      graphql.query(MeuVoucherDocument, () =>
        HttpResponse.json({
          data: {
            meuVoucher: voucher({
              premio: 'Cafeteira elétrica',
              parceiroOferta: 'Cafeteira elétrica',
              origem: 'premio',
              tipo: 'bivolt',
              escolhaMembro: '220V — Entregar à tarde',
            }),
          },
        }),
      ),
    );
    renderizarLoja('/resgates/41');
    v = await screen.findByRole('article', { name: 'Voucher' });
    expect(within(v).getByText('Voltagem: 220V')).toBeInTheDocument();
    expect(within(v).getByText('Sua observação: Entregar à tarde')).toBeInTheDocument();
    expect(within(v).getByText('Seu prêmio será enviado pela equipe do programa.')).toBeInTheDocument();
    expect(within(v).queryByText(/Agende sua experiência/)).not.toBeInTheDocument();
  });

  it('a cancelled redemption says so, without the code or the print button', async () => {
    servidor.use(
      graphql.query(MeuVoucherDocument, () =>
        HttpResponse.json({ data: { meuVoucher: voucher({ cancelado: true, canceladoEm: '2026-11-22T15:00:00.000Z' }) } }),
      ),
    );
    renderizarLoja('/resgates/41');
    const v = await screen.findByRole('article', { name: 'Voucher' });
    expect(screen.getByText('Resgate cancelado')).toBeInTheDocument();
    expect(screen.getByText('Este resgate foi cancelado em 22/11/2026. Os pontos voltaram para o seu saldo e este voucher não vale mais.')).toBeInTheDocument();
    expect(within(v).queryByTestId('codigo-promocional')).not.toBeInTheDocument();
    expect(within(v).queryByText('A1B2C3D4E5F6')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
    expect(within(v).queryByRole('heading', { name: 'COMO UTILIZAR SEU CÓDIGO' })).not.toBeInTheDocument();
  });

  it('Cashback gets the generic voucher: establishment, address, phone, offer details', async () => {
    servidor.use(
      graphql.query(MeuVoucherDocument, () =>
        HttpResponse.json({
          data: {
            meuVoucher: voucher({
              parceiroOferta: 'Cashback',
              premio: 'Cashback R$ 20',
              descricao: 'Dinheiro de volta na sua conta',
              local: {
                __typename: 'LocalOferta',
                address1: 'Rua A, 10',
                address2: null,
                city: 'São Paulo',
                region: 'SP',
                postCode: '01001-000',
                phoneNumber: '(11) 3333-4444',
              },
            }),
          },
        }),
      ),
    );
    renderizarLoja('/resgates/41');
    const v = await screen.findByRole('article', { name: 'Voucher' });
    expect(within(v).getByText('Entre em contato com o estabelecimento: Cashback.')).toBeInTheDocument();
    expect(within(v).getByText('Endereço: Rua A, 10, São Paulo, SP, 01001-000.')).toBeInTheDocument();
    expect(within(v).getByText('Telefone: (11) 3333-4444.')).toBeInTheDocument();
    expect(within(v).getByRole('heading', { name: 'DETALHES DA OFERTA' })).toBeInTheDocument();
    expect(within(v).getByText('Dinheiro de volta na sua conta')).toBeInTheDocument();
  });

  it("another member's voucher (the server answers not found) shows nothing of it", async () => {
    servidor.use(
      graphql.query(MeuVoucherDocument, () =>
        HttpResponse.json({ errors: [{ message: 'Resgate não encontrado.', extensions: { code: 'NOT_FOUND' } }], data: null }),
      ),
    );
    renderizarLoja('/resgates/99');
    expect(await screen.findByText('Voucher não encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Voucher' })).not.toBeInTheDocument();
  });
});

describe('voucher templates', () => {
  it('by partner, then by reward (lower-case compare); pilates only by partner; Cashback and unknown get the generic', () => {
    const partners = ['PRIMEPASS', 'SAL A GOSTO', 'JBL', 'FERNANDA YOGA', 'DELTA CAFÉS', 'CAFÉ PRO', 'QUEIMACORE', 'PARAFUZO', 'SPOTIFY', 'INSTITUTO DIME'];
    for (const p of partners) expect([p, escolherModelo(p, 'qualquer') !== null]).toEqual([p, true]);
    const recompensas = [
      'Impressão de Retrô fotos',
      'Bloco de Notas Personalizado',
      'Kit com Ímãs',
      'Meditação',
      'Acesso ao streaming Looke',
      'Fotolivro',
      'Impressão de Fotos',
      'Food Delivery',
      'Ingresso de Cinema',
      'Planilha de Corrida Personalizada',
      'Uber car',
      'ACTIVE FITNESS',
      'Aula de Música',
      'Voucher Campanha',
    ];
    for (const r of recompensas) expect([r, escolherModelo('Parceiro sem modelo', r) !== null]).toEqual([r, true]);
    expect(new Set(recompensas.map((r) => escolherModelo('x', r))).size).toBe(recompensas.length);
    expect(escolherModelo('Cashback', 'Cashback R$ 20')).toBeNull();
    expect(escolherModelo('Studio X', 'pilates')).toBeNull();
    expect(escolherModelo('FERNANDA YOGA', 'pilates')?.destaque).toMatch(/Fernanda Yoga/);
    expect(escolherModelo('delta cafés', 'x')?.condicoes).toContain('Código válido até 25/02/2025.');
    expect(escolherModelo('x', 'voucher campanha')?.condicoes.join(' ')).toMatch(/PIX R\$ 1,75; TED R\$ 5,70; transferência para o cartão pré-pago R\$ 9,90/);
    expect(escolherModelo('spotify', 'x')?.condicoes).toEqual(
      expect.arrayContaining(['O PIN vale por 12 meses a partir da compra.', 'Para maiores de 16 anos.']),
    );
    expect(primeiroEUltimoNome('  Ana  ')).toEqual({ primeiro: 'Ana', ultimo: '' });
  });
});
