import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MENSAGENS } from '@sw/common';
import { MENSAGEM_SEM_CONEXAO } from './erros';
import { ErroApi, baixarArquivo, chamarApi, enviarArquivo, nomeDoContentDisposition } from './rest';
import { entrarLoja, entrarPainel, obterSessao, type SessaoLoja, type SessaoPainel } from './session';
import { usarServidorDasChamadas } from './testes/servidor';

const painel: SessaoPainel = { token: 'tp', usuario: { id: '1', nome: 'Ana', cpf: '30000000388', permissao: 2 }, redesAntifraude: [] };
const loja: SessaoLoja = {
  token: 'tl',
  parceiro: { id: '2', nome: 'Bruno', cpf: '70000000744', saldoPontos: '0.00', totalPontos: '0.00', aceitouRegulamento: true, ativo: true },
};

/** Runs a call inside act (its toasts update the screen) and gives back its result or its error. */
const resultado = <T,>(chamada: () => Promise<T>) => act(() => chamada().catch((e: unknown) => e as ErroApi)) as Promise<T | ErroApi>;

const servidor = usarServidorDasChamadas('/painel/redes');

describe('chamarApi', () => {
  it('sends both tokens, the page address and a JSON body, and returns the JSON answer', async () => {
    let cabecalhos: Headers | null = null;
    let corpo: unknown = null;
    servidor.use(
      http.put('http://localhost/api/redes/7', async ({ request }) => {
        cabecalhos = request.headers;
        corpo = await request.json();
        return HttpResponse.json({ mensagem: 'Rede atualizada com sucesso' });
      }),
    );
    entrarPainel(painel);
    entrarLoja(loja);
    const resposta = await resultado(() => chamarApi<{ mensagem: string }>('PUT', '/redes/7', { ativo: false }));
    expect(resposta).toEqual({ mensagem: 'Rede atualizada com sucesso' });
    expect(corpo).toEqual({ ativo: false });
    expect(cabecalhos!.get('authorization')).toBe('tl|tp');
    expect(cabecalhos!.get('applocation')).toBe('http://localhost/painel/redes');
    expect(cabecalhos!.get('content-type')).toBe('application/json');
    // The same path with /api works too; an empty answer is undefined.
    servidor.use(http.delete('http://localhost/api/redes/7', () => new HttpResponse(null, { status: 204 })));
    expect(await resultado(() => chamarApi('DELETE', '/api/redes/7'))).toBeUndefined();
  });

  it('shows { erro } as a toast and rejects with an ErroApi already notified', async () => {
    servidor.use(http.delete('http://localhost/api/redes/7', () => HttpResponse.json({ erro: 'A rede ainda tem lojas.' }, { status: 409 })));
    entrarPainel(painel);
    const falha = await resultado(() => chamarApi('DELETE', '/redes/7'));
    expect(falha).toBeInstanceOf(ErroApi);
    expect(falha).toMatchObject({ status: 409, message: 'A rede ainda tem lojas.', codigo: 'CONFLICT', notificado: true, naoAutenticado: false });
    expect(await screen.findByText('A rede ainda tem lojas.')).toBeInTheDocument();
    expect(obterSessao().painel).not.toBeNull();
  });

  it('stays quiet when asked to, but still rejects with the message', async () => {
    servidor.use(http.get('http://localhost/api/parceiros', () => HttpResponse.json({ erro: 'Falhou' }, { status: 500 })));
    const falha = await resultado(() => chamarApi('GET', '/parceiros', undefined, { silenciarErros: true }));
    expect(falha).toMatchObject({ message: 'Falhou', notificado: false });
    await act(async () => undefined);
    expect(screen.queryByText('Falhou')).not.toBeInTheDocument();
  });

  it('a 401 signs both sides out and goes to the panel login', async () => {
    servidor.use(http.get('http://localhost/api/redes', () => new HttpResponse('', { status: 401 })));
    entrarPainel(painel);
    entrarLoja(loja);
    const falha = await resultado(() => chamarApi('GET', '/redes'));
    expect(falha).toMatchObject({ status: 401, naoAutenticado: true });
    expect(obterSessao()).toEqual({ painel: null, loja: null });
    expect(window.location.pathname).toBe('/painel');
    expect(await screen.findByText(MENSAGENS.sessaoExpirada)).toBeInTheDocument();
  });

  it('a server that cannot be reached gives the connection message', async () => {
    servidor.use(http.get('http://localhost/api/redes', () => HttpResponse.error()));
    const falha = await resultado(() => chamarApi('GET', '/redes'));
    expect(falha).toMatchObject({ status: 0, message: MENSAGEM_SEM_CONEXAO });
    expect(await screen.findByText(MENSAGEM_SEM_CONEXAO)).toBeInTheDocument();
  });
});

// jsdom's File is not the Blob that the test environment's FormData (Node's) accepts, while its Blob
// is Node's: build the file from that Blob and give it a name (browsers have one kind of each).
const arquivoDe = (conteudo: string, nome: string, tipo = 'text/plain') =>
  Object.defineProperty(new Blob([conteudo], { type: tipo }), 'name', { value: nome }) as File;

