import {
  GraphQLInputType,
  GraphQLOutputType,
  GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from 'graphql';
import { exigeRegulamento, LIBERADAS_SEM_REGULAMENTO, MENSAGENS, OPERACOES, PARCEIRO, Papel } from '@sw/common';
import { OPERACOES_EXPOSTAS } from '../core/autorizacao';
import { RequestContext } from '../core/context';
import { construirSchema } from '../graphql/schema';
import { creditar } from '../modules/pontos/pontos.service';
import { PARCEIRO_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * The regulation is enforced by the server (spec 3 §2.7): until the member accepts it, every member
 * write answers 403 naming the regulation, through REST and GraphQL; reads stay open. The writes are
 * read from what the two doors registered, so a member operation added later is covered too.
 */
let amb: AmbienteDeTeste;
let schema: GraphQLSchema;
let token: string;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  schema = await construirSchema();
  await amb.ds.query(`UPDATE parceiros SET aceitou_regulamento = false WHERE cpf = $1`, [PARCEIRO_DEMO_2]);
  token = await amb.entrarLoja(PARCEIRO_DEMO_2);
});
afterAll(() => amb.fechar());

const RECUSA = { status: 403, corpo: { erro: MENSAGENS.aceiteRegulamento } };
const doMembro = (operacao: string) => (OPERACOES[operacao as keyof typeof OPERACOES] as readonly Papel[]).includes(PARCEIRO);
const escritas = (porta: 'rest' | 'graphql') => [
  ...new Map(OPERACOES_EXPOSTAS.filter((e) => e.porta === porta && exigeRegulamento(e.operacao)).map((e) => [e.nome, e])).values(),
];

type Arquivo = { caminho: string; nome: string; conteudo: Buffer };

/**
 * A value the schema accepts for an argument type (only required input fields are filled). An
 * `Upload` can only travel as a file part of a multipart request: its path is noted in `arquivos`.
 */
function valor(tipo: GraphQLInputType, caminho: string, arquivos: Arquivo[]): unknown {
  if (isNonNullType(tipo)) return valor(tipo.ofType, caminho, arquivos);
  if (isListType(tipo)) return [valor(tipo.ofType, `${caminho}.0`, arquivos)];
  if (isEnumType(tipo)) return tipo.getValues()[0]!.name;
  if (isInputObjectType(tipo)) {
    const campos = Object.values(tipo.getFields()).filter((f) => isNonNullType(f.type));
    return Object.fromEntries(campos.map((f) => [f.name, valor(f.type, `${caminho}.${f.name}`, arquivos)]));
  }
  if (tipo.name === 'Upload') {
    arquivos.push({ caminho, nome: 'nota.png', conteudo: Buffer.from('89504e470d0a1a0a', 'hex') });
    return null;
  }
  return ({ Int: 1, Float: 1, Boolean: true, ID: '1' } as Record<string, unknown>)[tipo.name] ?? '1';
}

/** Calls one root field with made-up arguments, as variables (files as multipart parts): the guard answers before the resolver. */
function chamar(nome: string, token: string) {
  const mutacao = schema.getMutationType()?.getFields()[nome];
  const campo = mutacao ?? schema.getQueryType()?.getFields()[nome];
  if (!campo) throw new Error(`campo ${nome} não está no schema`);
  const args = campo.args.filter((a) => isNonNullType(a.type));
  const arquivos: Arquivo[] = [];
  const variaveis = Object.fromEntries(args.map((a) => [a.name, valor(a.type, a.name, arquivos)]));
  const declaracao = args.length ? `(${args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ')})` : '';
  const chamada = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const selecao = isLeafType(getNamedType(campo.type as GraphQLOutputType)) ? '' : ' { __typename }';
  const documento = `${mutacao ? 'mutation' : 'query'}${declaracao} { ${nome}${chamada}${selecao} }`;
  return arquivos.length ? amb.gqlArquivos(documento, variaveis, arquivos, { token }) : amb.gql(documento, variaveis, { token });
}

