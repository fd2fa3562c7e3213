import { MENSAGENS } from '@sw/common';
import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';
import { Comprovante, enviarComprovantes } from '../testing/comprovantes';
import { pngDemo } from '../modules/pontuacoes/pontuacoes.seed';
import { limparEnviosVencidos } from '../modules/pontuacoes/membro-idempotencia';

/**
 * A member's send repeated (docs/pontuacoes-membro.md, "Envio repetido"): a double click or a retry
 * after the connection dropped carries the same idempotency key, and the member gets the first
 * answer back instead of a second claim — typed items and receipt files, REST and GraphQL, in
 * sequence and in parallel. A refused send does not use up its key.
 */

let amb: AmbienteDeTeste;
let membro1: string;
let membro2: string;
let m1: { id: number; revenda_id: number };
let m2: { id: number };
let numero = 0;

async function novoProduto(quantidade: number): Promise<string> {
  const codigo = `TR-${Date.now() % 100000}-${++numero}`;
  const [p] = await amb.ds.query(`INSERT INTO produtos (codigo, nome, valor_unitario, valor_pontos, ativo) VALUES ($1, $2, 50, 10, true) RETURNING id`, [
    codigo,
    `Produto repetido ${numero}`,
  ]);
  await amb.ds.query(`INSERT INTO historico_compras (revenda_id, produto_id, mes, quantidade) VALUES ($1, $2, date_trunc('month', now())::date, $3)`, [
    m1.revenda_id,
    p.id,
    quantidade,
  ]);
  return codigo;
}

const enviar = (itens: unknown, chave?: string, token = membro1) =>
  amb.rest('POST', '/api/pontuacoes/pontuar', { corpo: { venda: { itens } }, token, cabecalhos: chave === undefined ? {} : { 'idempotency-key': chave } });
const claimsDe = async (parceiroId: number, origem: string) =>
  Number((await amb.ds.query(`SELECT count(*) FROM pontuacoes WHERE parceiro_id = $1 AND origem = $2`, [parceiroId, origem]))[0].count);

const upload = (token: string, chave: string | undefined, arquivos: Comprovante[]) => enviarComprovantes(amb, token, arquivos, { chave });

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  membro1 = await amb.entrarLoja(PARCEIRO_DEMO_1);
  membro2 = await amb.entrarLoja(PARCEIRO_DEMO_2);
  expect((await amb.rest('PUT', '/api/parceiros', { token: membro2, corpo: { aceitouRegulamento: 1 } })).status).toBe(200);
  [m1] = await amb.ds.query(`SELECT id, revenda_id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
  [m2] = await amb.ds.query(`SELECT id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_2]);
});
afterAll(() => amb.fechar());