describe('enviarArquivo', () => {
  it('sends the file and the fields as multipart with the auth headers, reporting progress up to 100', async () => {
    let recebido: { arquivo: string; nome: string; cnpj: string | null; auth: string | null } | null = null;
    servidor.use(
      http.post('http://localhost/api/upload/produtos_revenda', async ({ request }) => {
        const formulario = await request.formData();
        const arquivo = formulario.get('arquivo') as File;
        recebido = {
          arquivo: await arquivo.text(),
          nome: arquivo.name,
          cnpj: formulario.get('cnpjRevenda') as string | null,
          auth: request.headers.get('authorization'),
        };
        return HttpResponse.json({ total: 2 });
      }),
    );
    entrarPainel(painel);
    const progresso: number[] = [];
    const arquivo = arquivoDe('codigo;nome\n1;Tinta', 'produtos.csv', 'text/csv');
    const resposta = await resultado(() =>
      enviarArquivo<{ total: number }>({
        caminho: '/upload/produtos_revenda',
        arquivo,
        campos: { cnpjRevenda: '11222333000181', vazio: undefined },
        aoProgresso: (p) => progresso.push(p),
      }),
    );
    expect(resposta).toEqual({ total: 2 });
    expect(recebido).toEqual({ arquivo: 'codigo;nome\n1;Tinta', nome: 'produtos.csv', cnpj: '11222333000181', auth: '|tp' });
    expect(progresso[0]).toBe(0);
    expect(progresso[progresso.length - 1]).toBe(100);
  });

  it('rejects with the server erro as a toast', async () => {
    servidor.use(http.post('http://localhost/api/upload/produtos', () => HttpResponse.json({ erro: 'Arquivo deve ser .CSV' }, { status: 400 })));
    const falha = await resultado(() => enviarArquivo({ caminho: '/upload/produtos', arquivo: arquivoDe('x', 'a.txt') }));
    expect(falha).toMatchObject({ status: 400, message: 'Arquivo deve ser .CSV', notificado: true });
    expect(await screen.findByText('Arquivo deve ser .CSV')).toBeInTheDocument();
  });
});

describe('baixarArquivo', () => {
  const criarUrl = jest.fn(() => 'blob:http://localhost/1');
  const revogar = jest.fn();
  let cliques: HTMLAnchorElement[] = [];
  beforeEach(() => {
    cliques = [];
    Object.assign(URL, { createObjectURL: criarUrl, revokeObjectURL: revogar });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      cliques.push(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('says the download is coming, fetches with auth and saves under the given name', async () => {
    let auth: string | null = null;
    servidor.use(
      http.get('http://localhost/api/parceiros/export', ({ request }) => {
        auth = request.headers.get('authorization');
        expect(new URL(request.url).searchParams.get('rede')).toBe('3');
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="outro.xlsx"',
          },
        });
      }),
    );
    entrarPainel(painel);
    await resultado(() => baixarArquivo('/parceiros/export?rede=3', 'parceiros.xlsx'));
    expect(await screen.findByText(MENSAGENS.downloadEmBreve)).toBeInTheDocument();
    expect(auth).toBe('|tp');
    expect(cliques).toHaveLength(1);
    expect(cliques[0]!.download).toBe('parceiros.xlsx');
    expect(cliques[0]!.href).toBe('blob:http://localhost/1');
    const blob = (criarUrl.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.size).toBe(4);
  });

  it('without a name uses the Content-Disposition one', async () => {
    servidor.use(
      http.get(
        'http://localhost/api/modelo',
        () =>
          new HttpResponse('a;b', {
            headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="x.csv"; filename*=UTF-8\'\'modelo%20produtos.csv' },
          }),
      ),
    );
    await resultado(() => baixarArquivo('/modelo'));
    await waitFor(() => expect(cliques).toHaveLength(1));
    expect(cliques[0]!.download).toBe('modelo produtos.csv');
  });

  it('shows the server erro and saves nothing', async () => {
    servidor.use(http.get('http://localhost/api/parceiros/export', () => HttpResponse.json({ erro: 'Sem permissão para exportar' }, { status: 403 })));
    expect(await resultado(() => baixarArquivo('/parceiros/export', 'parceiros.xlsx'))).toBeInstanceOf(ErroApi);
    expect(await screen.findByText('Sem permissão para exportar')).toBeInTheDocument();
    expect(cliques).toHaveLength(0);
  });
});

describe('nomeDoContentDisposition', () => {
  it.each([
    ['attachment; filename="parceiros.xlsx"', 'parceiros.xlsx'],
    ['attachment; filename=relatorio.csv', 'relatorio.csv'],
    ["attachment; filename*=UTF-8''rela%C3%A7%C3%A3o.xlsx", 'relação.xlsx'],
    ['inline', null],
    [null, null],
  ])('%s → %s', (cabecalho, nome) => expect(nomeDoContentDisposition(cabecalho)).toBe(nome));
});
