import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  NovaVendaDocumentoDocument,
  NovaVendaParceiroDocument,
  NovaVendaProdutoDocument,
  PontuarVendaDocument,
  PreviaVendaDocument,
  type NovaVendaParceiroQuery,
} from '@sw/client/gql';
import { digitoChaveAcesso, formatarChaveAcesso, MENSAGENS_CHAVE_ACESSO } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

// The QR decoder is a large library loaded on demand; here it answers with what the test puts in.
const qr = { conteudo: null as string | null };
jest.mock('jsqr', () => ({ __esModule: true, default: () => (qr.conteudo ? { data: qr.conteudo } : null) }));

const servidor = usarServidor();

const CNPJ_LOJA = '11222333000181';
const MEMBRO: NovaVendaParceiroQuery['parceiroPorCpf'] = {
  __typename: 'ParceiroPainel',
  id: '7',
  nome: 'Carla Demo',
  cpf: '70000000744',
  ativo: true,
  revenda: 'Tintas Horizonte Paulista',
  codRevenda: 'THP',
  cnpjRevenda: CNPJ_LOJA,
};
const mesAtual = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }).slice(0, 7);
const aamm = mesAtual.slice(2, 4) + mesAtual.slice(5, 7);

/** A key with its check digit: NFC-e (65) or NF-e (55) of `cnpj`, number `numero`, issued in `anoMes` (AAMM). */
function chave({ cnpj = CNPJ_LOJA, modelo = '65', numero = 123456, mes = aamm } = {}) {
  const base = `35${mes}${cnpj}${modelo}001${String(numero).padStart(9, '0')}1${'10000000'}`;
  return base + digitoChaveAcesso(base);
}

function servir(duplicados: string[] = []) {
  const enviados: Record<string, unknown>[] = [];
  const consultas: Record<string, unknown>[] = [];
  servidor.use(
    graphql.query(NovaVendaParceiroDocument, () => HttpResponse.json({ data: { parceiroPorCpf: MEMBRO } })),
    graphql.query(PreviaVendaDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          previaVenda: {
            __typename: 'PreviaVenda',
            fator: 1,
            totalPontos: '50.00',
            pontosCreditados: '50.00',
            limitePontuacao: '0.00',
            itens: (variables.input as { itens: { codigo: string; qtde: number }[] }).itens.map((i) => ({
              __typename: 'PreviaItemVenda',
              codigo: i.codigo,
              qtde: i.qtde,
              participante: true,
              pontos: '50.00',
            })),
          },
        },
      }),
    ),
    graphql.query(NovaVendaProdutoDocument, () =>
      HttpResponse.json({
        data: {
          produtosPorCodigo: [
            { __typename: 'Produto', id: '1', codigo: 'SW-FUNDO-18L', nome: 'Fundo Preparador de Paredes 18L', valorUnitario: '249.90', valorPontos: '25.00' },
          ],
        },
      }),
    ),
    graphql.query(NovaVendaDocumentoDocument, ({ variables }) => {
      consultas.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: {
          vendasPorDocumento: duplicados.includes(String((variables.input as { identificador: string }).identificador))
            ? [{ __typename: 'VendaDocumento', id: '9' }]
            : [],
        },
      });
    }),
    graphql.mutation(PontuarVendaDocument, ({ variables }) => {
      enviados.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: {
          pontuarVenda: {
            __typename: 'PontuarVendaPayload',
            errosDeUsuario: [],
            resultado: {
              __typename: 'ResultadoPontuacao',
              mensagem: 'Venda processada com sucesso',
              id: '10',
              totalPontos: '25.00',
              pontosCreditados: '25.00',
            },
          },
        },
      });
    }),
  );
  return { enviados, consultas };
}

async function abrirComMembro(u: ReturnType<typeof userEvent.setup>) {
  abrirPainel('/painel/processar/nova-venda', sessaoDoPapel(1));
  await u.type(await screen.findByLabelText(/^CPF/), '70000000744');
  await u.tab();
  expect(await screen.findByText('Carla Demo')).toBeInTheDocument();
}

const campoChave = () => screen.getByLabelText('Chave de acesso (NF-e / NFC-e)');
const avisos = () => screen.queryByRole('alert');