describe('typed send repeated', () => {
  it('the same key twice gives the first answer and one claim; a new key is a new send', async () => {
    const codigo = await novoProduto(10);
    const antes = await claimsDe(m1.id, 'digitada');
    const primeira = await enviar([{ codigo, valor: 10 }], 'lista-1');
    expect(primeira).toEqual({ status: 201, corpo: { mensagem: MENSAGENS.vendaEnviadaAnalise, id: expect.any(String) } });
    // The retry after a dropped connection: same key, same list.
    expect(await enviar([{ codigo, valor: 10 }], 'lista-1')).toEqual(primeira);
    expect(await claimsDe(m1.id, 'digitada')).toBe(antes + 1);
    // The units were held once.
    expect((await amb.rest('GET', `/api/vendas_itens/${codigo}/${m1.revenda_id}`, { token: membro1 })).corpo).toBe(1);

    const outra = await enviar([{ codigo, valor: 10 }], 'lista-2');
    expect(outra.status).toBe(201);
    expect(outra.corpo.id).not.toBe(primeira.corpo.id);
    // Without a key every call is a send, as before.
    expect((await enviar([{ codigo, valor: 10 }])).status).toBe(201);
    expect((await enviar([{ codigo, valor: 10 }])).status).toBe(201);
    expect(await claimsDe(m1.id, 'digitada')).toBe(antes + 4);
  });

  it('a double click (parallel sends with one key) creates one claim, and every call hears the same answer', async () => {
    const codigo = await novoProduto(10);
    const antes = await claimsDe(m1.id, 'digitada');
    const respostas = await Promise.all(
      Array.from({ length: 6 }, () =>
        enviar(
          [
            { codigo, valor: 25 },
            { codigo, valor: 25 },
          ],
          'clique-duplo',
        ),
      ),
    );
    expect(respostas.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(respostas.map((r) => r.corpo.id)).size).toBe(1);
    expect(await claimsDe(m1.id, 'digitada')).toBe(antes + 1);
    expect((await amb.rest('GET', `/api/vendas_itens/${codigo}/${m1.revenda_id}`, { token: membro1 })).corpo).toBe(2);
  });

  it('a refused send does not use up its key; keys are per member; a long key is refused', async () => {
    const codigo = await novoProduto(1);
    expect(
      (
        await enviar(
          [
            { codigo, valor: 5 },
            { codigo, valor: 5 },
          ],
          'sem-saldo',
        )
      ).corpo,
    ).toEqual({ erro: MENSAGENS.semSaldoProduto });
    // The member takes one unit out and retries with the same key: it goes through now.
    const depois = await enviar([{ codigo, valor: 5 }], 'sem-saldo');
    expect(depois.status).toBe(201);

    // Another member's key of the same text is theirs (a type-2 store: its own refusal, not the first member's answer).
    expect((await enviar([{ codigo, valor: 5 }], 'sem-saldo', membro2)).corpo).toEqual({ erro: MENSAGENS.lojaNaoPontuaDigitando });

    const longa = await enviar([{ codigo, valor: 5 }], 'x'.repeat(101));
    expect(longa).toEqual({ status: 400, corpo: { erro: 'Chave de idempotência inválida (até 100 caracteres).', campo: 'chaveIdempotencia' } });
  });

  it('GraphQL takes the key as chaveIdempotencia, and shares it with REST', async () => {
    const codigo = await novoProduto(10);
    const antes = await claimsDe(m1.id, 'digitada');
    const mutacao = `mutation($i: EnviarPontuacaoDigitadaInput!) { enviarPontuacaoDigitada(input: $i) { resultado { id mensagem } errosDeUsuario { mensagem } } }`;
    const variaveis = { i: { itens: [{ codigo, valor: 12.5 }], chaveIdempotencia: 'gql-1' } };
    const a = await amb.gql(mutacao, variaveis, { token: membro1 });
    const b = await amb.gql(mutacao, variaveis, { token: membro1 });
    expect(a.data.enviarPontuacaoDigitada.errosDeUsuario).toEqual([]);
    expect(b.data.enviarPontuacaoDigitada).toEqual(a.data.enviarPontuacaoDigitada);
    expect((await enviar([{ codigo, valor: 12.5 }], 'gql-1')).corpo.id).toBe(a.data.enviarPontuacaoDigitada.resultado.id);
    expect(await claimsDe(m1.id, 'digitada')).toBe(antes + 1);
  });
});