describe('a member who has not accepted the regulation', () => {
  it('the allowed list holds member operations only, and every member write is held back', () => {
    for (const op of LIBERADAS_SEM_REGULAMENTO) expect(doMembro(op)).toBe(true);
    const retidas = Object.keys(OPERACOES).filter((op) => exigeRegulamento(op as keyof typeof OPERACOES));
    expect(retidas).toEqual(
      expect.arrayContaining([
        'resgates.resgatar',
        'pontuacoes.pontuar',
        'pontuacoes.membro.enviar',
        'pontuacoes.membro.enviarFotos',
        'parceiro.eu.editar',
        'cartoes.status',
        'parceiro.contato.enviar',
      ]),
    );
    expect(retidas).not.toContain('parceiro.regulamento.aceitar');
  });

  it('gets 403 naming the regulation on every member write through REST', async () => {
    const rotas = escritas('rest');
    expect(rotas.map((r) => r.nome)).toEqual(expect.arrayContaining(['POST /api/resgatar', 'POST /api/upload/venda_foto', 'POST /api/pontuacoes/pontuar']));
    for (const { nome } of rotas) {
      const [metodo, caminho] = nome.split(' ') as [string, string];
      const r = await amb.rest(metodo, caminho.replace(/:\w+/g, '1'), { token, corpo: metodo === 'GET' ? undefined : {} });
      expect({ rota: nome, ...r }).toEqual({ rota: nome, ...RECUSA });
    }
    // PUT /api/parceiros carries the acceptance; any other body is a profile edit, held back as well.
    expect(await amb.rest('PUT', '/api/parceiros', { token, corpo: { nome: 'Outro Nome' } })).toEqual(RECUSA);
  });

  it('gets the same refusal on every member write through GraphQL', async () => {
    const campos = escritas('graphql');
    expect(campos.map((c) => c.nome)).toEqual(expect.arrayContaining(['resgatar', 'atualizarPerfilParceiro', 'enviarEmailContato']));
    for (const { nome } of campos) {
      const r = await chamar(nome, token);
      expect({ campo: nome, codigo: r.codigo, mensagem: r.mensagem }).toEqual({ campo: nome, codigo: 'FORBIDDEN', mensagem: MENSAGENS.aceiteRegulamento });
    }
  });

  it('still reads: profile, balance, redemptions, catalogue', async () => {
    expect((await amb.rest('GET', '/api/parceiros/eu', { token })).corpo).toMatchObject({ cpf: PARCEIRO_DEMO_2, aceitouRegulamento: false });
    expect((await amb.rest('GET', '/api/resgates', { token })).status).toBe(200);
    expect((await amb.gql('{ meuParceiro { aceitouRegulamento } }', {}, { token })).data.meuParceiro.aceitouRegulamento).toBe(false);
  });

  it('after accepting (REST), the same redemption goes through', async () => {
    const [m] = await amb.ds.query(`SELECT id, revenda_id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_2]);
    await amb.ds.query(`UPDATE revendas SET resgate_liberado = true, ativo = true WHERE id = $1`, [m.revenda_id]);
    await creditar(RequestContext.sistema(amb.ds), { parceiroId: m.id, pontos: 1000, tipo: 'credito_ajuste', origem: { tipo: 'teste', id: 'regulamento' } });
    await amb.ds.query(`INSERT INTO premios (nome, descricao, codigo, custo_total, tipo, pontos) VALUES ('Regulamento', 'Teste', 'R-REGUL', 10, 'geral', 100)`);
    const resgatar = () => amb.rest('POST', '/api/resgatar', { token, corpo: { codigoPremio: 'R-REGUL', qtde: 1 } });
    expect(await resgatar()).toEqual(RECUSA);

    const aceite = await amb.rest('PUT', '/api/parceiros', { token, corpo: { aceitouRegulamento: 1 } });
    expect(aceite.status).toBe(200);
    expect(aceite.corpo.aceitouRegulamento).toBe(true);
    const r = await resgatar();
    expect(r.status).toBe(201);
    expect(r.corpo.mensagem).toBe('Resgate realizado com sucesso!');
  });

  it('GraphQL: aceitarRegulamento is allowed before acceptance and opens the member writes', async () => {
    await amb.ds.query(`UPDATE parceiros SET aceitou_regulamento = false WHERE cpf = $1`, [PARCEIRO_DEMO_2]);
    const novo = await amb.entrarLoja(PARCEIRO_DEMO_2);
    const contato = () =>
      amb.gql('mutation { enviarEmailContato(input: { mensagem: "Dúvida sobre o programa" }) { resultado { mensagem } } }', {}, { token: novo });
    expect((await contato()).mensagem).toBe(MENSAGENS.aceiteRegulamento);
    expect(
      (await amb.gql('mutation { aceitarRegulamento { resultado { aceitouRegulamento } } }', {}, { token: novo })).data.aceitarRegulamento.resultado
        .aceitouRegulamento,
    ).toBe(true);
    expect((await contato()).errors).toBeUndefined();
  });
});
