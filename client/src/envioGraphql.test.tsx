import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CABECALHO_LOCALIZACAO, MENSAGENS } from '@sw/common';
import { EnviarComprovantesDocument, ImportarPlanilhaVendasDocument } from './gql/graphql';
import { enviarOperacaoComArquivos, separarArquivos } from './envioGraphql';
import { MENSAGEM_SEM_CONEXAO } from './erros';
import { ErroApi } from './rest';
import { entrarLoja, entrarPainel, obterSessao, type SessaoLoja, type SessaoPainel } from './session';
import { usarServidorDasChamadas } from './testes/servidor';

const painel: SessaoPainel = { token: 'tp', usuario: { id: '1', nome: 'Ana', cpf: '30000000388', permissao: 2 }, redesAntifraude: [] };
const loja: SessaoLoja = {
  token: 'tl',
  parceiro: { id: '2', nome: 'Bruno', cpf: '70000000744', saldoPontos: '0.00', totalPontos: '0.00', aceitouRegulamento: true, ativo: true },
};

const arquivoDe = (conteudo: string, nome: string, tipo = 'text/plain') =>
  Object.defineProperty(new Blob([conteudo], { type: tipo }), 'name', { value: nome }) as File;

/** Runs a call inside act (its toasts update the screen) and gives back its result or its error. */
const resultado = <T,>(chamada: () => Promise<T>) => act(() => chamada().catch((e: unknown) => e as ErroApi)) as Promise<T | ErroApi>;

type Recebido = {
  cabecalhos: Headers;
  operacoes: { query: string; variables: unknown; operationName?: string };
  mapa: unknown;
  arquivos: Record<string, { nome: string; texto: string }>;
};

/** Reads a multipart GraphQL request as the gateway does: operations, map, then the file parts. */
async function lerMultipart(request: Request): Promise<Recebido> {
  const formulario = await request.formData();
  const arquivos: Recebido['arquivos'] = {};
  for (const [nome, valor] of formulario.entries()) {
    if (typeof valor !== 'string') arquivos[nome] = { nome: (valor as File).name, texto: await (valor as File).text() };
  }
  return {
    cabecalhos: request.headers,
    operacoes: JSON.parse(formulario.get('operations') as string),
    mapa: JSON.parse(formulario.get('map') as string),
    arquivos,
  };
}

const servidor = usarServidorDasChamadas('/painel/processar/vendas');

describe('separarArquivos', () => {
  it('puts null where each file was and gives its path, in lists too', () => {
    const a = arquivoDe('a', 'a.png');
    const b = arquivoDe('b', 'b.png');
    expect(separarArquivos({ input: { arquivos: [a, b], chave: 'k', n: 1 } })).toEqual({
      variaveis: { input: { arquivos: [null, null], chave: 'k', n: 1 } },
      arquivos: [
        { caminho: 'variables.input.arquivos.0', arquivo: a },
        { caminho: 'variables.input.arquivos.1', arquivo: b },
      ],
    });
  });
});