describe('receipt upload repeated', () => {
  it('the same key gives the first answer without storing the files again, also in parallel', async () => {
    const antes = await claimsDe(m2.id, 'foto');
    const arquivos = [
      { nome: 'nota-a.png', conteudo: pngDemo() },
      { nome: 'nota-b.png', conteudo: pngDemo() },
    ];
    const primeira = await upload(membro2, 'fotos-1', arquivos);
    expect(primeira.status).toBe(201);
    expect(primeira.corpo.arquivos).toHaveLength(2);
    expect(await upload(membro2, 'fotos-1', arquivos)).toEqual(primeira);
    expect(await claimsDe(m2.id, 'foto')).toBe(antes + 2);

    const paralelas = await Promise.all(Array.from({ length: 4 }, () => upload(membro2, 'fotos-2', arquivos)));
    expect(paralelas.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    for (const r of paralelas) expect(r.corpo).toEqual(paralelas[0].corpo);
    expect(await claimsDe(m2.id, 'foto')).toBe(antes + 4);
    // Every claim's file is one of the answers' (the losers' copies were removed, not linked).
    const links = (await amb.ds.query(`SELECT link_arquivo FROM pontuacoes WHERE parceiro_id = $1 AND origem = 'foto' ORDER BY id DESC LIMIT 2`, [m2.id])).map(
      (l: { link_arquivo: string }) => l.link_arquivo,
    );
    expect(links.sort()).toEqual(paralelas[0].corpo.arquivos.map((a: { linkArquivo: string }) => a.linkArquivo).sort());
  });
});

describe('receipt upload repeated through GraphQL', () => {
  const COMPROVANTES = `mutation ($input: EnviarComprovantesInput!) {
    enviarComprovantes(input: $input) { resultado { mensagem arquivos { id linkArquivo tipoArquivo nome } } errosDeUsuario { campo mensagem } }
  }`;
  const porGraphql = (chave: string | undefined, arquivos: Comprovante[]) =>
    amb.gqlArquivos(
      COMPROVANTES,
      { input: { arquivos: arquivos.map(() => null), ...(chave === undefined ? {} : { chaveIdempotencia: chave }) } },
      arquivos.map((a, i) => ({ caminho: `input.arquivos.${i}`, nome: a.nome, conteudo: a.conteudo, tipo: a.tipo ?? 'image/png' })),
      { token: membro2 },
    );
  const arquivos = [
    { nome: 'nota-c.png', conteudo: pngDemo() },
    { nome: 'nota-d.png', conteudo: pngDemo() },
  ];

  it('chaveIdempotencia repeated gives the first answer, also in parallel, and is the same key as the REST header', async () => {
    const antes = await claimsDe(m2.id, 'foto');
    const primeira = await porGraphql('gql-fotos-1', arquivos);
    expect(primeira.errors).toBeUndefined();
    expect(primeira.data.enviarComprovantes.errosDeUsuario).toEqual([]);
    expect(primeira.data.enviarComprovantes.resultado.arquivos).toHaveLength(2);
    expect((await porGraphql('gql-fotos-1', arquivos)).data).toEqual(primeira.data);
    // A retry through the REST door with the same key is the same send.
    const porRest = await upload(membro2, 'gql-fotos-1', arquivos);
    expect(porRest.status).toBe(201);
    expect(porRest.corpo.arquivos.map((a: { id: string }) => a.id)).toEqual(
      primeira.data.enviarComprovantes.resultado.arquivos.map((a: { id: string }) => a.id),
    );
    expect(await claimsDe(m2.id, 'foto')).toBe(antes + 2);

    const paralelas = await Promise.all(Array.from({ length: 3 }, () => porGraphql('gql-fotos-2', arquivos)));
    for (const r of paralelas) expect(r.data).toEqual(paralelas[0].data);
    expect(await claimsDe(m2.id, 'foto')).toBe(antes + 4);
    // Without a key every call is a send.
    expect((await porGraphql(undefined, arquivos)).data.enviarComprovantes.errosDeUsuario).toEqual([]);
    expect(await claimsDe(m2.id, 'foto')).toBe(antes + 6);
  });

  it('a long key is refused as a user error on chaveIdempotencia, and nothing is created', async () => {
    const antes = await claimsDe(m2.id, 'foto');
    const r = await porGraphql('x'.repeat(101), arquivos);
    expect(r.data.enviarComprovantes).toEqual({
      resultado: null,
      errosDeUsuario: [{ campo: 'chaveIdempotencia', mensagem: 'Chave de idempotência inválida (até 100 caracteres).' }],
    });
    expect(await claimsDe(m2.id, 'foto')).toBe(antes);
  });
});

describe('old keys', () => {
  it("the nightly cleanup deletes every member's keys older than a day and keeps the recent ones", async () => {
    const codigo = await novoProduto(5);
    const chave = `limpeza-${Date.now()}`;
    const primeira = await enviar([{ codigo, valor: 10 }], chave);
    expect(primeira.status).toBe(201);
    // A key of another member, two days old: that member never sends again.
    await amb.ds.query(`INSERT INTO pontuacoes_envios (parceiro_id, chave, criado_em) VALUES ($1, $2, now() - interval '2 days')`, [m2.id, `${chave}-antiga`]);

    expect(await limparEnviosVencidos(amb.ds)).toBeGreaterThanOrEqual(1);
    const restantes = await amb.ds.query(`SELECT chave FROM pontuacoes_envios WHERE chave LIKE $1 ORDER BY chave`, [`${chave}%`]);
    expect(restantes).toEqual([{ chave }]);
    // The kept key still answers a retry with the first answer.
    const antes = await claimsDe(m1.id, 'digitada');
    expect(await enviar([{ codigo, valor: 10 }], chave)).toEqual(primeira);
    expect(await claimsDe(m1.id, 'digitada')).toBe(antes);
  });
});