describe('Nova venda: chave de acesso da nota', () => {
  it('a valid key of this month and store pre-fills número and tipo fiscal, warns nothing, and goes with the sale', async () => {
    const { enviados, consultas } = servir();
    const u = userEvent.setup();
    await abrirComMembro(u);
    const k = chave({ numero: 4321 });
    await u.click(campoChave());
    await u.paste(formatarChaveAcesso(k));
    await waitFor(() => expect(screen.getByLabelText(/^Número fiscal/)).toHaveValue('4321'));
    expect(screen.getByRole('combobox', { name: /^Tipo fiscal/ })).toHaveValue('Cupom fiscal');
    await waitFor(() => expect(consultas).toContainEqual({ identificador: '4321', tipoFiscal: 'C', codRevenda: 'THP' }));
    expect(avisos()).toBeNull();

    await u.type(screen.getByLabelText(/^Data da venda/), '10012026');
    await u.type(screen.getByLabelText('Código do produto'), 'SW-FUNDO-18L');
    await u.tab();
    await waitFor(() => expect(screen.getByLabelText('Valor unitário')).not.toHaveValue(''));
    await u.click(screen.getByRole('button', { name: 'ADICIONAR ITEM' }));
    await u.click(screen.getByRole('button', { name: 'PROCESSAR' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]!.venda).toMatchObject({ identificador: '4321', tipoFiscal: 'C', chaveAcesso: k });
    // The form clears, key included.
    await waitFor(() => expect(campoChave()).toHaveValue(''));
  });

  it('warns Nota Duplicada, CNPJ divergente do cadastro and Data fora do mês vigente before the operator decides', async () => {
    servir(['987']);
    const u = userEvent.setup();
    await abrirComMembro(u);
    await u.click(campoChave());
    await u.paste(chave({ cnpj: '44555666000181', modelo: '55', numero: 987, mes: '2510' }));
    const alerta = await screen.findByRole('alert');
    await waitFor(() => expect(within(alerta).getByText(MENSAGENS_CHAVE_ACESSO.notaDuplicada)).toBeInTheDocument());
    expect(within(alerta).getByText(MENSAGENS_CHAVE_ACESSO.cnpjDivergente)).toBeInTheDocument();
    expect(within(alerta).getByText(MENSAGENS_CHAVE_ACESSO.foraDoMes)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Tipo fiscal/ })).toHaveValue('Nota fiscal');
    expect(screen.getByLabelText(/^Número fiscal/)).toHaveValue('987');
  });

  it('a wrong check digit is Chave de acesso inválida and fills nothing', async () => {
    servir();
    const u = userEvent.setup();
    await abrirComMembro(u);
    const k = chave();
    await u.click(campoChave());
    await u.paste(k.slice(0, 43) + ((Number(k[43]) + 1) % 10));
    expect(await screen.findByText(MENSAGENS_CHAVE_ACESSO.invalida)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Número fiscal/)).toHaveValue('');
  });

  it('reads the key from the QR code of a receipt image', async () => {
    servir();
    const u = userEvent.setup();
    const k = chave({ numero: 777 });
    qr.conteudo = `https://www.nfce.fazenda.sp.gov.br/qrcode?p=${k}|2|1|1|ABCDEF`;
    Object.assign(globalThis, { createImageBitmap: jest.fn(async () => ({ width: 40, height: 40 })) });
    const contexto = { drawImage: jest.fn(), getImageData: jest.fn(() => ({ data: new Uint8ClampedArray(40 * 40 * 4) })) };
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = jest.fn(() => contexto) as unknown as typeof original;
    try {
      await abrirComMembro(u);
      await u.upload(screen.getByLabelText('Imagem do QR Code'), new File(['x'], 'nota.jpg', { type: 'image/jpeg' }));
      await waitFor(() => expect(campoChave()).toHaveValue(formatarChaveAcesso(k)));
      expect(screen.getByLabelText(/^Número fiscal/)).toHaveValue('777');

      qr.conteudo = null;
      await u.upload(screen.getByLabelText('Imagem do QR Code'), new File(['y'], 'borrada.jpg', { type: 'image/jpeg' }));
      expect(await screen.findByText(MENSAGENS_CHAVE_ACESSO.qrNaoEncontrado)).toBeInTheDocument();
    } finally {
      HTMLCanvasElement.prototype.getContext = original;
    }
  });
});