describe('enviarOperacaoComArquivos', () => {
  it('sends operations, map and the file with the Apollo headers, reporting progress up to 100, and returns the data', async () => {
    let recebido: Recebido | null = null;
    servidor.use(
      http.post('http://localhost/graphql', async ({ request }) => {
        recebido = await lerMultipart(request);
        return HttpResponse.json({ data: { importarPlanilhaVendas: { resultado: { total: 2, erros: [] }, errosDeUsuario: [] } } });
      }),
    );
    entrarPainel(painel);
    entrarLoja(loja);
    const progresso: number[] = [];
    const resposta = await resultado(() =>
      enviarOperacaoComArquivos(
        ImportarPlanilhaVendasDocument,
        { input: { arquivo: arquivoDe('planilha', 'vendas.xlsx'), enviarMensagem: true } },
        { aoProgresso: (p) => progresso.push(p) },
      ),
    );
    expect(resposta).toEqual({ importarPlanilhaVendas: { resultado: { total: 2, erros: [] }, errosDeUsuario: [] } });
    const r = recebido!;
    expect(r.operacoes.query).toContain('mutation ImportarPlanilhaVendas');
    expect(r.operacoes.operationName).toBe('ImportarPlanilhaVendas');
    expect(r.operacoes.variables).toEqual({ input: { arquivo: null, enviarMensagem: true } });
    expect(r.mapa).toEqual({ 0: ['variables.input.arquivo'] });
    expect(r.arquivos).toEqual({ 0: { nome: 'vendas.xlsx', texto: 'planilha' } });
    expect(r.cabecalhos.get('authorization')).toBe('tl|tp');
    expect(r.cabecalhos.get('apollo-require-preflight')).toBe('true');
    expect(r.cabecalhos.get(CABECALHO_LOCALIZACAO)).toBe('http://localhost/painel/processar/vendas');
    expect(progresso[0]).toBe(0);
    expect(progresso[progresso.length - 1]).toBe(100);
  });

  it('several files in a list each get their part', async () => {
    let recebido: Recebido | null = null;
    servidor.use(
      http.post('http://localhost/graphql', async ({ request }) => {
        recebido = await lerMultipart(request);
        return HttpResponse.json({ data: { enviarComprovantes: { resultado: { mensagem: 'ok', arquivos: [{ id: '1' }, { id: '2' }] }, errosDeUsuario: [] } } });
      }),
    );
    await resultado(() =>
      enviarOperacaoComArquivos(EnviarComprovantesDocument, {
        input: { arquivos: [arquivoDe('1', 'a.png'), arquivoDe('2', 'b.pdf')], chaveIdempotencia: 'k1' },
      }),
    );
    expect(recebido!.operacoes.variables).toEqual({ input: { arquivos: [null, null], chaveIdempotencia: 'k1' } });
    expect(recebido!.mapa).toEqual({ 0: ['variables.input.arquivos.0'], 1: ['variables.input.arquivos.1'] });
    expect(recebido!.arquivos).toEqual({ 0: { nome: 'a.png', texto: '1' }, 1: { nome: 'b.pdf', texto: '2' } });
  });

  it('a GraphQL error is a toast and an ErroApi with the status of its code', async () => {
    servidor.use(
      http.post('http://localhost/graphql', () =>
        HttpResponse.json({ errors: [{ message: 'O arquivo deve ter no máximo 10 MB.', extensions: { code: 'BAD_USER_INPUT' } }] }, { status: 200 }),
      ),
    );
    entrarPainel(painel);
    const falha = await resultado(() => enviarOperacaoComArquivos(ImportarPlanilhaVendasDocument, { input: { arquivo: arquivoDe('x', 'v.xlsx') } }));
    expect(ErroApi.is(falha)).toBe(true);
    expect(falha).toMatchObject({ status: 400, codigo: 'BAD_USER_INPUT', message: 'O arquivo deve ter no máximo 10 MB.', notificado: true });
    expect(await screen.findByText('O arquivo deve ter no máximo 10 MB.')).toBeInTheDocument();
    expect(obterSessao().painel).not.toBeNull();
  });

  it('silenciarErros: no toast, the message still in the error', async () => {
    servidor.use(
      http.post('http://localhost/graphql', () =>
        HttpResponse.json({ errors: [{ message: 'Sem permissão.', extensions: { code: 'FORBIDDEN' } }] }, { status: 403 }),
      ),
    );
    const falha = await resultado(() =>
      enviarOperacaoComArquivos(ImportarPlanilhaVendasDocument, { input: { arquivo: arquivoDe('x', 'v.xlsx') } }, { silenciarErros: true }),
    );
    expect(falha).toMatchObject({ status: 403, codigo: 'FORBIDDEN', message: 'Sem permissão.', notificado: false });
    expect(screen.queryByText('Sem permissão.')).not.toBeInTheDocument();
  });

  it('UNAUTHENTICATED signs both sides out and goes to the panel login, even when silenced', async () => {
    servidor.use(
      http.post('http://localhost/graphql', () =>
        HttpResponse.json({ errors: [{ message: MENSAGENS.sessaoExpirada, extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    entrarPainel(painel);
    entrarLoja(loja);
    const falha = await resultado(() =>
      enviarOperacaoComArquivos(ImportarPlanilhaVendasDocument, { input: { arquivo: arquivoDe('x', 'v.xlsx') } }, { silenciarErros: true }),
    );
    expect(falha).toMatchObject({ status: 401, naoAutenticado: true });
    expect(obterSessao()).toEqual({ painel: null, loja: null });
    expect(window.location.pathname).toBe('/painel');
  });

  it('an HTTP error without a GraphQL body, and no connection, read as on the other calls', async () => {
    servidor.use(http.post('http://localhost/graphql', () => new HttpResponse('<html>', { status: 502 })));
    const proxy = await resultado(() => enviarOperacaoComArquivos(ImportarPlanilhaVendasDocument, { input: { arquivo: arquivoDe('x', 'v.xlsx') } }));
    expect(proxy).toMatchObject({ status: 502, message: MENSAGEM_SEM_CONEXAO });
    servidor.use(http.post('http://localhost/graphql', () => HttpResponse.error()));
    const semRede = await resultado(() => enviarOperacaoComArquivos(ImportarPlanilhaVendasDocument, { input: { arquivo: arquivoDe('x', 'v.xlsx') } }));
    expect(semRede).toMatchObject({ status: 0, message: MENSAGEM_SEM_CONEXAO });
  });
});
